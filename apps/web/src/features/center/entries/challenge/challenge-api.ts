import { endpoints, type ChallengeQuestionPage, type ChallengeStatus } from '@shui/contract';
import { call } from '../../../../lib/api-client';

/**
 * GET /portal/course/questions?pageNum&pageSize&status: the choice questions of the user's course tests,
 * with the user's standing on each (new, right, wrong), a page.
 */
export const getChallengeQuestions = (
  pageNum: number,
  pageSize: number,
  status: ChallengeStatus | undefined,
  signal?: AbortSignal,
): Promise<ChallengeQuestionPage> =>
  call(endpoints.challengeQuestions, { query: { pageNum, pageSize, ...(status ? { status } : {}) }, signal });
