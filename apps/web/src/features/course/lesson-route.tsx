import { CourseRoot } from './components/course-root';
import { LessonPage } from './components/lesson-page';

/** /mooc/lessonDetails?lessonId= (requires login): a lesson. */
export default function LessonRoute() {
  return (
    <CourseRoot>
      <LessonPage />
    </CourseRoot>
  );
}
