import { useQuery } from '@tanstack/react-query';
import { endpoints, type AssistantHistoryPage } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { centerKeys } from './keys';

/** GET /portal/assistant/history?pageNum&pageSize: the user's questions and answers, newest first. */
export const getAssistantHistory = (
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AssistantHistoryPage> =>
  call(endpoints.assistantHistory, { query: { pageNum, pageSize }, signal });

/** A page of the user's exchanges with the assistant (entry i); with its query key. */
export function useAssistantHistory(pageNum: number, pageSize: number) {
  const queryKey = centerKeys.assistantHistory.page(pageNum, pageSize);
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getAssistantHistory(pageNum, pageSize, signal),
  });
  return { query, queryKey };
}
