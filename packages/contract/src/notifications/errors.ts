import { serverMessages } from '../core/errors';

/** What the notification calls' handlers add to the errors of their shape (apps/fake-api/src/notifications). */
export const notOwnMessages = {
  code: 'forbidden',
  msg: serverMessages.notOwnMessages,
  when: "receiveUserId is not the caller's id",
} as const;
