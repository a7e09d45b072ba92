import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type SubmissionPage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** GET /portal/question/submissions?questionId&pageNum&pageSize (the caller's, newest first). */
export const getSubmissions = (
  questionId: number,
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<SubmissionPage> =>
  call(endpoints.questionSubmissions, { query: { questionId, pageNum, pageSize }, signal });

/** Submissions per page of a question's history. */
export const HISTORY_PAGE_SIZE = 10;

export const useSubmissions = (questionId: number, pageNum: number, enabled: boolean) =>
  useQuery({
    queryKey: practiceKeys.submissionPage(questionId, pageNum),
    queryFn: ({ signal }) => getSubmissions(questionId, pageNum, HISTORY_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
