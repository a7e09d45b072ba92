import { serverMessages } from '../core/errors';

/**
 * What the organisation calls' handlers add to the errors of their shape (apps/fake-api/src/organisations),
 * in the order they check them.
 */
export const loginRequired = {
  code: 'unauthorized',
  msg: serverMessages.unauthorized,
  when: 'isLogin=true and no token is sent',
} as const;
export const organisationNotFound = {
  code: 'notFound',
  msg: serverMessages.organisationNotFound,
  when: 'no organisation has this id',
} as const;
export const notMember = {
  code: 'forbidden',
  msg: serverMessages.notMember,
  when: 'the caller is not a member of it',
} as const;
