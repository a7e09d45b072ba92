import { DeleteOutlined, LoadingOutlined, UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadScreenshot } from '../api/upload-screenshot';
import { refuseScreenshot, type ScreenshotRefusal } from '../screenshot-rules';

export interface ScreenshotFieldProps {
  /** The uploaded screenshot's path (the form's `filepath`); set by Form.Item. */
  value?: string;
  onChange?: (path: string | undefined) => void;
  /** id for the label (Form.Item passes the field's id): it names the file input. */
  id?: string;
  /** A picked file was refused or its upload failed: the message to show under the field. */
  onProblem: (problem: ScreenshotRefusal | 'failed') => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The feedback screenshot: pick (or drop) one image, which is checked and uploaded at once; its path is
 * the field's value. The picker stays available after an upload so that a second image meets the "only
 * 1 image" message instead of silently replacing the first.
 */
export function ScreenshotField({ value, onChange, id, onProblem, onUploadingChange }: ScreenshotFieldProps) {
  const { t } = useTranslation('feedback');
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // The form was reset (after a successful submit): drop the preview with the value.
  useEffect(() => {
    if (!value && !uploading) setPreview(null);
  }, [value, uploading]);

  const take = async (files: File[]) => {
    const refusal = refuseScreenshot(files, Boolean(value) || uploading);
    if (refusal) return onProblem(refusal);
    const [file] = files;
    if (!file) return;
    setUploading(true);
    onUploadingChange(true);
    let path: string | undefined;
    try {
      path = await uploadScreenshot(file);
    } catch {
      // The api client has already shown the server's reason.
    }
    // Done before the value changes: the change validates the field, which must not see an upload.
    setUploading(false);
    onUploadingChange(false);
    if (path === undefined) return onProblem('failed');
    setPreview(URL.createObjectURL(file));
    onChange?.(path);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void take([...event.dataTransfer.files]);
  };

  return (
    <div
      className={dragging ? 'shui-feedback-shot shui-feedback-shot--dragging' : 'shui-feedback-shot'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      {value && preview && (
        <figure className="shui-feedback-shot__preview">
          <img src={preview} alt={t('screenshot.previewAlt')} />
          <Button
            size="small"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('screenshot.remove')}
            onClick={() => onChange?.(undefined)}
          />
        </figure>
      )}
      <div className="shui-feedback-shot__picker">
        <Button
          icon={uploading ? <LoadingOutlined aria-hidden /> : <UploadOutlined aria-hidden />}
          aria-busy={uploading}
          onClick={() => input.current?.click()}
        >
          {t('screenshot.choose')}
        </Button>
        <span className="shui-feedback-shot__hint">{t('screenshot.hint')}</span>
        <span className="shui-visually-hidden" role="status">
          {uploading ? t('screenshot.uploading') : value ? t('screenshot.uploaded') : ''}
        </span>
      </div>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        multiple
        style={{ display: 'none' }}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // Picking the same file again must fire change again.
          event.target.value = '';
          void take(files);
        }}
      />
    </div>
  );
}
