import { z } from 'zod';
import { limits } from '../core/constants';

/** Register form of the portal (section 3). The payload sends only phone, code and password. */
export const registerFormSchema = z.object({
  phone: z.string(),
  code: z.string(),
  firstPassword: z.string(),
  password: z.string(),
  checked: z.boolean(),
});
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** POST /portal/check_code?phone=&code=&password= (register). */
export const registerQuerySchema = z.object({
  phone: z.string().max(limits.phoneLength),
  code: z.string().max(limits.codeLength),
  password: z.string().max(limits.passwordMaxLength),
});
export type RegisterQuery = z.infer<typeof registerQuerySchema>;

/**
 * Send register code. Path chosen: POST /portal/reset/sendPhone?phone= (the spec says "phone-send
 * endpoint with query phone"). Response data: null.
 */
export const sendPhoneQuerySchema = z.object({ phone: z.string().max(limits.phoneLength) });
