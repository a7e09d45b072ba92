import { MoocRoot } from './components/mooc-root';
import { SchoolPage } from './components/school-page';

/** /mooc/school: the school's programmes and course groups. */
export default function SchoolRoute() {
  return (
    <MoocRoot>
      <SchoolPage />
    </MoocRoot>
  );
}
