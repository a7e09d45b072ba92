import { endpoint, type EndpointDef, nothing } from '../core/endpoint';
import { notOwnMessages } from './errors';
import { markReadInputSchema, messagesQuerySchema, notificationListSchema } from './schemas';

/** The caller's notifications (the bell) and marking them read (spec section 7). */
export const notificationEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/resource/message',
    access: 'user',
    read: true,
    inputs: { query: { receiveUserId: { from: 'currentUser', pick: 'id' } } },
    skipRelogin: true,
    summary: "The user's notifications, newest first",
    query: messagesQuerySchema,
    data: notificationListSchema,
    errors: ['unauthorized', 'badRequest', 'forbidden'],
    fails: [notOwnMessages],
    example: { query: { receiveUserId: 1 } },
  }),
  markRead: endpoint({
    method: 'POST',
    path: '/resource/message/marked',
    access: 'user',
    inputs: { body: [{ from: 'messages', pick: '[].id' }] },
    bodyKind: 'json',
    summary: 'Mark notifications read',
    body: markReadInputSchema,
    data: nothing,
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
    example: { body: [1, 2] },
  }),
} as const satisfies Record<string, EndpointDef>;
