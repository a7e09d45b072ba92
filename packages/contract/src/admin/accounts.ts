import { z } from 'zod';
import { limits } from '../core/constants';
import { MAIL_PATTERN, PHONE_PATTERN, STUDENT_NUMBER_PATTERN } from '../core/validation';
import { roleSchema } from './schemas';

// ---- users, notifications, organisations, bulk seed (shui users / notify / orgs / seed) ----

const username = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[\w.@-]+$/, 'letters, digits and . _ - @ only');

/** An organisation named by id or by its exact name. */
export const organisationRefSchema = z.union([z.number().int().positive(), z.string().trim().min(1)]);

/** POST /__admin/users: a new account (password defaults to the username, as after a reset). */
export const adminUserInputSchema = z
  .object({
    username,
    truename: z.string().trim().min(1).max(64).optional(),
    password: z.string().min(1).max(128).optional(),
    phone: z.string().regex(PHONE_PATTERN, 'a mainland mobile number, 11 digits').nullable().optional(),
    mail: z.string().max(limits.mailMaxLength).regex(MAIL_PATTERN, 'an e-mail address').nullable().optional(),
    userNumber: z.string().regex(STUDENT_NUMBER_PATTERN, '8 to 12 digits').nullable().optional(),
    role: roleSchema.optional(),
    organisations: z.array(organisationRefSchema).max(100).optional(),
  })
  .strict();
export type AdminUserInput = z.infer<typeof adminUserInputSchema>;

/** A user as the control plane shows it: everything but the password hash. */
export const adminUserSchema = z.object({
  id: z.number().int().positive(),
  username: z.string(),
  truename: z.string(),
  phone: z.string().nullable(),
  mail: z.string().nullable(),
  userNumber: z.string().nullable(),
  role: roleSchema,
  companyIds: z.array(z.number().int()),
  currentCompanyId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /__admin/users?search=&limit=&offset= */
export const adminUserQuerySchema = z.object({
  search: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100_000).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const adminUserListSchema = z.object({
  total: z.number().int().nonnegative(),
  users: z.array(adminUserSchema),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

/** POST /__admin/notifications: one notification for one user (unread unless status is 1). */
export const adminNotificationInputSchema = z
  .object({
    username: z.string().trim().min(1),
    message: z.string().trim().min(1).max(2000),
    courseId: z.number().int().nullable().optional(),
    status: z.union([z.literal(0), z.literal(1)]).optional(),
  })
  .strict();
export type AdminNotificationInput = z.infer<typeof adminNotificationInputSchema>;

/** POST /__admin/organisations */
export const adminOrganisationInputSchema = z
  .object({ companyName: z.string().trim().min(1).max(100) })
  .strict();

/** GET /__admin/organisations: every organisation with its member count. */
export const adminOrganisationListSchema = z.array(
  z.object({ id: z.number().int(), companyName: z.string(), memberCount: z.number().int().nonnegative() }),
);

/** POST /__admin/organisations/assign: makes a user a member (and, with current, switches to it). */
export const adminAssignInputSchema = z
  .object({
    username: z.string().trim().min(1),
    organisation: organisationRefSchema,
    current: z.boolean().optional(),
  })
  .strict();

/** A notification of the seed set and of the bulk seed: its owner by username, its time as an age. */
export const seedNotificationSchema = z.object({
  username: z.string(),
  message: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  minutesAgo: z.number().nonnegative(),
  courseId: z.number().int().nullable(),
});
export type SeedNotification = z.infer<typeof seedNotificationSchema>;

/**
 * POST /__admin/seed: adds organisations, users and notifications in one step, all or nothing. Users may
 * name organisations of the same batch; notifications may name users of the same batch.
 */
export const bulkSeedInputSchema = z
  .object({
    organisations: z.array(adminOrganisationInputSchema.shape.companyName).max(10_000).default([]),
    users: z.array(adminUserInputSchema).max(100_000).default([]),
    notifications: z.array(seedNotificationSchema).max(1_000_000).default([]),
  })
  .strict();
export type BulkSeedInput = z.input<typeof bulkSeedInputSchema>;

export const bulkSeedResultSchema = z.object({
  added: z.object({
    organisations: z.number().int(),
    users: z.number().int(),
    notifications: z.number().int(),
  }),
  totals: z.object({
    organisations: z.number().int(),
    users: z.number().int(),
    notifications: z.number().int(),
  }),
});
export type BulkSeedResult = z.infer<typeof bulkSeedResultSchema>;
