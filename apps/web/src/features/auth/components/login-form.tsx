import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Form, Input, type FormInstance } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { limits } from '@shui/contract';
import { popups, type PopupName } from '../../../lib/popups';
import { useLogin } from '../hooks/use-login';
import { emptyLoginValues, type LoginFormValues } from '../login-values';
import { startSso } from '../sso';

export interface LoginFormProps {
  /** Runs once logged in, before the success toast (the dialog closes here). */
  onLoggedIn?: () => void;
  /** Where the page goes 2 s after the success toast: a reload, or the redirect target. */
  leave: () => void;
  form?: FormInstance<LoginFormValues>;
  /** Prefix of the field ids (the dialog and the /login page may both be in the document). */
  idPrefix: string;
}

/**
 * The login form of the dialog and the /login page (spec sections 2, 4, 5): username (or phone, e-mail,
 * student number), password, the agreement, the links to the other account dialogs and the university's
 * single sign-on. Enter in any field submits; a failed login keeps every value.
 */
export function LoginForm({ onLoggedIn, leave, form, idPrefix }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const { submitting, submit } = useLogin({ onLoggedIn, leave });
  const [leavingForSso, setLeavingForSso] = useState(false);

  const openPopup = (name: PopupName) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    popups.open(name);
  };
  const goToSso = () => {
    setLeavingForSso(true);
    startSso();
  };

  return (
    <Form<LoginFormValues>
      form={form}
      name={`${idPrefix}-login`}
      className="shui-login-form"
      initialValues={emptyLoginValues}
      onFinish={(values) => void submit(values)}
      requiredMark={false}
      layout="vertical"
      size="large"
    >
      <Form.Item
        name="username"
        label={t('form.username')}
        rules={[{ required: true, whitespace: true, message: t('validation.usernameRequired') }]}
      >
        <Input
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('form.usernamePlaceholder')}
          maxLength={limits.loginFieldMaxLength}
          autoComplete="username"
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('form.password')}
        rules={[{ required: true, message: t('validation.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('form.passwordPlaceholder')}
          maxLength={limits.loginFieldMaxLength}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item
        name="checked"
        valuePropName="checked"
        className="shui-login-form__agreement"
        rules={[
          {
            validator: (_, value) =>
              value === true
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.agreementRequired'))),
          },
        ]}
      >
        <Checkbox>{t('form.agreement')}</Checkbox>
      </Form.Item>
      <Form.Item className="shui-login-form__submit">
        <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
          {submitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </Form.Item>
      <div className="shui-login-form__links">
        <a href="#" onClick={openPopup('resetPassword')}>
          {t('form.forgotPassword')}
        </a>
        <span>
          {t('form.noAccount')}
          <a href="/login?register=1" onClick={openPopup('registerTip')}>
            {t('form.register')}
          </a>
        </span>
      </div>
      <Divider plain className="shui-login-form__or">
        {t('form.or')}
      </Divider>
      <Button
        block
        icon={<SafetyCertificateOutlined aria-hidden />}
        loading={leavingForSso}
        onClick={goToSso}
        className="shui-login-form__sso"
      >
        {leavingForSso ? t('sso.redirecting') : t('form.sso')}
      </Button>
      <div className="shui-login-form__feedback">
        <a href="#" onClick={openPopup('feedback')}>
          {t('form.feedback')}
        </a>
      </div>
    </Form>
  );
}
