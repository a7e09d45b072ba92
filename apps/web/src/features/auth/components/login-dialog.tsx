import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { ui } from '@shui/contract';
import { usePopup } from '../../../lib/popups';
import { pageLocation } from '../../../lib/safe-redirect';
import { type LoginFormValues } from '../login-values';
import { LoginForm } from './login-form';
import '../auth.css';

/** The login dialog (popup 'login', 400 px): closes once logged in, then the page reloads (spec section 4). */
export default function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, close } = usePopup('login');
  const [form] = Form.useForm<LoginFormValues>();
  return (
    <Modal
      open={open}
      onCancel={close}
      title={t('dialog.title')}
      width={ui.loginDialogWidthPx}
      footer={null}
      centered
      className="shui-login-dialog"
      // A password typed and left should not be there for the next person who opens the dialog.
      afterClose={() => form.resetFields(['password'])}
    >
      <LoginForm form={form} idPrefix="dialog" onLoggedIn={close} leave={pageLocation.reload} />
    </Modal>
  );
}
