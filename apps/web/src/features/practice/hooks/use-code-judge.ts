import { useState } from 'react';
import { useSubmit } from '../api/submit-answer';

/**
 * Submitting code from the practice page: the submission now shown (the one just sent, or one the
 * user opened from the history), and the submit's failure (503 judge down, 429 busy) until the next try.
 */
export function useCodeJudge(questionId: number) {
  const [shownId, setShownId] = useState<number | null>(null);
  const submit = useSubmit((submission) => setShownId(submission.submissionId));
  return {
    shownId,
    show: setShownId,
    submit: (code: string) => submit.mutate({ questionId, code }),
    pending: submit.isPending,
    error: submit.error,
    reset: submit.reset,
  };
}
