import {
  isValidMail,
  resetPasswordErrors as e,
  sharedErrors,
  type ErrorNote,
  type StoredUser,
} from '@shui/contract';
import { fail } from '../http/errors';
import { handlers } from '../http/contract-routes';
import type { AppDeps } from '../deps';
import { Codes, requirePhone, sendCode } from '../auth/codes';
import { Users } from '../auth/users';

const requireMail = (mail: string, note: ErrorNote = sharedErrors.format400.mail) => {
  if (!isValidMail(mail)) throw fail(note);
};

/**
 * The backend looks the account up and then fails on the missing username, in Spring's words: `note`,
 * the call's wording of it (sharedErrors.noAccount).
 */
const accountOr400 = (user: StoredUser | undefined, note: ErrorNote): StoredUser => {
  if (!user) throw fail(note);
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
      if (query.field === 'phone') requirePhone(query.identifier, e.identifierPhoneFormat);
      else requireMail(query.identifier, e.identifierMailFormat);
      const user = accountOr400(
        query.field === 'phone' ? users.findByPhone(query.identifier) : users.findByMail(query.identifier),
        e.noIdentifierAccount,
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
      if (!user || !owns) throw fail(e.accountMismatch);
      if (!codes.check(channel, query.identifier, query.code, 'reset', true)) throw fail(e.resetCodeInvalid);
      users.setPassword(user.id, user.username);
      return null;
    },

    sendResetMail: ({ query }) => {
      requireMail(query.mail);
      accountOr400(users.findByMail(query.mail), e.noMailAccount);
      sendCode(codes, deps.onOutbox, 'mail', query.mail, 'reset');
      return null;
    },

    checkPhoneCode: ({ query }) => {
      if (!codes.check('phone', query.phone, query.code, 'reset', false)) throw fail(sharedErrors.badCode);
      return null;
    },

    checkMailCode: ({ query }) => {
      if (!codes.check('mail', query.mail, query.code, 'reset', false)) throw fail(sharedErrors.badCode);
      return null;
    },

    getMail: ({ query }) => accountOr400(users.findByMail(query.mail), e.noMailAccount).username,
    getPhone: ({ query }) => accountOr400(users.findByPhone(query.phone), e.noPhoneAccount).username,
  });
}
