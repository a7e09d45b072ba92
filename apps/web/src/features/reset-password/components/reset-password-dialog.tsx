import { CheckCircleFilled } from '@ant-design/icons';
import { App, Button, Form, Input, Modal, Tabs } from 'antd';
import type { Rule } from 'antd/es/form';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_PATTERN, isValidMail, isValidPhone, limits, type ResetField } from '@shui/contract';
import { usePopup } from '../../../lib/popups';
import { signOut } from '../../../lib/auth/sign-out';
import { useCountdown } from '../../../lib/use-countdown';
import { resetByCode } from '../api/reset-by-code';
import { sendResetCode } from '../api/send-reset-code';
import { sendFailureText } from '../send-failure-text';
import '../reset-password.css';
import { busy } from '../../../components/busy';

interface ResetFields {
  mail: string;
  phone: string;
  code: string;
}

/** The address a code went to, and the username the send step answered (sent back on reset). */
interface SentCode {
  field: ResetField;
  identifier: string;
  username: string;
}

const check =
  (valid: (value: string) => boolean, message: string): Rule =>
  () => ({
    validator: (_rule, value: string | undefined) =>
      valid(value ?? '') ? Promise.resolve() : Promise.reject(new Error(message)),
  });

/**
 * Forgot password (spec sections 2, 4, 5, 8): by mail (default) or phone, a code sent with a 60 s
 * countdown, then the password is reset to the account name and a message says so.
 */
export default function ResetPasswordDialog() {
  const { t } = useTranslation('reset-password');
  const { message } = App.useApp();
  const { open, close, returnFocus } = usePopup('resetPassword');
  const [form] = Form.useForm<ResetFields>();
  const [field, setField] = useState<ResetField>('mail');
  // A ref, not state: the code's rule reads it right after a send, before any re-render.
  const sent = useRef<SentCode | null>(null);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  /** The account whose password was reset: the success message is open. */
  const [resetAccount, setResetAccount] = useState<string | null>(null);
  const countdown = useCountdown();

  /** The code went to the address now in the open tab (the user may have edited it or changed tab since). */
  const codeSentHere = () =>
    sent.current !== null &&
    sent.current.field === field &&
    sent.current.identifier === form.getFieldValue(field);

  const rules = {
    mail: [check(isValidMail, t('validation.mailInvalid'))],
    phone: [check(isValidPhone, t('validation.phoneInvalid'))],
    code: [
      () => ({
        validator: (_rule: unknown, value: string | undefined) => {
          if (!codeSentHere()) return Promise.reject(new Error(t('validation.sendFirst')));
          if (!CODE_PATTERN.test(value ?? '')) return Promise.reject(new Error(t('validation.codeLength')));
          return Promise.resolve();
        },
      }),
    ],
  };

  async function sendCode() {
    let to: string;
    try {
      to = (await form.validateFields([field]))[field];
    } catch {
      return; // the field shows why
    }
    const sentField = field;
    setSending(true);
    try {
      const username = await sendResetCode(to, sentField);
      sent.current = { field: sentField, identifier: to, username };
      void message.success(t('codeSent'));
      countdown.start();
      // A code typed before sending was told to send first; that no longer holds.
      if (form.isFieldTouched('code')) form.validateFields(['code']).catch(() => undefined);
    } catch (error) {
      void message.error(sendFailureText(error, sentField, t));
    } finally {
      setSending(false);
    }
  }

  async function submit(values: ResetFields) {
    // The code's rule has checked that it went to this address.
    const username = sent.current?.username;
    if (username === undefined) return;
    setSubmitting(true);
    try {
      await resetByCode(values[field], values.code, username);
    } catch {
      // Shown by the api client (e.g. a wrong code); the form keeps its values.
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    form.resetFields();
    sent.current = null;
    close();
    setResetAccount(username);
  }

  function relogin() {
    setResetAccount(null);
    // Logout without a reload (section 4: the re-login button logs out and opens login).
    signOut('login-dialog');
  }

  const identifierItem = (name: ResetField) => (
    <Form.Item name={name} label={t(name)} rules={rules[name]}>
      <Input
        maxLength={name === 'mail' ? limits.mailMaxLength : limits.phoneLength}
        inputMode={name === 'mail' ? 'email' : 'numeric'}
        autoComplete={name === 'mail' ? 'email' : 'tel'}
        placeholder={t(name === 'mail' ? 'mailPlaceholder' : 'phonePlaceholder')}
      />
    </Form.Item>
  );

  return (
    <>
      <Modal
        focusable={{ focusTriggerAfterClose: returnFocus }}
        open={open}
        onCancel={close}
        title={t('title')}
        width={440}
        centered
        footer={null}
      >
        <p className="shui-reset__intro">{t('intro')}</p>
        <Form
          form={form}
          name="resetPassword"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => void submit(values)}
        >
          {/* Only the open tab's field is mounted, so only it is validated; its value stays on a switch. */}
          <Tabs
            destroyOnHidden
            activeKey={field}
            onChange={(key) => setField(key as ResetField)}
            items={[
              { key: 'mail', label: t('tabs.mail'), children: identifierItem('mail') },
              { key: 'phone', label: t('tabs.phone'), children: identifierItem('phone') },
            ]}
          />
          <Form.Item label={t('code')} htmlFor="resetPassword_code">
            <div className="shui-reset__code-row">
              <Form.Item name="code" noStyle rules={rules.code} dependencies={[field]}>
                <Input
                  id="resetPassword_code"
                  maxLength={limits.codeLength}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('codePlaceholder')}
                />
              </Form.Item>
              <Button onClick={() => void sendCode()} loading={busy(sending)} disabled={countdown.running}>
                {countdown.running ? t('resend', { seconds: countdown.remaining }) : t('sendCode')}
              </Button>
            </div>
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            block
            size="large"
            loading={busy(submitting)}
            className="shui-reset__submit"
          >
            {t('submit')}
          </Button>
        </Form>
      </Modal>
      <Modal
        open={resetAccount !== null}
        onCancel={() => setResetAccount(null)}
        title={t('success.title')}
        width={400}
        centered
        footer={
          <Button type="primary" onClick={relogin}>
            {t('success.relogin')}
          </Button>
        }
      >
        <p className="shui-reset__done">
          <CheckCircleFilled className="shui-reset__done-icon" aria-hidden />
          <span>{t('success.content', { username: resetAccount ?? '' })}</span>
        </p>
      </Modal>
    </>
  );
}
