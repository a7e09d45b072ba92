import { CourseRoot } from './components/course-root';
import { CollegePage } from './components/program-pages';

/** /program/collegeDetail?collegeId=: a college. */
export default function CollegeRoute() {
  return (
    <CourseRoot>
      <CollegePage />
    </CourseRoot>
  );
}
