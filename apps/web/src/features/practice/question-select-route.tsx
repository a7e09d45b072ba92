import { QuestionListPage } from './components/question-list-page';
import { PracticeRoot } from './components/practice-root';

/** /question/questionSelect: the question list with its filters (kept in the address). */
export default function QuestionSelectRoute() {
  return (
    <PracticeRoot>
      <QuestionListPage />
    </PracticeRoot>
  );
}
