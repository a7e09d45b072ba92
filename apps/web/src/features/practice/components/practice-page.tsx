import { Navigate, useParams } from 'react-router';
import { questionPath } from '../../../config/paths';
import { useQuestion } from '../api/get-question';
import { usePracticeTitle } from '../practice-titles';
import { positiveInteger } from '../question-search';
import { PracticeWorkspace } from './practice-workspace';
import { QuestionByIdPage } from './question-by-id-page';

/**
 * /pythonPractice/:questionId (requires login): the practice page of a Python or SQL question. A choice
 * or fill question is answered on its detail page, where this address leads.
 */
export function PracticePage() {
  const questionId = positiveInteger(useParams().questionId);
  // The tab: the question and its language's practice (SQL 练习 for an SQL question).
  usePracticeTitle('practice', useQuestion(questionId).data);
  return (
    <QuestionByIdPage questionId={questionId} route="pythonPractice" skeletonRows={10}>
      {(question) =>
        question.type !== 'python' && question.type !== 'sql' ? (
          <Navigate replace to={questionPath(question.questionId)} />
        ) : (
          <PracticeWorkspace key={question.questionId} question={question} />
        )
      }
    </QuestionByIdPage>
  );
}
