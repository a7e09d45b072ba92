import { QuestionDetailPage } from './components/question-detail-page';
import { PracticeRoot } from './components/practice-root';

/** /question/questionDetail?questionId=: a question, answered here when it is a choice or fill question. */
export default function QuestionDetailRoute() {
  return (
    <PracticeRoot>
      <QuestionDetailPage />
    </PracticeRoot>
  );
}
