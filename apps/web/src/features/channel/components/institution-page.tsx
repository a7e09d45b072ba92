import { RobotOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Institution, InstitutionSchool } from '@shui/contract';
import { coursePath } from '../../../config/paths';
import { request } from '../../../lib/events';
import { useInstitution } from '../api/get-institution';
import { ChannelNotFound } from './channel-page';
import { LoadFailed, SectionSkeleton } from '../../../components/load-states';
import { isNotFound } from '../../../lib/api-error';
import { PageHeader } from './page-header';
import { RichText } from '../../../components/rich-text';

/**
 * The CS101 special assistant (spec section 9): the sidebar's assistant, which on this page is the
 * course's own; the button asks the sidebar to open it (it says "please log in first" to a visitor).
 */
function CourseAssistant() {
  const { t } = useTranslation('channel');
  const headingId = useId();
  return (
    <section className="shui-channel__card shui-channel__assistant" aria-labelledby={headingId}>
      <h2 id={headingId} className="shui-bar-heading shui-channel__heading">
        <RobotOutlined aria-hidden /> {t('institution.assistantTitle')}
      </h2>
      <p>{t('institution.assistantText')}</p>
      <Button type="primary" onClick={() => request('shui:show-assistant', {})}>
        {t('institution.assistantAsk')}
      </Button>
    </section>
  );
}

function CourseBody({ course }: { course: Institution }) {
  const { t } = useTranslation('channel');
  const introId = useId();
  const chaptersId = useId();
  const teachersId = useId();
  return (
    <div className="shui-channel__body">
      <div className="shui-channel__main">
        <section className="shui-channel__card" aria-labelledby={introId}>
          <h2 id={introId} className="shui-bar-heading shui-channel__heading">
            {t('institution.intro')}
          </h2>
          <RichText prose html={course.introHtml} className="shui-channel__content" />
          {course.courseId === null ? (
            <p className="shui-channel__muted">{t('institution.notInHall')}</p>
          ) : (
            <Link className="shui-channel__cta" to={coursePath(course.courseId)}>
              {t('institution.openInHall')}
            </Link>
          )}
        </section>
        <section className="shui-channel__card" aria-labelledby={chaptersId}>
          <h2 id={chaptersId} className="shui-bar-heading shui-channel__heading">
            {t('institution.chapters')}
          </h2>
          <ol className="shui-stack">
            {course.chapters.map((chapter) => (
              <li key={chapter.title} className="shui-channel__chapter">
                <div className="shui-channel__chapter-head">
                  <h3 className="shui-channel__chapter-title">{chapter.title}</h3>
                  <span className="shui-channel__muted">
                    {t('institution.hours', { count: chapter.hours })}
                  </span>
                </div>
                <ul className="shui-channel__topics">
                  {chapter.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </section>
      </div>
      <aside className="shui-channel__aside" aria-label={t('institution.teachers')}>
        {course.assistant && <CourseAssistant />}
        <section className="shui-channel__card" aria-labelledby={teachersId}>
          <h2 id={teachersId} className="shui-bar-heading shui-channel__heading">
            {t('institution.teachers')}
          </h2>
          <ul className="shui-stack">
            {course.teachers.map((teacher) => (
              <li key={teacher.name}>
                <p className="shui-channel__teacher">
                  <strong>{teacher.name}</strong> <span className="shui-channel__muted">{teacher.title}</span>
                </p>
                <p className="shui-channel__teacher-intro">{teacher.intro}</p>
              </li>
            ))}
          </ul>
        </section>
      </aside>
    </div>
  );
}

/** /cs101, /guet, /seu: an institution's first computer course, with CS101's own assistant. */
export function InstitutionPage({
  school,
  titleKey,
}: {
  school: InstitutionSchool;
  titleKey: 'cs101' | 'guet' | 'seu';
}) {
  const { t } = useTranslation(['channel', 'common']);
  const query = useInstitution(school);
  const title = t(`common:routes.${titleKey}`);
  const trail = [{ label: title }];

  if (query.isError && isNotFound(query.error)) {
    return (
      <div className="shui-page shui-page--banner shui-channel">
        <PageHeader trail={trail} title={title} />
        <ChannelNotFound message={t('institution.notFound')} back="home" />
      </div>
    );
  }

  return (
    <div className="shui-page shui-page--banner shui-channel">
      <PageHeader trail={trail} title={title}>
        {query.data && <p className="shui-channel__headline">{query.data.courseName}</p>}
        {query.data && (
          <dl className="shui-channel__facts">
            <div>
              <dt>{t('institution.school')}</dt>
              <dd>{query.data.schoolName}</dd>
            </div>
            <div>
              <dt>{t('institution.term')}</dt>
              <dd>{query.data.term}</dd>
            </div>
          </dl>
        )}
      </PageHeader>
      {query.isPending ? (
        <div className="shui-channel__card">
          <SectionSkeleton rows={8} />
        </div>
      ) : query.isError ? (
        <LoadFailed
          compact
          title={t('institution.failed')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <CourseBody course={query.data} />
      )}
    </div>
  );
}
