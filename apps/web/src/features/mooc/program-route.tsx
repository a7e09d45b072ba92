import { MoocRoot } from './components/mooc-root';
import { ProgramPage } from './components/program-pages';

/** /program/programDetail?programId=: a programme. */
export default function ProgramRoute() {
  return (
    <MoocRoot>
      <ProgramPage />
    </MoocRoot>
  );
}
