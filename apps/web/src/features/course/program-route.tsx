import { CourseRoot } from './components/course-root';
import { ProgramPage } from './components/program-pages';

/** /program/programDetail?programId=: a programme. */
export default function ProgramRoute() {
  return (
    <CourseRoot>
      <ProgramPage />
    </CourseRoot>
  );
}
