import { z } from 'zod';
import { ASSISTANT_SERVICE } from '../core/constants';

/** POST /user/oauth/tickets body { clientId }; for the assistant clientId is 'gpt_assistant'. */
export const ticketInputSchema = z.object({ clientId: z.string().min(1).max(64) });
/** -> data.clientTicket (other fields "not shown"; expiresIn chosen). */
export const ticketResultSchema = z.object({
  clientTicket: z.string().min(1),
  clientId: z.string(),
  expiresIn: z.number().int().positive(),
});
export const assistantTicketInput = { clientId: ASSISTANT_SERVICE } as const;

/**
 * Exam-period check. Path chosen: GET /portal/assistant/available -> data 'true' when the assistant
 * may be used, 'false' during an exam period.
 */
export const assistantAvailableSchema = z.enum(['true', 'false']);

/**
 * Assistant Q&A. Path chosen: POST /portal/assistant/qa, body { type: 1, key } ->
 * respCode '20000' (a string, as the backend sends it) and data: the answer text.
 */
export const assistantQaInputSchema = z.object({
  type: z.literal(1),
  key: z.string().trim().min(1).max(2000),
  courseId: z.number().int().optional(),
});
export const assistantAnswerSchema = z.string();

/** A chat message of the assistant panel (section 3). source 0 assistant, 1 user. */
export const chatMessageSchema = z.object({
  name: z.string(),
  sendTime: z.string(),
  msgContent: z.string(),
  source: z.union([z.literal(0), z.literal(1)]),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** GET /super/option/assistant -> data (chosen; "response not shown"). */
export const assistantOptionSchema = z.object({
  enabled: z.boolean(),
  examPeriod: z.boolean(),
  name: z.string(),
});
