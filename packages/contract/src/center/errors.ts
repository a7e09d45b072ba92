import { centerMessages as m } from './schemas';

/**
 * What the personal centre's calls' handlers add to the errors of their shape (apps/fake-api/src/center),
 * in the order they check them.
 */
export const registrationNotFound = {
  code: 'notFound',
  msg: m.registrationNotFound,
  when: "no registration has this id, or it is someone else's",
} as const;
export const registrationCancelled = {
  code: 'conflict',
  msg: m.registrationCancelled,
  when: 'the registration is already cancelled',
} as const;
export const signupClosed = {
  code: 'badRequest',
  msg: m.signupClosed,
  when: "the event's registration deadline has passed",
} as const;
