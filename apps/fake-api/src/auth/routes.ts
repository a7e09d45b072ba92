import { authErrors, isValidPassword } from '@shui/contract';
import { fail } from '../http/errors';
import { handlers } from '../http/contract-routes';
import type { AppDeps } from '../deps';
import { SsoCodes } from './sso-codes';
import { Tokens } from './tokens';
import { Users } from './users';
import { storeImage } from '../http/images';

/** Login, the single-sign-on exchange, the current user, password change and avatar. */
export function authHandlers(deps: AppDeps) {
  const users = deps.store.use(Users);
  const tokens = deps.store.use(Tokens);
  const ssoCodes = deps.store.use(SsoCodes);

  const tokenReply = (userId: number) => {
    const { token, expiresAt } = tokens.issue(userId);
    const expiresIn = Math.max(1, Math.round((expiresAt - deps.clock.now()) / 1000));
    return { access_token: token, token_type: 'bearer' as const, expires_in: expiresIn };
  };

  return handlers({
    login: ({ body }) => {
      const user = users.authenticate(body.username, body.password);
      if (!user) throw fail(authErrors.wrongCredentials);
      return tokenReply(user.id);
    },

    ssoExchange: ({ query }) => {
      const user = ssoCodes.exchange(query.code);
      if (!user) throw fail(authErrors.badAuthorizationCode);
      return tokenReply(user.id);
    },

    currentUser: ({ user }) => {
      if (!user) throw fail('unauthorized');
      return {
        id: user.id,
        truename: user.truename,
        headImgUrl: user.headImgUrl,
        userNumber: user.userNumber,
      };
    },

    changePassword: ({ user, body }) => {
      if (!user) throw fail('unauthorized');
      if (!isValidPassword(body.newPassword)) throw fail(authErrors.newPasswordFormat);
      users.changePassword(user.id, body.oldPassword, body.newPassword);
      return null;
    },

    uploadAvatar: ({ user, file }) => {
      if (!user) throw fail('unauthorized');
      const url = storeImage(deps, file, 'avatar');
      users.setAvatar(user.id, url);
      return url;
    },
  });
}
