import { Tag } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseCard as CourseCardData, CourseTag } from '@shui/contract';
import { resolveAvatar } from '../../../lib/auth/current-user';
import { coursePath } from '../../../config/paths';

/** A course's tag (spec section 3: 1-4) as a coloured label. */
export function CourseTagLabel({ tag }: { tag: CourseTag }) {
  const { t } = useTranslation('course');
  return <Tag className={`shui-course-tag shui-course-tag--${tag}`}>{t(`tags.${tag}`)}</Tag>;
}

/** A course's cover (an address of the API's host or any https one); its initial when it cannot load. */
export function CourseCover({ src, name, className }: { src: string; name: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  const url = resolveAvatar(src);
  return (
    <div className={className ? `shui-course-cover ${className}` : 'shui-course-cover'} aria-hidden>
      {url && !failed ? (
        <img src={url} alt="" loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <span className="shui-course-cover__initial">{Array.from(name)[0] ?? ''}</span>
      )}
    </div>
  );
}

export interface CourseCardProps {
  course: CourseCardData;
  /** The heading level of the course's name in its page (3 by default: a page title, then a section). */
  headingLevel?: 2 | 3 | 4;
  /** Shown below the card's facts (the personal centre puts a progress bar here). */
  extra?: ReactNode;
}

/**
 * One course as a card: cover, name (the link to the course, stretched over the whole card), tag (and
 * whether the caller teaches or takes it), teacher, short intro, learners and lessons. Used by the course hall's pages and reusable elsewhere
 * (the personal centre's "my courses", favourites): it needs only a `CourseCard` of the contract.
 */
export function CourseCard({ course, headingLevel = 3, extra }: CourseCardProps) {
  const { t } = useTranslation('course');
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="shui-course-card">
      <CourseCover src={course.cover} name={course.courseName} className="shui-course-card__cover" />
      <div className="shui-course-card__body">
        <div className="shui-course-card__labels">
          <CourseTagLabel tag={course.tag} />
          {course.teaching && (
            <Tag className="shui-course-tag shui-course-tag--teaching">{t('card.teaching')}</Tag>
          )}
          {course.joined && <Tag className="shui-course-tag shui-course-tag--joined">{t('card.joined')}</Tag>}
        </div>
        <Heading className="shui-course-card__title">
          <Link to={coursePath(course.courseId)} className="shui-course-card__link">
            {course.courseName}
          </Link>
        </Heading>
        <p className="shui-course-card__teacher">
          {course.teacherName ? t('card.teacher', { name: course.teacherName }) : t('card.noTeacher')}
        </p>
        {course.intro && <p className="shui-course-card__intro">{course.intro}</p>}
        <p className="shui-course-card__meta">
          <span>{t('card.students', { count: course.studentCount })}</span>
          <span aria-hidden>·</span>
          <span>{t('card.lessons', { count: course.lessonCount })}</span>
        </p>
        {extra && <div className="shui-course-card__extra">{extra}</div>}
      </div>
    </article>
  );
}

/** Courses as a responsive grid of cards (a list, for screen readers). */
export function CourseGrid({
  courses,
  label,
  headingLevel,
}: {
  courses: readonly CourseCardData[];
  label: string;
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <ul className="shui-course-grid" aria-label={label}>
      {courses.map((course) => (
        <li key={course.courseId}>
          <CourseCard course={course} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
