import { isValidPassword, registerErrors, sharedErrors } from '@shui/contract';
import { fail } from '../http/errors';
import { handlers } from '../http/contract-routes';
import type { AppDeps } from '../deps';
import { Codes, requirePhone, sendCode } from '../auth/codes';
import { Users } from '../auth/users';

/**
 * Registering: a code sent to a phone (a reset code when the phone has an account already), then the
 * code checked and the account made (the verification codes themselves: auth/codes.ts).
 */
export function registerHandlers(deps: AppDeps) {
  const users = deps.store.use(Users);
  const codes = deps.store.use(Codes);

  return handlers({
    sendRegisterCode: ({ query }) => {
      requirePhone(query.phone);
      sendCode(
        codes,
        deps.onOutbox,
        'phone',
        query.phone,
        users.findByPhone(query.phone) ? 'reset' : 'register',
      );
      return null;
    },

    register: ({ query }) => {
      requirePhone(query.phone);
      if (!isValidPassword(query.password)) throw fail(sharedErrors.format400.password);
      if (users.findByPhone(query.phone) || users.findByUsername(query.phone)) {
        throw fail(registerErrors.phoneRegistered);
      }
      if (!codes.check('phone', query.phone, query.code, 'register', true))
        throw fail(registerErrors.registerCodeInvalid);
      users.create({
        username: query.phone,
        truename: `用户${query.phone.slice(-4)}`,
        phone: query.phone,
        mail: null,
        userNumber: null,
        password: query.password,
      });
      return null;
    },
  });
}
