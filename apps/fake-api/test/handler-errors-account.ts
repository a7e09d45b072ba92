import { endpoints, type EndpointName } from '@shui/contract';
import { twice, othersCourse } from './handler-errors-setup';
import { tokenOf, type Example } from './error-examples';

/** What the handlers of the account calls add (login, codes, organisations, check-in, teacher, assistant). */
export const accountHandlerErrors: { [N in EndpointName]?: Example[] } = {
  login: [{ code: 'wrongCredentials', options: { body: { username: 'student', password: 'wrong' } } }],
  ssoExchange: [{ code: 'badAuthorizationCode', options: { query: { code: 'used-or-unknown' } } }],
  changePassword: [
    { code: 'badRequest', options: { body: { oldPassword: 'Shui@2025', newPassword: '12345678' } } },
    { code: 'badRequest', options: { body: { oldPassword: 'wrong', newPassword: 'Shui@2026' } } },
  ],
  uploadAvatar: [
    { code: 'badRequest', options: {} },
    { code: 'unsupportedMedia', options: { file: { name: 'a.png', bytes: Buffer.from('not an image') } } },
  ],
  sendRegisterCode: [
    { code: 'badRequest', options: { query: { phone: '12345' } } },
    { code: 'tooManyRequests', options: twice({ phone: '13700137000' }, endpoints.sendRegisterCode.path) },
  ],
  register: [
    { code: 'badRequest', options: { query: { phone: '123', code: '123456', password: 'abc12345' } } },
    {
      code: 'badRequest',
      options: { query: { phone: '13700137000', code: '123456', password: '12345678' } },
    },
    { code: 'conflict', options: { query: { phone: '13800138000', code: '123456', password: 'abc12345' } } },
    { code: 'badCode', options: { query: { phone: '13700137000', code: '000000', password: 'abc12345' } } },
  ],
  sendResetCode: [
    { code: 'badRequest', options: { query: { identifier: '123', field: 'phone' } } },
    { code: 'badRequest', options: { query: { identifier: 'not-mail', field: 'mail' } } },
    { code: 'badRequest', options: { query: { identifier: '13700137000', field: 'phone' } } },
    { code: 'tooManyRequests', options: twice({ identifier: 'student@example.com', field: 'mail' }) },
  ],
  resetByCode: [
    {
      code: 'badRequest',
      options: { query: { identifier: '13800138000', code: '123456', username: 'teacher' } },
    },
    {
      code: 'badCode',
      options: { query: { identifier: '13800138000', code: '000000', username: 'student' } },
    },
  ],
  sendResetMail: [
    { code: 'badRequest', options: { query: { mail: 'not-mail' } } },
    { code: 'badRequest', options: { query: { mail: 'nobody@example.com' } } },
    {
      code: 'tooManyRequests',
      options: twice({ mail: 'teacher@example.com' }, endpoints.sendResetMail.path),
    },
  ],
  checkPhoneCode: [{ code: 'badCode', options: { query: { phone: '13800138000', code: '000000' } } }],
  checkMailCode: [{ code: 'badCode', options: { query: { mail: 'student@example.com', code: '000000' } } }],
  getMail: [{ code: 'badRequest', options: { query: { mail: 'nobody@example.com' } } }],
  getPhone: [{ code: 'badRequest', options: { query: { phone: '13700137000' } } }],
  messages: [{ code: 'forbidden', options: { query: { receiveUserId: 2 } } }],
  currentCompany: [{ code: 'unauthorized', who: 'none', options: { query: { isLogin: 'true' } } }],
  switchCompany: [
    { code: 'notFound', options: { query: { companyId: 99 } } },
    { code: 'forbidden', options: { query: { companyId: 3 } } },
  ],
  feedbackUpload: [
    { code: 'badRequest', options: {} },
    { code: 'unsupportedMedia', options: { file: { name: 'a.png', bytes: Buffer.from('not an image') } } },
  ],
  checkIn: [
    { code: 'notFound', options: { query: { checkItemId: 999 } } },
    { code: 'badRequest', options: { query: { checkItemId: 1 } } },
    {
      code: 'conflict',
      options: async (api) => {
        const token = tokenOf(api, 'student');
        await api.call('POST', endpoints.checkIn.path, { token, query: { checkItemId: 3 } });
        return { query: { checkItemId: 3 } };
      },
    },
  ],
  dailyLiveness: [
    { code: 'notFound', options: { query: { courseId: 999_999, days: 7 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api), days: 7 } }) },
  ],
  scoreDistribution: [
    { code: 'notFound', options: { query: { courseId: 999_999 } } },
    { code: 'forbidden', options: (api) => ({ query: { courseId: othersCourse(api) } }) },
  ],
  tickets: [{ code: 'badRequest', options: { body: { clientId: 'another-service' } } }],
};
