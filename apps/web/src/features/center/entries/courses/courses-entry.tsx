import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Completion, MyCourse } from '@shui/contract';
import { coursePath, paths } from '../../../../config/paths';
import { CourseProgress } from '../../components/course-progress';
import { EntryCard, EntryList, useEntryTexts, toMinute } from '../../components/entry-states';
import { useMyCourses } from '../../api/get-my-courses';
import { centerKeys } from '../../api/keys';

const TAG_COLORS = { 1: 'green', 2: 'blue', 3: 'gold', 4: 'purple' } as const;
const parts: ReadonlyArray<keyof Completion> = ['videoTimes', 'examTimes', 'homeworkTimes'];

function CourseItem({ course }: { course: MyCourse }) {
  const { t } = useTranslation('center');
  return (
    <li className="shui-center__item">
      <div className="shui-center__item-main">
        <div className="shui-center__tags">
          <Tag color={TAG_COLORS[course.tag]}>{t(`courses.tag.${course.tag}`)}</Tag>
          {course.teacherName && <span className="shui-center__meta">{course.teacherName}</span>}
        </div>
        <p className="shui-center__item-title">
          <Link to={coursePath(course.courseId)}>{course.courseName}</Link>
        </p>
        <p className="shui-center__meta">{course.intro}</p>
        <ul
          className="shui-center__counts"
          aria-label={t('courses.countsLabel', { name: course.courseName })}
        >
          {parts
            .filter((part) => course.completion[part] > 0)
            .map((part) => (
              <li key={part}>
                {t(`courses.part.${part}`, { done: course.done[part], total: course.completion[part] })}
              </li>
            ))}
        </ul>
      </div>
      <CourseProgress
        percent={course.progress}
        label={t('courses.progressLabel', { name: course.courseName })}
      >
        {course.joinTime && (
          <span className="shui-center__meta">
            {t('courses.joined', { time: toMinute(course.joinTime).slice(0, 10) })}
          </span>
        )}
      </CourseProgress>
    </li>
  );
}

/** Entry 'b': the courses the user takes, with their progress, each linking to its course page. */
export default function CoursesEntry() {
  const { t } = useTranslation('center');
  const texts = useEntryTexts('courses');
  const query = useMyCourses();
  return (
    <EntryCard id="shui-center-courses" title={t('courses.title')}>
      <EntryList
        query={query}
        queryKey={centerKeys.myCourses}
        texts={texts}
        emptyAction={<Link to={paths.moocCourseList}>{t('courses.browse')}</Link>}
      >
        {(course) => <CourseItem key={course.courseId} course={course} />}
      </EntryList>
    </EntryCard>
  );
}
