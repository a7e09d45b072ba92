import {
  endpoints,
  type QuestionDetail,
  type QuestionList,
  type QuestionListQuery,
  type QuestionSetSummary,
  type SqlSample,
  type Submission,
  type SubmissionPage,
} from '@shui/contract';
import { call } from '../../../lib/api-client';

/** GET /portal/question/sets (a token, when there is one, adds how many the caller solved). */
export const getQuestionSets = (signal?: AbortSignal): Promise<QuestionSetSummary[]> =>
  call(endpoints.questionSets, { signal });

/** GET /portal/question/list?setId&type&difficulty&status&tag&keyword&pageNum&pageSize */
export const getQuestionList = (query: QuestionListQuery, signal?: AbortSignal): Promise<QuestionList> =>
  call(endpoints.questionList, { query, signal });

/** GET /portal/question/detail?questionId */
export const getQuestion = (questionId: number, signal?: AbortSignal): Promise<QuestionDetail> =>
  call(endpoints.questionDetail, { query: { questionId }, signal });

/**
 * POST /portal/question/submit (JSON): a choice or fill answer (judged at once) or code (answered
 * `judging`; poll getSubmission). A 503 (judge down) or 429 (two submissions judging) toasts the server's
 * message, and the page says what to do beside the editor.
 */
export const submitAnswer = (
  body: { questionId: number; answer: string } | { questionId: number; code: string },
) => call(endpoints.questionSubmit, { body });

/**
 * GET /portal/question/submission?submissionId: polled while `judging`; a failed poll stops the polling
 * (one toast), and the page offers to ask again.
 */
export const getSubmission = (submissionId: number, signal?: AbortSignal): Promise<Submission> =>
  call(endpoints.questionSubmission, { query: { submissionId }, signal });

/** GET /portal/question/submissions?questionId&pageNum&pageSize (the caller's, newest first). */
export const getSubmissions = (
  questionId: number,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SubmissionPage> =>
  call(endpoints.questionSubmissions, { query: { questionId, pageNum, pageSize }, signal });

/** GET /portal/question/sql/sample: the school database the SQL questions run on in the browser. */
export const getSqlSample = (signal?: AbortSignal): Promise<SqlSample> =>
  call(endpoints.questionSqlSample, { signal });
