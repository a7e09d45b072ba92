import { ExportOutlined } from '@ant-design/icons';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lesson, LessonResource } from '@shui/contract';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { useOpened } from '../api/report-progress';

type Courseware = Extract<LessonResource, { type: 3 }>;
type LinkResource = Extract<LessonResource, { type: 5 | 6 | 7 | 8 | 9 | 11 }>;

/**
 * A courseware document the API serves, shown in the page (and openable in a tab of its own). Showing
 * it counts as opening it: the progress call marks it done, once.
 */
export function CoursewareResource({ lesson, courseware }: { lesson: Lesson; courseware: Courseware }) {
  const { t } = useTranslation('course');
  const opened = useOpened(lesson, courseware.resourceId);
  const url = resolveAvatar(courseware.url);
  const { mutate } = opened;
  const done = courseware.done;
  useEffect(() => {
    if (!done) mutate();
  }, [done, mutate]);
  return (
    <div className="shui-courseware">
      <iframe className="shui-courseware__frame" src={url} title={courseware.title} loading="lazy" />
      <p className="shui-page__muted">
        {t('courseware.pages', { count: courseware.pages })} ·{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('courseware.openNew')} <ExportOutlined aria-hidden />
        </a>
      </p>
    </div>
  );
}

/** Training, programming, code, assessment, flashcards...: a link out; opening it counts as done. */
export function LinkResourceView({ lesson, resource }: { lesson: Lesson; resource: LinkResource }) {
  const { t } = useTranslation('course');
  const opened = useOpened(lesson, resource.resourceId);
  if (resource.url === null) return <p className="shui-page__muted">{t('link.none')}</p>;
  return (
    <p>
      <a
        href={resolveAvatar(resource.url)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => {
          if (!resource.done) opened.mutate();
        }}
      >
        {t('link.open')} <ExportOutlined aria-hidden />
      </a>
    </p>
  );
}
