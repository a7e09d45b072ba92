import { Modal } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../config/ui';
import { usePopup } from '../../../lib/popups';
import { pageLocation } from '../../../lib/safe-redirect';
import { LoginForm, type LoginFormHandle } from './login-form';
import '../auth.css';

/** The login dialog (popup 'login', 400 px): closes once logged in, then the page reloads (spec section 4). */
export default function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, close, returnFocus } = usePopup('login');
  const form = useRef<LoginFormHandle>(null);
  return (
    <Modal
      focusable={{ focusTriggerAfterClose: returnFocus }}
      open={open}
      onCancel={close}
      // Once open, antd moves the focus into the dialog unless it is there already; an input's autoFocus
      // can come too early for that (no motion: the input is not focusable yet), so it is set again here.
      afterOpenChange={(isOpen) => {
        if (isOpen) form.current?.focusUsername();
      }}
      title={t('dialog.title')}
      width={ui.loginDialogWidthPx}
      footer={null}
      centered
      className="shui-login-dialog"
      // A fresh form at each opening: a password typed and left is not there for the next person.
      destroyOnHidden
    >
      <LoginForm ref={form} autoFocus onLoggedIn={close} leave={pageLocation.reload} />
    </Modal>
  );
}
