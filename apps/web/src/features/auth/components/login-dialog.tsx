import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui } from '@shui/contract';
import { usePopup } from '../../../lib/popups';
import { pageLocation } from '../../../lib/safe-redirect';
import { LoginForm } from './login-form';
import '../auth.css';

/** The login dialog (popup 'login', 400 px): closes once logged in, then the page reloads (spec section 4). */
export default function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, close, returnFocus } = usePopup('login');
  return (
    <Modal
      focusable={{ focusTriggerAfterClose: returnFocus }}
      open={open}
      onCancel={close}
      title={t('dialog.title')}
      width={ui.loginDialogWidthPx}
      footer={null}
      centered
      className="shui-login-dialog"
      // A fresh form at each opening: a password typed and left is not there for the next person.
      destroyOnHidden
    >
      <LoginForm autoFocus onLoggedIn={close} leave={pageLocation.reload} />
    </Modal>
  );
}
