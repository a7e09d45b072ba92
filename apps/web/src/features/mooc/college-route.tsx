import { MoocRoot } from './components/mooc-root';
import { CollegePage } from './components/program-pages';

/** /program/collegeDetail?collegeId=: a college. */
export default function CollegeRoute() {
  return (
    <MoocRoot>
      <CollegePage />
    </MoocRoot>
  );
}
