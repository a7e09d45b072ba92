import { InfoCircleFilled } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { popups, usePopup } from '../../../lib/popups';
import '../register.css';

/**
 * The registration tip of spec section 2, shown before the register form: students of the partner
 * university log in with their student number instead of registering.
 */
export default function RegisterTipDialog() {
  const { t } = useTranslation('register');
  const { open, close, returnFocus } = usePopup('registerTip');
  return (
    <Modal
      focusable={{ focusTriggerAfterClose: returnFocus }}
      open={open}
      onCancel={close}
      title={t('tip.title')}
      width={440}
      centered
      footer={
        <div className="shui-register-tip__actions">
          <Button onClick={() => popups.open('login')}>{t('tip.backToLogin')}</Button>
          <Button type="primary" onClick={() => popups.open('register')}>
            {t('tip.continue')}
          </Button>
        </div>
      }
    >
      <div className="shui-register-tip">
        <InfoCircleFilled className="shui-register-tip__icon" aria-hidden />
        <div>
          <p>{t('tip.body')}</p>
          <p>{t('tip.others')}</p>
        </div>
      </div>
    </Modal>
  );
}
