import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { paths } from '../../config/paths';
import { AgreementText } from './agreement-text';
import './agreement.css';

/**
 * The user agreement in a dialog over the login or register dialog: read without leaving it, so nothing typed there
 * is lost; the full page is a link away (in a new tab).
 */
export default function AgreementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('agreement');
  return (
    <Modal
      open={open}
      title={t('title')}
      onCancel={onClose}
      width={720}
      className="shui-agreement-dialog"
      footer={
        <>
          <a href={paths.agreement} target="_blank" rel="noopener noreferrer">
            {t('openPage')}
          </a>
          <Button type="primary" onClick={onClose} autoInsertSpace={false}>
            {t('read')}
          </Button>
        </>
      }
    >
      <AgreementText level={3} />
    </Modal>
  );
}
