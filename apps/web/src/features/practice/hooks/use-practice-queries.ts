import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { QuestionListQuery } from '@shui/contract';
import {
  getQuestion,
  getQuestionList,
  getQuestionSets,
  getSqlSample,
  getSubmission,
  getSubmissions,
} from '../api/practice-api';
import { practiceKeys } from './practice-keys';

/** How often a submission being judged is asked for again. */
export const POLL_INTERVAL_MS = 1_000;
/** Submissions per page of a question's history. */
export const HISTORY_PAGE_SIZE = 10;

export const useQuestionSets = () =>
  useQuery({ queryKey: practiceKeys.sets(), queryFn: ({ signal }) => getQuestionSets(signal) });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useQuestionList = (query: QuestionListQuery, enabled = true) =>
  useQuery({
    queryKey: practiceKeys.list(query),
    queryFn: ({ signal }) => getQuestionList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

/** A question; an id missing from the address asks nothing (the page shows its not-found state). */
export const useQuestion = (questionId: number | null) =>
  useQuery({
    queryKey: practiceKeys.question(questionId ?? 0),
    queryFn: ({ signal }) => getQuestion(questionId!, signal),
    enabled: questionId !== null,
  });

export const useSubmissions = (questionId: number, pageNum: number, enabled: boolean) =>
  useQuery({
    queryKey: practiceKeys.submissionPage(questionId, pageNum),
    queryFn: ({ signal }) => getSubmissions(questionId, pageNum, HISTORY_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled,
  });

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

export const useSqlSample = (enabled: boolean) =>
  useQuery({
    queryKey: practiceKeys.sqlSample(),
    queryFn: ({ signal }) => getSqlSample(signal),
    enabled,
    staleTime: Infinity,
  });

/**
 * The first question (in id order) the caller has not solved: the first tried one or the first new one,
 * whichever comes first. Null when everything is solved; not asked for a visitor.
 */
export function useFirstUnsolved(loggedIn: boolean) {
  const tried = useQuestionList({ status: 'tried', pageNum: 1, pageSize: 10 }, loggedIn);
  const fresh = useQuestionList({ status: 'new', pageNum: 1, pageSize: 10 }, loggedIn);
  const ids = [tried.data?.list[0]?.questionId, fresh.data?.list[0]?.questionId].filter(
    (id): id is number => id !== undefined,
  );
  return {
    isPending: loggedIn && (tried.isPending || fresh.isPending),
    questionId: ids.length === 0 ? null : Math.min(...ids),
  };
}
