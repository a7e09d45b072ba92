import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type Submission } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/**
 * POST /portal/question/submit (JSON): a choice or fill answer (judged at once) or code (answered
 * `judging`; poll getSubmission). A 503 (judge down) or 429 (two submissions judging) toasts the server's
 * message, and the page says what to do beside the editor.
 */
export const submitAnswer = (
  body: { questionId: number; answer: string } | { questionId: number; code: string },
) => call(endpoints.questionSubmit, { body });

type Answer = { questionId: number; answer: string } | { questionId: number; code: string };

/**
 * Sends an answer or code. A verdict that comes at once (choice, fill) refreshes the caller's standing
 * now; code comes back `judging`, and useSubmission refreshes it when judged.
 */
export function useSubmit(onSubmitted?: (submission: Submission) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (answer: Answer) => submitAnswer(answer),
    onSuccess: (submission) => {
      client.setQueryData(practiceKeys.submission(submission.submissionId), submission);
      void client.invalidateQueries({ queryKey: practiceKeys.submissions(submission.questionId) });
      if (submission.verdict !== 'judging')
        void client.invalidateQueries({ queryKey: practiceKeys.standing() });
      onSubmitted?.(submission);
    },
  });
}
