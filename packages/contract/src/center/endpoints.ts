import { endpoint, type EndpointDef } from '../core/endpoint';
import { registrationCancelled, registrationNotFound, signupClosed } from './errors';
import {
  assistantHistoryPageSchema,
  centerPageQuerySchema,
  meetingPageSchema,
  registrationCancelQuerySchema,
  registrationPageSchema,
  registrationSchema,
  centerMessages as m,
} from './schemas';

/**
 * The personal centre's extensions (spec section 2 names its entries d, e and i, not their calls): the
 * caller's registrations and their cancelling, the meetings of the caller's courses, the history of the
 * caller's questions to the smart assistant.
 */
export const centerEndpoints = {
  centerRegistrations: endpoint({
    method: 'GET',
    path: '/portal/center/registrations',
    access: 'user',
    read: true,
    extension: true,
    summary: "The caller's registrations (competitions, training camps, exams), newest first, a page",
    query: centerPageQuerySchema,
    data: registrationPageSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest'],
    // personal centre
    example: { query: { pageNum: 1, pageSize: 10 } },
  }),
  centerRegistrationCancel: endpoint({
    method: 'POST',
    path: '/portal/center/registration/cancel',
    access: 'user',
    extension: true,
    summary: "Cancel one of the caller's registrations while its sign-up is open; data is the registration",
    query: registrationCancelQuerySchema,
    data: registrationSchema,
    chosen: 'the whole call; a cancelled registration stays in the list (status 0)',
    errors: ['unauthorized', 'badRequest', 'notFound', 'conflict'],
    ok: m.cancelOk,
    fails: [registrationNotFound, registrationCancelled, signupClosed],
    example: { query: { registrationId: 5 } },
  }),
  centerMeetings: endpoint({
    method: 'GET',
    path: '/portal/center/meetings',
    access: 'user',
    read: true,
    extension: true,
    summary: "Online class meetings of the caller's courses: live, then upcoming, then ended; a page",
    query: centerPageQuerySchema,
    data: meetingPageSchema,
    chosen: 'the whole call',
    errors: ['unauthorized', 'badRequest'],
    example: { query: { pageNum: 1 } },
  }),
  assistantHistory: endpoint({
    method: 'GET',
    path: '/portal/assistant/history',
    access: 'user',
    read: true,
    extension: true,
    summary: "The caller's questions to the smart assistant with their answers, newest first, a page",
    query: centerPageQuerySchema,
    data: assistantHistoryPageSchema,
    chosen: 'the whole call; the Q&A call records each answered question',
    errors: ['unauthorized', 'badRequest'],
    example: { query: { pageSize: 20 } },
  }),
} as const satisfies Record<string, EndpointDef>;
