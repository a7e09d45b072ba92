import { MoocRoot } from './components/mooc-root';
import { CourseDetailPage } from './components/course-detail-page';

/** /mooc/course/:courseId and /Course/CourseDetail?courseId=: a course. */
export default function CourseDetailRoute() {
  return (
    <MoocRoot>
      <CourseDetailPage />
    </MoocRoot>
  );
}
