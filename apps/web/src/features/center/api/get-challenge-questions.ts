import { useQuery } from '@tanstack/react-query';
import { endpoints, type ChallengeQuestionPage, type QuestionStatus } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/**
 * GET /portal/question/challenge?pageNum&pageSize&status: the calibration field's questions with the
 * user's standing on each (new, tried, solved) and the counts of each, a page.
 */
export const getChallengeQuestions = (
  pageNum: number,
  pageSize: number,
  status: QuestionStatus | undefined,
  signal?: AbortSignal,
): Promise<ChallengeQuestionPage> =>
  call(endpoints.challengeQuestions, { query: { pageNum, pageSize, ...(status ? { status } : {}) }, signal });

/** A page of the challenge questions (entry j), of every standing ('all') or one; with its query key. */
export function useChallengeQuestions(pageNum: number, pageSize: number, filter: QuestionStatus | 'all') {
  const queryKey = centerKeys.challenge.page(pageNum, pageSize, filter);
  const status = filter === 'all' ? undefined : filter;
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getChallengeQuestions(pageNum, pageSize, status, signal),
  });
  return { query, queryKey };
}
