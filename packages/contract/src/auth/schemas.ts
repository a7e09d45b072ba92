import { z } from 'zod';
import { limits } from '../core/constants';

/** GET /sys/users/current -> data. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  truename: z.string(),
  headImgUrl: z.string(),
  userNumber: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** POST /sys/login body. `username` may be a username, phone, e-mail or student number. */
export const loginInputSchema = z.object({
  username: z.string().trim().min(1).max(limits.loginFieldMaxLength),
  password: z.string().min(1).max(limits.loginFieldMaxLength),
  checked: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

/** Response data of POST /sys/login and POST /user/public_db/login. */
export const loginResultSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('bearer').optional(),
  expires_in: z.number().int().positive().optional(),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /user/public_db/login?code= */
export const ssoExchangeQuerySchema = z.object({ code: z.string().min(1).max(128) });

/**
 * PUT /user/users/password body. Field names chosen here (the spec says only "change password"):
 * the current password and the new one, which must follow the register password rule.
 */
export const changePasswordInputSchema = z.object({
  oldPassword: z.string().min(1).max(limits.loginFieldMaxLength),
  newPassword: z.string().min(1).max(limits.passwordMaxLength),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** POST /resource/avatar -> data: the new avatar's address (also the new headImgUrl). */
export const avatarResultSchema = z.string().min(1);
