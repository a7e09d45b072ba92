import { serverMessages } from '../core/errors';
import { imageErrors } from '../core/shared-errors';
import { badAuthorizationCode, newPasswordFormat, oldPasswordWrong, wrongCredentials } from './errors';
import { endpoint, type EndpointDef, nothing } from '../core/endpoint';
import {
  avatarResultSchema,
  changePasswordInputSchema,
  currentUserSchema,
  loginInputSchema,
  loginResultSchema,
  ssoExchangeQuerySchema,
} from './schemas';

/** Logging in (password or single sign-on), the current user, their password and avatar (spec section 7). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/sys/login',
    access: 'public',
    bodyKind: 'json',
    summary: 'Log in with username, phone, e-mail or student number and password',
    body: loginInputSchema,
    data: loginResultSchema,
    errors: ['badRequest', 'tooLarge', 'unsupportedMedia', 'wrongCredentials'],
    ok: serverMessages.loginOk,
    fails: [wrongCredentials],
    example: { body: { username: 'student', password: 'Shui@2025', checked: true } },
  }),
  ssoExchange: endpoint({
    method: 'POST',
    path: '/user/public_db/login',
    access: 'public',
    summary: 'Exchange a single-sign-on authorisation code (once) for an access token',
    query: ssoExchangeQuerySchema,
    data: loginResultSchema,
    errors: ['badRequest', 'badAuthorizationCode'],
    ok: serverMessages.loginOk,
    fails: [badAuthorizationCode],
    example: { query: { code: { ssoCodeOfUser: 3 } } },
  }),
  currentUser: endpoint({
    method: 'GET',
    path: '/sys/users/current',
    access: 'user',
    read: true,
    summary: 'The logged-in user',
    data: currentUserSchema,
    errors: ['unauthorized'],
  }),
  changePassword: endpoint({
    method: 'PUT',
    path: '/user/users/password',
    access: 'user',
    bodyKind: 'json',
    summary: 'Change the password (register password rule)',
    body: changePasswordInputSchema,
    data: nothing,
    chosen: 'body fields oldPassword, newPassword',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
    ok: serverMessages.passwordChanged,
    fails: [newPasswordFormat, oldPasswordWrong],
    example: { body: { oldPassword: 'Shui@2025', newPassword: 'Shui@2026' } },
  }),
  uploadAvatar: endpoint({
    method: 'POST',
    path: '/resource/avatar',
    access: 'user',
    bodyKind: 'file',
    summary: 'Upload a new avatar image (multipart field "file", max 5 MB)',
    data: avatarResultSchema,
    chosen: 'multipart field name "file"; data is the new headImgUrl',
    errors: ['unauthorized', 'badRequest', 'tooLarge', 'unsupportedMedia'],
    ok: serverMessages.uploadOk,
    fails: imageErrors,
    example: { image: 'me.png' },
  }),
} as const satisfies Record<string, EndpointDef>;
