import { endpoints, type AssistantHistoryPage } from '@shui/contract';
import { call } from '../../../../lib/api-client';

/** GET /portal/assistant/history?pageNum&pageSize: the user's questions and answers, newest first. */
export const getAssistantHistory = (
  pageNum: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<AssistantHistoryPage> =>
  call(endpoints.assistantHistory, { query: { pageNum, pageSize }, signal });
