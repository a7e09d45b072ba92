import { App, Button, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { isValidPhone, limits } from '@shui/contract';
import { popups, usePopup } from '../../../lib/popups';
import { useCountdown } from '../../../lib/use-countdown';
import { register } from '../api/register';
import { sendRegisterCode } from '../api/send-register-code';
import { registerRules, type RegisterFields } from '../register-rules';
import '../register.css';
import { AgreementDialogOnDemand, AgreementLink } from '../../../components/agreement/agreement-link';
import { busy } from '../../../components/busy';

const withoutSpaces = (value: string | undefined) => value?.replace(/\s/g, '') ?? '';

/**
 * The register form of spec sections 2 to 5: phone with a send-code button (60 s countdown), code,
 * password and its confirmation, the agreement (its name a link that opens it over the form, as in the
 * login form). On success it opens the login dialog; on failure the server's message is shown (by the
 * api client) and every value stays.
 */
export default function RegisterDialog() {
  const { t } = useTranslation('register');
  const { message } = App.useApp();
  const { open, close, returnFocus } = usePopup('register');
  const [form] = Form.useForm<RegisterFields>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const countdown = useCountdown();
  // The agreement's dialog: loaded when first asked for, then kept (it closes with its animation).
  const [agreement, setAgreement] = useState<'unread' | 'open' | 'closed'>('unread');
  const rules = registerRules(t);

  async function sendCode() {
    const phone = withoutSpaces(form.getFieldValue('phone') as string | undefined);
    if (!isValidPhone(phone)) {
      void message.warning(t('validation.phoneRequired'));
      return;
    }
    setSending(true);
    try {
      await sendRegisterCode(phone);
      void message.success(t('codeSent'));
      countdown.start();
    } catch {
      // The api client has shown the server's message (e.g. sent too often).
    } finally {
      setSending(false);
    }
  }

  async function submit(fields: RegisterFields) {
    setSubmitting(true);
    try {
      await register({ phone: fields.phone, code: fields.code, password: fields.firstPassword });
    } catch {
      // Shown by the api client; the form keeps what was typed.
      setSubmitting(false);
      return;
    }
    setSubmitting(false);
    form.resetFields();
    void message.success(t('registered'));
    popups.open('login');
  }

  return (
    <Modal
      focusable={{ focusTriggerAfterClose: returnFocus }}
      open={open}
      onCancel={close}
      title={t('form.title')}
      width={440}
      centered
      footer={null}
    >
      <Form
        form={form}
        name="register"
        layout="vertical"
        requiredMark={false}
        className="shui-register-form"
        onFinish={(fields) => void submit(fields)}
      >
        <Form.Item
          name="phone"
          label={t('form.phone')}
          rules={rules.phone}
          normalize={withoutSpaces}
          validateFirst
        >
          <Input
            maxLength={limits.phoneLength}
            inputMode="numeric"
            autoComplete="tel"
            placeholder={t('form.phonePlaceholder')}
          />
        </Form.Item>
        <Form.Item label={t('form.code')} htmlFor="register_code" required>
          <div className="shui-code-row">
            <Form.Item name="code" noStyle rules={rules.code}>
              <Input
                id="register_code"
                maxLength={limits.codeLength}
                inputMode="numeric"
                autoComplete="one-time-code"
                placeholder={t('form.codePlaceholder')}
              />
            </Form.Item>
            <Button onClick={() => void sendCode()} loading={busy(sending)} disabled={countdown.running}>
              {countdown.running ? t('form.resend', { seconds: countdown.remaining }) : t('form.sendCode')}
            </Button>
          </div>
        </Form.Item>
        <Form.Item
          name="firstPassword"
          label={t('form.password')}
          rules={rules.firstPassword}
          extra={t('form.passwordHint')}
          validateFirst
        >
          <Input.Password autoComplete="new-password" placeholder={t('form.passwordPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('form.confirm')}
          rules={rules.password}
          dependencies={['firstPassword']}
          validateFirst
        >
          <Input.Password autoComplete="new-password" placeholder={t('form.confirmPlaceholder')} />
        </Form.Item>
        <Form.Item name="checked" valuePropName="checked" rules={rules.checked}>
          <Checkbox>
            <Trans
              t={t}
              i18nKey="form.agreement"
              components={{ doc: <AgreementLink onOpen={() => setAgreement('open')} /> }}
            />
          </Checkbox>
        </Form.Item>
        {agreement !== 'unread' && (
          <AgreementDialogOnDemand open={agreement === 'open'} onClose={() => setAgreement('closed')} />
        )}
        <Button
          type="primary"
          htmlType="submit"
          autoInsertSpace={false}
          block
          size="large"
          loading={busy(submitting)}
          className="shui-register-form__submit"
        >
          {t('form.submit')}
        </Button>
        <p className="shui-register-form__login">
          {t('form.haveAccount')}{' '}
          <Button type="link" size="small" onClick={() => popups.open('login')}>
            {t('form.login')}
          </Button>
        </p>
      </Form>
    </Modal>
  );
}
