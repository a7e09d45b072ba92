import { z } from 'zod';
import { limits } from '../core/constants';

export const resetFieldSchema = z.enum(['phone', 'mail']);
export type ResetField = z.infer<typeof resetFieldSchema>;

/** Reset-password form (section 3): phone or mail, plus code. */
export const resetFormSchema = z.object({
  field: resetFieldSchema,
  identifier: z.string(),
  code: z.string(),
});

/** POST /portal/reset/sendCode?identifier=&field= -> data: the username of the matching account. */
export const sendCodeQuerySchema = z.object({
  identifier: z.string().max(Math.max(limits.mailMaxLength, limits.phoneLength)),
  field: resetFieldSchema,
});
export const sendCodeResultSchema = z.string().min(1);

/** POST /portal/reset/checkAndResetByCode?identifier=&code=&username= -> data: null. */
export const checkAndResetQuerySchema = z.object({
  identifier: z.string().max(limits.mailMaxLength),
  code: z.string().max(limits.codeLength),
  username: z.string().max(limits.loginFieldMaxLength),
});

/** Older reset calls, kept by the backend ("fields not fully shown"; the fields here are chosen). */
export const sendMailQuerySchema = z.object({ mail: z.string().max(limits.mailMaxLength) });
export const checkPhoneCodeQuerySchema = z.object({
  phone: z.string().max(limits.phoneLength),
  code: z.string().max(limits.codeLength),
});
export const checkMailCodeQuerySchema = z.object({
  mail: z.string().max(limits.mailMaxLength),
  code: z.string().max(limits.codeLength),
});
export const getPhoneQuerySchema = z.object({ phone: z.string().max(limits.phoneLength) });
export const getMailQuerySchema = z.object({ mail: z.string().max(limits.mailMaxLength) });
/** getphone / getMail -> data: the username bound to that phone or mail. */
export const usernameResultSchema = z.string().min(1);
