import { ASSISTANT_SERVICE } from '../core/constants';
import { serverMessages } from '../core/errors';

/** What the assistant calls' handlers add to the errors of their shape (apps/fake-api/src/assistant). */
export const unknownClient = {
  code: 'badRequest',
  msg: serverMessages.unknownClient,
  when: `clientId is not '${ASSISTANT_SERVICE}'`,
} as const;
export const assistantPaused = {
  code: 'forbidden',
  msg: serverMessages.assistantPaused,
  when: 'the exam period is on (setting examPeriod)',
} as const;
