import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson, LessonResource } from '@shui/contract';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { reportProgress } from '../api/report-progress';
import { progressRecorded } from '../api/lesson-cache';
import { createProgressReporter, type ProgressReporter } from '../video-progress';

type Video = Extract<LessonResource, { type: 2 }>;

const clock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

/**
 * An HTML5 video with the clip the API serves. As it plays, how far the learner got is sent to the API
 * (POST /resource/lesson/progress, throttled: video-progress.ts); it is done at 90 % watched.
 */
export function VideoResource({ lesson, video }: { lesson: Lesson; video: Video }) {
  const { t } = useTranslation('course');
  const [failed, setFailed] = useState(false);
  const [watched, setWatched] = useState(video.watchedSeconds);
  const reporter = useRef<ProgressReporter | null>(null);
  const { lessonId, courseId } = lesson;

  useEffect(() => {
    const created = createProgressReporter({
      watchedSeconds: video.watchedSeconds,
      durationSeconds: video.durationSeconds,
      send: (seconds) =>
        reportProgress(video.resourceId, seconds).then(
          (result) => {
            setFailed(false);
            progressRecorded({ lessonId, courseId }, result);
          },
          (error: unknown) => {
            setFailed(true);
            throw error;
          },
        ),
    });
    reporter.current = created;
    // Leaving the page sends what was watched since the last report.
    return () => created.flush();
    // One reporter per video: the server's watchedSeconds only seeds it, later answers do not restart it.
  }, [video.resourceId, video.durationSeconds, lessonId, courseId]);

  const percent =
    video.durationSeconds > 0 ? Math.min(100, Math.round((watched / video.durationSeconds) * 100)) : 0;
  return (
    <div className="shui-video">
      <video
        className="shui-video__player"
        controls
        preload="metadata"
        src={resolveAvatar(video.url)}
        aria-label={video.title}
        onTimeUpdate={(event) => {
          reporter.current?.played(event.currentTarget.currentTime);
          setWatched(reporter.current?.watched() ?? watched);
        }}
        onSeeking={(event) => reporter.current?.jumped(event.currentTarget.currentTime)}
        onPause={() => reporter.current?.flush()}
        onEnded={() => reporter.current?.flush()}
      >
        {t('video.unsupported')}
      </video>
      <p className="shui-page__muted">
        {t('video.watched', { watched: clock(watched), duration: clock(video.durationSeconds), percent })}
      </p>
      {failed && (
        <p className="shui-video__failed" role="status">
          {t('video.reportFailed')}
        </p>
      )}
    </div>
  );
}
