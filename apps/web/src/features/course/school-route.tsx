import { CourseRoot } from './components/course-root';
import { SchoolPage } from './components/school-page';

/** /mooc/school: the school's programmes and course groups. */
export default function SchoolRoute() {
  return (
    <CourseRoot>
      <SchoolPage />
    </CourseRoot>
  );
}
