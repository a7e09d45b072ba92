import { PracticePanePage } from './components/practice-pane-page';
import { PracticeRoot } from './components/practice-root';

/** /pythonPracticeEditor?questionId=: the editor with Run (no submit). */
export default function PracticeEditorRoute() {
  return (
    <PracticeRoot>
      <PracticePanePage pane="editor" />
    </PracticeRoot>
  );
}
