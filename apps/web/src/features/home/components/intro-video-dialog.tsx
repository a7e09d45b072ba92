import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';

const media = `${import.meta.env.BASE_URL}media/`;

/** The intro clip (public/media, rendered from the banner art by assets/home/intro/make-intro-video.sh). */
export const introVideo = {
  webm: `${media}shui-intro.webm`,
  mp4: `${media}shui-intro.mp4`,
  poster: `${media}shui-intro-poster.webp`,
} as const;

export interface IntroVideoDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The platform's intro video in a dialog; closing it unmounts the player, which stops playback. */
export default function IntroVideoDialog({ open, onClose }: IntroVideoDialogProps) {
  const { t } = useTranslation('home');
  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('video.title')}
      width={880}
      centered
      destroyOnHidden
      className="shui-intro-video"
    >
      <video
        className="shui-intro-video__player"
        controls
        autoPlay
        muted
        playsInline
        preload="metadata"
        poster={introVideo.poster}
        aria-describedby="shui-intro-video-description"
      >
        <source src={introVideo.webm} type="video/webm" />
        <source src={introVideo.mp4} type="video/mp4" />
        {t('video.unsupported')} <a href={introVideo.mp4}>{t('video.download')}</a>
      </video>
      <p id="shui-intro-video-description" className="shui-intro-video__description">
        {t('video.description')}
      </p>
    </Modal>
  );
}
