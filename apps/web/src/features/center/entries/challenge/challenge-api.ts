import { endpoints, type ChallengeQuestionPage, type QuestionStatus } from '@shui/contract';
import { call } from '../../../../lib/api-client';

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
