import type { z } from 'zod';
import { ticketResultSchema } from '../assistant/schemas';
import { meetingSchema } from '../center/schemas';
import {
  competitionMemberInputSchema,
  competitionMemberSchema,
  competitionRegistrationInputSchema,
  competitionRegistrationSchema,
} from '../competition/schemas';
import { courseCardSchema, courseDetailSchema, teachClassSchema } from '../course/catalogue';
import { myCourseSchema } from '../course/centre';
import { teacherSubmissionSchema } from '../course/questions';
import { registerQuerySchema, sendPhoneQuerySchema } from '../register/schemas';
import {
  checkAndResetQuerySchema,
  checkMailCodeQuerySchema,
  checkPhoneCodeQuerySchema,
  getMailQuerySchema,
  getPhoneQuerySchema,
  sendMailQuerySchema,
} from '../reset-password/schemas';
import { studentQaSchema } from '../teacher/schemas';
import {
  changePasswordInputSchema,
  currentUserSchema,
  loginInputSchema,
  loginResultSchema,
  ssoExchangeQuerySchema,
} from '../auth/schemas';

/**
 * What a field holds that must not leave a recording as it is (`shui record`, docs/real-servers.md):
 * a person's name, a phone number, an e-mail, a Chinese ID number (each replaced by a deterministic fake of
 * the same format), or a secret (replaced by a placeholder naming its kind).
 */
export const personalKinds = [
  'personName',
  'phone',
  'mail',
  'idNumber',
  'password',
  'token',
  'ticket',
  'authCode',
  'verificationCode',
] as const;
export type PersonalKind = (typeof personalKinds)[number];

/** The kinds that become a placeholder rather than a fake. */
export const secretKinds: ReadonlySet<PersonalKind> = new Set([
  'password',
  'token',
  'ticket',
  'authCode',
  'verificationCode',
]);

/**
 * Which fields of which schemas hold personal data or secrets, by path as the docs' field tables write
 * them (`a`, `a.b`, `a[].b`; `[].b` for the items of an array schema). A schema nested in another is
 * found wherever it appears, so `courseCardSchema` covers the cards of every list. Phone numbers,
 * e-mails and ID numbers are also recognised by their format anywhere; names are not (a name is only
 * known as one from this table), and neither are codes, which look like any number.
 * packages/contract/test/personal-fields.test.ts fails when a field named like a person's name, a phone,
 * an e-mail or a password is missing here.
 */
export const personalFields = new Map<z.ZodType, Readonly<Record<string, PersonalKind>>>([
  // account
  [currentUserSchema, { truename: 'personName' }],
  [loginInputSchema, { password: 'password' }],
  [loginResultSchema, { access_token: 'token' }],
  [ssoExchangeQuerySchema, { code: 'authCode' }],
  [changePasswordInputSchema, { oldPassword: 'password', newPassword: 'password' }],
  [ticketResultSchema, { clientTicket: 'ticket' }],
  // register and reset
  [registerQuerySchema, { phone: 'phone', code: 'verificationCode', password: 'password' }],
  [sendPhoneQuerySchema, { phone: 'phone' }],
  [checkAndResetQuerySchema, { code: 'verificationCode' }],
  [checkPhoneCodeQuerySchema, { phone: 'phone', code: 'verificationCode' }],
  [checkMailCodeQuerySchema, { mail: 'mail', code: 'verificationCode' }],
  [getPhoneQuerySchema, { phone: 'phone' }],
  [getMailQuerySchema, { mail: 'mail' }],
  [sendMailQuerySchema, { mail: 'mail' }],
  // course hall, teacher view, personal centre
  [courseCardSchema, { teacherName: 'personName' }],
  // `.extend` makes a schema of its own: a card's fields are declared again on each extension.
  [courseDetailSchema, { teacherName: 'personName', 'teacher.truename': 'personName' }],
  [myCourseSchema, { teacherName: 'personName' }],
  [teachClassSchema, { teacherName: 'personName' }],
  [teacherSubmissionSchema, { studentName: 'personName' }],
  [studentQaSchema.element, { studentName: 'personName' }],
  [meetingSchema, { hostName: 'personName' }],
  // competition
  [competitionMemberSchema, { name: 'personName' }],
  [competitionMemberInputSchema, { name: 'personName' }],
  [competitionRegistrationSchema, { phone: 'phone', email: 'mail' }],
  [competitionRegistrationInputSchema, { phone: 'phone', email: 'mail' }],
]);
