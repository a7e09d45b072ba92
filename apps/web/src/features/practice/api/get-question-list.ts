import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints, type QuestionList, type QuestionListQuery } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { practiceKeys } from './keys';

/** GET /portal/question/list?setId&type&difficulty&status&tag&keyword&pageNum&pageSize */
export const getQuestionList = (query: QuestionListQuery, signal?: AbortSignal): Promise<QuestionList> =>
  call(endpoints.questionList, { query, signal });

/** One page of the list; the previous page stays on screen while the next one loads. */
export const useQuestionList = (query: QuestionListQuery, enabled = true) =>
  useQuery({
    queryKey: practiceKeys.list(query),
    queryFn: ({ signal }) => getQuestionList(query, signal),
    placeholderData: keepPreviousData,
    enabled,
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
