import { PracticePage } from './components/practice-page';
import { PracticeRoot } from './components/practice-root';

/** /pythonPractice/:questionId: the practice page of a Python or SQL question (requires login). */
export default function PythonPracticeRoute() {
  return (
    <PracticeRoot>
      <PracticePage />
    </PracticeRoot>
  );
}
