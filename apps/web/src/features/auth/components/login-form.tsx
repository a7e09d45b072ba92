import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Divider, Input } from 'antd';
import {
  useId,
  useImperativeHandle,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { limits } from '@shui/contract';
import { popups, type PopupName } from '../../../lib/popups';
import { useLogin } from '../api/login';
import { emptyLoginValues, validateLogin, type LoginField, type LoginFormValues } from '../login-values';
import { startSso } from '../sso';
import { AgreementDialogOnDemand, AgreementLink } from '../../../components/agreement/agreement-link';
import { busy } from '../../../components/busy';
import { paths } from '../../../config/paths';

export interface LoginFormProps {
  /** Runs once logged in, before the success toast (the dialog closes here). */
  onLoggedIn?: () => void;
  /** Where the page goes 2 s after the success toast: a reload, or the redirect target. */
  leave: () => void;
  /** Focus the username field on mount (the dialog; a page leaves focus where the user is). */
  autoFocus?: boolean;
  /** For the dialog, to focus the username field once it has opened. */
  ref?: Ref<LoginFormHandle>;
}

export interface LoginFormHandle {
  focusUsername: () => void;
}

const FIELDS: LoginField[] = ['username', 'password', 'checked'];

/**
 * The login form of the dialog and the /login page (spec sections 2, 4, 5): username (or phone, e-mail,
 * student number), password, the agreement, the links to the other account dialogs and the university's
 * single sign-on. Enter in a field submits; a failed login keeps every value.
 *
 * A plain form rather than antd's Form: three required fields do not need its engine, and leaving it out
 * keeps the shared chunks of the first page whole (antd's Form shares Tooltip, Grid and Space with the
 * header, so the bundler would split those out of /home's chunks).
 */
export function LoginForm({ onLoggedIn, leave, autoFocus = false, ref }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const { submitting, submit } = useLogin({ onLoggedIn, leave });
  const [values, setValues] = useState<LoginFormValues>(emptyLoginValues);
  // Messages show once the user has tried to submit or has edited the field, as antd's forms do.
  const [shown, setShown] = useState<Partial<Record<LoginField, boolean>>>({});
  const [leavingForSso, setLeavingForSso] = useState(false);
  // The agreement's dialog: loaded when first asked for, then kept (it closes with its animation).
  const [agreement, setAgreement] = useState<'unread' | 'open' | 'closed'>('unread');
  const fieldRefs = useRef<Partial<Record<LoginField, HTMLElement | null>>>({});
  useImperativeHandle(ref, () => ({ focusUsername: () => fieldRefs.current.username?.focus() }), []);

  const errors = validateLogin(values);
  const errorOf = (field: LoginField) => (shown[field] ? errors[field] : undefined);
  const fieldId = (field: LoginField) => `${id}-${field}`;
  const errorId = (field: LoginField) => `${id}-${field}-error`;

  const change = <F extends LoginField>(field: F, value: LoginFormValues[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setShown((current) => ({ ...current, [field]: true }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setShown({ username: true, password: true, checked: true });
    const invalid = FIELDS.find((field) => errors[field]);
    if (invalid) {
      fieldRefs.current[invalid]?.focus();
      return;
    }
    void submit(values);
  };

  const openPopup = (name: PopupName) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    popups.open(name);
  };
  const goToSso = () => {
    setLeavingForSso(true);
    startSso();
  };

  const message = (field: LoginField): ReactNode => {
    const error = errorOf(field);
    return error ? (
      <div id={errorId(field)} className="shui-login-form__error" role="alert">
        {t(error)}
      </div>
    ) : null;
  };
  const described = (field: LoginField) =>
    errorOf(field) ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {};

  return (
    <form className="shui-login-form" noValidate onSubmit={onSubmit}>
      <div className="shui-login-form__field">
        <label className="shui-login-form__label" htmlFor={fieldId('username')}>
          {t('form.username')}
        </label>
        <Input
          id={fieldId('username')}
          ref={(input) => {
            fieldRefs.current.username = input?.input ?? null;
          }}
          size="large"
          prefix={<UserOutlined aria-hidden />}
          placeholder={t('form.usernamePlaceholder')}
          maxLength={limits.loginFieldMaxLength}
          autoComplete="username"
          autoFocus={autoFocus}
          value={values.username}
          onChange={(event) => change('username', event.target.value)}
          status={errorOf('username') ? 'error' : undefined}
          {...described('username')}
        />
        {message('username')}
      </div>
      <div className="shui-login-form__field">
        <label className="shui-login-form__label" htmlFor={fieldId('password')}>
          {t('form.password')}
        </label>
        <Input.Password
          id={fieldId('password')}
          ref={(input) => {
            fieldRefs.current.password = input?.input ?? null;
          }}
          size="large"
          prefix={<LockOutlined aria-hidden />}
          placeholder={t('form.passwordPlaceholder')}
          maxLength={limits.loginFieldMaxLength}
          autoComplete="current-password"
          value={values.password}
          onChange={(event) => change('password', event.target.value)}
          status={errorOf('password') ? 'error' : undefined}
          {...described('password')}
        />
        {message('password')}
      </div>
      <div className="shui-login-form__field shui-login-form__agreement">
        <Checkbox
          ref={(checkbox) => {
            fieldRefs.current.checked = checkbox?.input ?? null;
          }}
          checked={values.checked}
          onChange={(event) => change('checked', event.target.checked)}
          {...described('checked')}
        >
          <Trans
            t={t}
            i18nKey="form.agreement"
            components={{ doc: <AgreementLink onOpen={() => setAgreement('open')} /> }}
          />
        </Checkbox>
        {message('checked')}
        {agreement !== 'unread' && (
          <AgreementDialogOnDemand open={agreement === 'open'} onClose={() => setAgreement('closed')} />
        )}
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={busy(submitting)}
        autoInsertSpace={false}
        className="shui-login-form__submit"
      >
        {submitting ? t('form.submitting') : t('form.submit')}
      </Button>
      <div className="shui-login-form__links">
        <a href="#" onClick={openPopup('resetPassword')}>
          {t('form.forgotPassword')}
        </a>
        <span>
          {t('form.noAccount')}
          <a href={`${paths.login}?register=1`} onClick={openPopup('registerTip')}>
            {t('form.register')}
          </a>
        </span>
      </div>
      <Divider plain className="shui-login-form__or">
        {t('form.or')}
      </Divider>
      <Button
        size="large"
        block
        icon={<SafetyCertificateOutlined aria-hidden />}
        loading={busy(leavingForSso)}
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
    </form>
  );
}
