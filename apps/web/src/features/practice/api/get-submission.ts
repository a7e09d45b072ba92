import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { endpoints, type Submission } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/**
 * GET /portal/question/submission?submissionId: polled while `judging`; a failed poll stops the polling
 * (one toast), and the page offers to ask again.
 */
export const getSubmission = (submissionId: number, signal?: AbortSignal): Promise<Submission> =>
  call(endpoints.questionSubmission, { query: { submissionId }, signal });

/** How often a submission being judged is asked for again. */
export const POLL_INTERVAL_MS = 1_000;

/**
 * A submission, asked for again every second while it is `judging` (not after a failed ask: the page
 * offers to ask again). When its verdict comes, everything that shows the caller's standing is asked
 * for again (the list's status, the sets' progress, the question's explanation, the history).
 * useSubmit puts the submit's answer in the cache, so the page shows "judging" without asking first.
 */
export function useSubmission(submissionId: number | null) {
  const client = useQueryClient();
  const query = useQuery({
    queryKey: practiceKeys.submission(submissionId ?? 0),
    queryFn: ({ signal }) => getSubmission(submissionId!, signal),
    enabled: submissionId !== null,
    staleTime: (q) => (q.state.data?.verdict === 'judging' ? 0 : Infinity),
    refetchInterval: (q) =>
      q.state.data?.verdict === 'judging' && q.state.status !== 'error' ? POLL_INTERVAL_MS : false,
  });
  const verdict = query.data?.verdict;
  const seen = useRef<{ id: number | null; verdict: string | undefined }>({ id: null, verdict: undefined });
  useEffect(() => {
    const before = seen.current;
    seen.current = { id: submissionId, verdict };
    // Judged while the page watched: the standing may have changed.
    if (before.id === submissionId && before.verdict === 'judging' && verdict && verdict !== 'judging') {
      void client.invalidateQueries({ queryKey: practiceKeys.standing() });
    }
  }, [client, submissionId, verdict]);
  return query;
}
