import { MoocRoot } from './components/mooc-root';
import { LessonPage } from './components/lesson-page';

/** /mooc/lessonDetails?lessonId= (requires login): a lesson. */
export default function LessonRoute() {
  return (
    <MoocRoot>
      <LessonPage />
    </MoocRoot>
  );
}
