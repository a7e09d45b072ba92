import { CourseRoot } from './components/course-root';
import { CourseListPage } from './components/course-list-page';

/** /mooc/course/list: the course catalogue. */
export default function CourseListRoute() {
  return (
    <CourseRoot>
      <CourseListPage />
    </CourseRoot>
  );
}
