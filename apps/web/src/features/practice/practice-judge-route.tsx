import { PracticePanePage } from './components/practice-pane-page';
import { PracticeRoot } from './components/practice-root';

/** /pythonPracticeJudge?questionId=: the caller's submissions and verdicts. */
export default function PracticeJudgeRoute() {
  return (
    <PracticeRoot>
      <PracticePanePage pane="judge" />
    </PracticeRoot>
  );
}
