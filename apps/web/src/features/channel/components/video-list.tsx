import { PlayCircleOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ChannelVideo } from '@shui/contract';
import { coursePath } from '../../../config/paths';
import { dayOf, formatDuration, isoOf } from '../channel-format';

/** A channel's recorded lessons; each opens its course in the course hall, where the video plays. */
export function VideoList({ videos }: { videos: readonly ChannelVideo[] }) {
  const { t } = useTranslation('channel');
  const headingId = useId();
  return (
    <section className="shui-channel__card" aria-labelledby={headingId}>
      <h2 id={headingId} className="shui-bar-heading shui-channel__heading">
        {t('videos.title')}
      </h2>
      <ul className="shui-card-grid">
        {videos.map((video) => (
          <li key={video.id} className="shui-channel__video">
            <div className="shui-channel__video-cover" aria-hidden>
              <PlayCircleOutlined />
              <span className="shui-channel__video-length">{formatDuration(video.duration)}</span>
            </div>
            <div className="shui-channel__video-body">
              <h3 className="shui-channel__video-title">{video.title}</h3>
              <p className="shui-channel__video-meta">
                <span>{t('videos.speaker', { speaker: video.speaker })}</span>
                <span>{t('videos.duration', { duration: formatDuration(video.duration) })}</span>
                <time dateTime={isoOf(video.time)}>{dayOf(video.time)}</time>
              </p>
              {video.courseId === null ? (
                <span className="shui-channel__muted">{t('videos.notOpen')}</span>
              ) : (
                <Link
                  to={coursePath(video.courseId)}
                  aria-label={t('videos.watchLabel', { title: video.title })}
                >
                  {t('videos.watch')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
