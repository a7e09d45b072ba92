import { serverMessages } from '../core/errors';

/**
 * What the check-in call's handler adds to the errors of its shape (apps/fake-api/src/check-in), in the
 * order it checks them.
 */
export const checkItemNotFound = {
  code: 'notFound',
  msg: serverMessages.checkItemNotFound,
  when: "no item has this id, or it belongs to none of the caller's courses",
} as const;
export const checkClosed = {
  code: 'badRequest',
  msg: serverMessages.checkClosed,
  when: 'the item is not open now',
} as const;
export const alreadyChecked = {
  code: 'conflict',
  msg: serverMessages.alreadyChecked,
  when: 'the caller has already checked in',
} as const;
