import { MoocRoot } from './components/mooc-root';
import { CourseListPage } from './components/course-list-page';

/** /mooc/course/list: the course catalogue. */
export default function CourseListRoute() {
  return (
    <MoocRoot>
      <CourseListPage />
    </MoocRoot>
  );
}
