import { useTranslation } from 'react-i18next';
import type { CourseGroup } from '@shui/contract';
import { CourseGrid } from './course-card';

/** A programme's course group: its name and how many courses, over their cards (or 'no courses'). */
export function CourseGroupBlock({ group }: { group: CourseGroup }) {
  const { t } = useTranslation('course');
  return (
    <div className="shui-course-group">
      <h3 className="shui-course-group__title">
        {group.name}
        <span className="shui-course-group__count">
          {t('school.groupCount', { count: group.courses.length })}
        </span>
      </h3>
      {group.courses.length === 0 ? (
        <p className="shui-page__muted">{t('school.noCourses')}</p>
      ) : (
        <CourseGrid courses={group.courses} label={group.name} headingLevel={4} />
      )}
    </div>
  );
}
