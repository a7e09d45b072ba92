import { CourseRoot } from './components/course-root';
import { CourseDetailPage } from './components/course-detail-page';

/** /mooc/course/:courseId and /Course/CourseDetail?courseId=: a course. */
export default function CourseDetailRoute() {
  return (
    <CourseRoot>
      <CourseDetailPage />
    </CourseRoot>
  );
}
