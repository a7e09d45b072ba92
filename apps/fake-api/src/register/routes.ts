import {
  endpoints,
  isValidMail,
  isValidPassword,
  isValidPhone,
  missingParameterMessage,
  serverMessages,
  type OutboxEntry,
  type StoredUser,
} from '@shui/contract';
import { fail } from '../http/errors';
import { reply, type ContractRoutes } from '../http/contract-routes';
import type { AppDeps } from '../deps';
import { Codes } from '../auth/codes';
import { Users } from '../auth/users';

/**
 * Verification codes: register (send to a phone, check and create the account) and password reset
 * (send by phone or mail, check, reset to the account name), plus the older reset calls.
 */
export function registerCodes(routes: ContractRoutes, deps: AppDeps): void {
  const users = deps.store.use(Users);
  const codes = deps.store.use(Codes);

  const send = (channel: OutboxEntry['channel'], to: string, purpose: OutboxEntry['purpose']) => {
    const entry = codes.send(channel, to, purpose);
    deps.onOutbox?.(entry);
  };
  const requirePhone = (phone: string) => {
    if (!isValidPhone(phone)) throw fail('badRequest', serverMessages.phoneFormat);
  };
  const requireMail = (mail: string) => {
    if (!isValidMail(mail)) throw fail('badRequest', serverMessages.mailFormat);
  };
  /** The backend looks the account up and then fails on the missing username, in Spring's words. */
  const accountOr400 = (user: StoredUser | undefined): StoredUser => {
    if (!user) throw fail('badRequest', missingParameterMessage('username'));
    return user;
  };

  routes.add(endpoints.sendRegisterCode, ({ query }) => {
    requirePhone(query.phone);
    send('phone', query.phone, users.findByPhone(query.phone) ? 'reset' : 'register');
    return reply(null, serverMessages.codeSent);
  });

  routes.add(endpoints.register, ({ query }) => {
    requirePhone(query.phone);
    if (!isValidPassword(query.password)) throw fail('badRequest', serverMessages.passwordFormat);
    if (users.findByPhone(query.phone) || users.findByUsername(query.phone)) {
      throw fail('conflict', serverMessages.phoneRegistered);
    }
    if (!codes.check('phone', query.phone, query.code, 'register', true)) throw fail('badCode');
    users.create({
      username: query.phone,
      truename: `用户${query.phone.slice(-4)}`,
      phone: query.phone,
      mail: null,
      userNumber: null,
      password: query.password,
    });
    return reply(null, serverMessages.registered);
  });

  routes.add(endpoints.sendResetCode, ({ query }) => {
    if (query.field === 'phone') requirePhone(query.identifier);
    else requireMail(query.identifier);
    const user = accountOr400(
      query.field === 'phone' ? users.findByPhone(query.identifier) : users.findByMail(query.identifier),
    );
    send(query.field, query.identifier, 'reset');
    return reply(user.username, serverMessages.codeSent);
  });

  routes.add(endpoints.resetByCode, ({ query }) => {
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
    return reply(null, serverMessages.resetOk);
  });

  routes.add(endpoints.sendResetMail, ({ query }) => {
    requireMail(query.mail);
    accountOr400(users.findByMail(query.mail));
    send('mail', query.mail, 'reset');
    return reply(null, serverMessages.codeSent);
  });

  routes.add(endpoints.checkPhoneCode, ({ query }) => {
    if (!codes.check('phone', query.phone, query.code, 'reset', false)) throw fail('badCode');
    return reply(null, serverMessages.verified);
  });

  routes.add(endpoints.checkMailCode, ({ query }) => {
    if (!codes.check('mail', query.mail, query.code, 'reset', false)) throw fail('badCode');
    return reply(null, serverMessages.verified);
  });

  routes.add(endpoints.getMail, ({ query }) => accountOr400(users.findByMail(query.mail)).username);
  routes.add(endpoints.getPhone, ({ query }) => accountOr400(users.findByPhone(query.phone)).username);
}
