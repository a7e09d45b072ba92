import { PracticePanePage } from './components/practice-pane-page';
import { PracticeRoot } from './components/practice-root';

/** /pythonPracticeTopSidebar?questionId=: the navigator of the question's set, with the caller's standing. */
export default function PracticeTopSidebarRoute() {
  return (
    <PracticeRoot>
      <PracticePanePage pane="topSidebar" />
    </PracticeRoot>
  );
}
