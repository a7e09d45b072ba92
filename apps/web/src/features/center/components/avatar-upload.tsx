import { UploadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ui } from '../../../config/ui';
import { uploadAvatar } from '../api/upload-avatar';
import { AVATAR_TYPES, avatarRefusal } from '../avatar-file';
import { busy } from '../../../components/busy';

/**
 * Picks an image and uploads it as the new avatar. A file that is not an image or is too large is refused
 * here with a message beside the button; the server's refusals come as the api client's toast.
 */
export function AvatarUpload({ onUploaded }: { onUploaded: (headImgUrl: string) => void }) {
  const { t } = useTranslation('center');
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();
  const refusalId = useId();

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that picking the same file again still counts as a change.
    event.target.value = '';
    if (!file) return;
    const problem = avatarRefusal(file);
    if (problem) {
      setRefusal(t(`avatar.${problem}`));
      return;
    }
    setRefusal(null);
    setUploading(true);
    try {
      onUploaded(await uploadAvatar(file));
      void message.success(t('avatar.success'), ui.successToastMs / 1000);
    } catch {
      // The api client has told the user (toast, or the session-expired dialog).
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="shui-center__upload">
      <input
        ref={input}
        type="file"
        accept={AVATAR_TYPES.join(',')}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void upload(event)}
      />
      <Button
        icon={<UploadOutlined aria-hidden />}
        loading={busy(uploading)}
        onClick={() => input.current?.click()}
        aria-describedby={refusal ? `${refusalId} ${hintId}` : hintId}
      >
        {t('avatar.change')}
      </Button>
      <p id={hintId} className="shui-center__hint">
        {t('avatar.hint')}
      </p>
      {refusal && (
        <p id={refusalId} role="alert" className="shui-center__refusal">
          {refusal}
        </p>
      )}
    </div>
  );
}
