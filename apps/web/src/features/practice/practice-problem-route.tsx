import { PracticePanePage } from './components/practice-pane-page';
import { PracticeRoot } from './components/practice-root';

/** /pythonPracticeProblem?questionId=: the statement, samples and limits. */
export default function PracticeProblemRoute() {
  return (
    <PracticeRoot>
      <PracticePanePage pane="problem" />
    </PracticeRoot>
  );
}
