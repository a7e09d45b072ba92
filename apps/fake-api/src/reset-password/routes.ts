import { isValidMail, missingParameterMessage, serverMessages, type StoredUser } from '@shui/contract';
import { fail } from '../http/errors';
import { handlers } from '../http/contract-routes';
import type { AppDeps } from '../deps';
import { Codes, requirePhone, sendCode } from '../auth/codes';
import { Users } from '../auth/users';

const requireMail = (mail: string) => {
  if (!isValidMail(mail)) throw fail('badRequest', serverMessages.mailFormat);
};

/** The backend looks the account up and then fails on the missing username, in Spring's words. */
const accountOr400 = (user: StoredUser | undefined): StoredUser => {
  if (!user) throw fail('badRequest', missingParameterMessage('username'));
  return user;
};

/**
 * Password reset: a code sent by phone or mail, checked, and the password reset to the account name,
 * plus the older reset calls (the verification codes themselves: auth/codes.ts).
 */
export function resetPasswordHandlers(deps: AppDeps) {
  const users = deps.store.use(Users);
  const codes = deps.store.use(Codes);

  return handlers({
    sendResetCode: ({ query }) => {
      if (query.field === 'phone') requirePhone(query.identifier);
      else requireMail(query.identifier);
      const user = accountOr400(
        query.field === 'phone' ? users.findByPhone(query.identifier) : users.findByMail(query.identifier),
      );
      sendCode(codes, deps.onOutbox, query.field, query.identifier, 'reset');
      return user.username;
    },

    resetByCode: ({ query }) => {
      const user = users.findByUsername(query.username);
      const channel = query.identifier.includes('@') ? 'mail' : 'phone';
      const owns =
        user &&
        (channel === 'mail'
          ? user.mail?.toLowerCase() === query.identifier.toLowerCase()
          : user.phone === query.identifier);
      if (!user || !owns) throw fail('badRequest', serverMessages.accountMismatch);
      if (!codes.check(channel, query.identifier, query.code, 'reset', true)) throw fail('badCode');
      users.setPassword(user.id, user.username);
      return null;
    },

    sendResetMail: ({ query }) => {
      requireMail(query.mail);
      accountOr400(users.findByMail(query.mail));
      sendCode(codes, deps.onOutbox, 'mail', query.mail, 'reset');
      return null;
    },

    checkPhoneCode: ({ query }) => {
      if (!codes.check('phone', query.phone, query.code, 'reset', false)) throw fail('badCode');
      return null;
    },

    checkMailCode: ({ query }) => {
      if (!codes.check('mail', query.mail, query.code, 'reset', false)) throw fail('badCode');
      return null;
    },

    getMail: ({ query }) => accountOr400(users.findByMail(query.mail)).username,
    getPhone: ({ query }) => accountOr400(users.findByPhone(query.phone)).username,
  });
}
