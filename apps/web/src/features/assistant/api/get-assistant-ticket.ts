import { assistantTicketInput, endpoints } from '@shui/contract';
import { call } from '../../../lib/api-client';

/**
 * GET /portal/assistant/available: the exam-period check; true when the assistant may be used (data
 * 'true'). Silent: the panel says itself why it cannot connect.
 */
export const isAssistantAvailable = async (): Promise<boolean> =>
  (await call(endpoints.assistantAvailable, { silent: true })) === 'true';

/** POST /user/oauth/tickets { clientId: 'gpt_assistant' }: a ticket for the assistant site. */
export const getAssistantTicket = async (): Promise<string> =>
  (await call(endpoints.tickets, { body: assistantTicketInput })).clientTicket;
