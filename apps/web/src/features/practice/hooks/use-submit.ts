import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Submission } from '@shui/contract';
import { submitAnswer } from '../api/practice-api';
import { practiceKeys } from './practice-keys';

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
