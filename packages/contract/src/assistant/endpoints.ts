import { endpoint, type EndpointDef } from '../core/endpoint';
import { assistantPaused, unknownClient } from './errors';
import {
  assistantAnswerSchema,
  assistantAvailableSchema,
  assistantQaInputSchema,
  assistantTicketInput,
  ticketInputSchema,
  ticketResultSchema,
} from './schemas';

/** The learning assistant: its ticket, the exam-period check and asking it (spec section 7). */
export const assistantEndpoints = {
  tickets: endpoint({
    method: 'POST',
    path: '/user/oauth/tickets',
    access: 'user',
    inputs: { body: assistantTicketInput },
    bodyKind: 'json',
    summary: "A service ticket (the assistant's: clientId 'gpt_assistant')",
    body: ticketInputSchema,
    data: ticketResultSchema,
    chosen: 'data fields clientId, expiresIn',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
    fails: [unknownClient],
    example: { body: { clientId: 'gpt_assistant' } },
  }),
  assistantAvailable: endpoint({
    method: 'GET',
    path: '/portal/assistant/available',
    access: 'user',
    read: true,
    summary: "Exam-period check: 'true' when the assistant may be used",
    data: assistantAvailableSchema,
    chosen: 'the path',
    errors: ['unauthorized'],
  }),
  assistantQa: endpoint({
    method: 'POST',
    path: '/portal/assistant/qa',
    access: 'user',
    bodyKind: 'json',
    stringRespCode: true,
    summary: 'Ask the assistant; data is the answer text',
    body: assistantQaInputSchema,
    data: assistantAnswerSchema,
    chosen: 'the path',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia', 'forbidden'],
    fails: [assistantPaused],
    example: { body: { type: 1, key: '什么是补码？' } },
  }),
} as const satisfies Record<string, EndpointDef>;
