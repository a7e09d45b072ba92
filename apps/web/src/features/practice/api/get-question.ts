import { useQuery } from '@tanstack/react-query';
import { endpoints, type QuestionDetail } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** GET /portal/question/detail?questionId */
export const getQuestion = (questionId: number, signal?: AbortSignal): Promise<QuestionDetail> =>
  call(endpoints.questionDetail, { query: { questionId }, signal });

/** A question; an id missing from the address asks nothing (the page shows its not-found state). */
export const useQuestion = (questionId: number | null) =>
  useQuery({
    queryKey: practiceKeys.question(questionId ?? 0),
    queryFn: ({ signal }) => getQuestion(questionId!, signal),
    enabled: questionId !== null,
  });
