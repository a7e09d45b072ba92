import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SsoFailure } from '../sso';

/**
 * Tells why a return from the single sign-on did not log the user in (the code and state are already out
 * of the address). A dialog rather than a toast: the user has just come back from another site and should
 * not miss why they are still logged out. Loaded only after such a return.
 */
export default function SsoFailureNotice({ failure }: { failure: SsoFailure }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);
  const cancelled = failure.reason === 'cancelled';
  const text =
    failure.reason === 'exchangeFailed'
      ? t('sso.exchangeFailed', { reason: failure.detail ?? t('sso.unknownReason') })
      : t(failure.reason === 'cancelled' ? 'sso.cancelled' : 'sso.stateMismatch');
  return (
    <Modal
      open={open}
      title={t(cancelled ? 'sso.cancelledTitle' : 'sso.failedTitle')}
      onCancel={close}
      footer={
        <Button type="primary" onClick={close} autoFocus>
          {t('sso.ok')}
        </Button>
      }
    >
      <p role={cancelled ? undefined : 'alert'}>{text}</p>
    </Modal>
  );
}
