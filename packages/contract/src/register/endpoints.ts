import { serverMessages } from '../core/errors';
import { format400, tooSoon } from '../core/shared-errors';
import { phoneRegistered, registerCodeInvalid } from './errors';
import { endpoint, type EndpointDef, nothing } from '../core/endpoint';
import { registerQuerySchema, sendPhoneQuerySchema } from './schemas';

/** Registering with a phone and its verification code (spec section 7). */
export const registerEndpoints = {
  sendRegisterCode: endpoint({
    method: 'POST',
    path: '/portal/reset/sendPhone',
    access: 'public',
    summary: 'Send a 6-digit code to a phone (register; also the legacy phone reset)',
    query: sendPhoneQuerySchema,
    data: nothing,
    chosen: 'the register "phone-send endpoint" is this path',
    errors: ['badRequest', 'tooManyRequests'],
    ok: serverMessages.codeSent,
    fails: [format400.phone, tooSoon],
    example: { query: { phone: '13700137000' } },
  }),
  register: endpoint({
    method: 'POST',
    path: '/portal/check_code',
    access: 'public',
    summary: 'Check the register code and create the account',
    query: registerQuerySchema,
    data: nothing,
    errors: ['badRequest', 'conflict', 'badCode'],
    ok: serverMessages.registered,
    fails: [format400.phone, format400.password, phoneRegistered, registerCodeInvalid],
    example: {
      before: { call: 'sendRegisterCode', query: { phone: '13700137000' } },
      query: { phone: '13700137000', code: { codeSentTo: '13700137000' }, password: 'abc12345' },
    },
  }),
} as const satisfies Record<string, EndpointDef>;
