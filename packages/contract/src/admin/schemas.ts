import { z } from 'zod';
import { limits } from '../core/constants';
import { respCodeSchema } from '../core/envelope';
import { MAIL_PATTERN, PHONE_PATTERN, STUDENT_NUMBER_PATTERN } from '../core/validation';

export const roleSchema = z.enum(['student', 'teacher']);

/** Admin answers are plain JSON, not the backend envelope. Shapes fixed by design/architecture.md. */

export const faultInputSchema = z
  .object({
    /** Omitted = any method. */
    method: z.enum(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']).optional(),
    path: z.string().startsWith('/').max(500),
    /** Every listed query parameter must be present with this value. */
    query: z.record(z.string(), z.string()).optional(),
    status: z.number().int().min(100).max(599).optional(),
    respCode: respCodeSchema.optional(),
    respMsg: z.string().max(500).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    malformed: z.boolean().optional(),
    drop: z.boolean().optional(),
    /** Omitted = until removed. */
    times: z.number().int().min(1).max(1_000_000).optional(),
    /** Free text shown in lists (scenario name, for example). */
    label: z.string().max(200).optional(),
  })
  .strict();
export type FaultInput = z.infer<typeof faultInputSchema>;

export const faultSchema = faultInputSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  /** Calls still to answer; null = until removed. */
  remaining: z.number().int().nullable(),
  hits: z.number().int().nonnegative(),
});
export type Fault = z.infer<typeof faultSchema>;

export const outboxEntrySchema = z.object({
  channel: z.enum(['phone', 'mail']),
  to: z.string(),
  code: z.string(),
  purpose: z.enum(['register', 'reset']),
  sentAt: z.string(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

export const tokenInputSchema = z.object({
  username: z.string().min(1),
  ttlSeconds: z.number().int().positive().optional(),
});
export const tokenResultSchema = z.object({
  access_token: z.string(),
  expiresAt: z.string(),
  userId: z.number().int(),
});

export const journalEntrySchema = z.object({
  id: z.number().int(),
  time: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.unknown()),
  status: z.number().int(),
  respCode: respCodeSchema.nullable(),
  ms: z.number(),
  fault: z.string().nullable(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

/** Characters of a request or response body the journal keeps; a longer one is cut there. */
export const JOURNAL_BODY_LIMIT = 64 * 1024;

/**
 * One journal entry with the bodies (GET /__admin/journal/:id): the request's as the fake API read it
 * (JSON, a form's fields, an uploaded file's name, type and size) and the answer's as sent when it is
 * the backend's envelope or a fault's body; null for none (a GET, a page, an image). A body longer than
 * JOURNAL_BODY_LIMIT is cut there and `truncated` says so.
 */
export const journalDetailSchema = journalEntrySchema.extend({
  requestBody: z.string().nullable(),
  responseBody: z.string().nullable(),
  truncated: z.boolean(),
});
export type JournalDetail = z.infer<typeof journalDetailSchema>;

export const settingsSchema = z
  .object({
    /** The assistant is paused (exam period). */
    examPeriod: z.boolean(),
    /** Callers count as on campus (cloud desktop). */
    onCampus: z.boolean(),
    tokenTtlSeconds: z.number().int().positive(),
    codeTtlSeconds: z.number().int().positive(),
    /** Minimum seconds between two codes to the same phone or mail. */
    codeResendSeconds: z.number().int().nonnegative(),
    /** The judge answers (false: python and sql submissions answer 503 / 50300). */
    judgeAvailable: z.boolean(),
    /** Extra time before each verdict of the judge (a slow judge). */
    judgeDelayMs: z.number().int().min(0).max(120_000),
    // workshop environments (defaults: workshopSettingDefaults in workshop.ts)
    /** Seconds a workshop environment takes to start. */
    environmentStartSeconds: z.number().int().nonnegative().max(3600),
    /** Seconds a workshop environment takes to stop. */
    environmentStopSeconds: z.number().int().nonnegative().max(3600),
    /** Every start of a workshop environment fails. */
    environmentStartFails: z.boolean(),
    /** Workshop environments a user may have starting or running at once. */
    environmentQuota: z.number().int().min(1).max(100),
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

/** Some of the settings (PATCH /__admin/settings, a scenario's settings); unknown keys are refused. */
export const settingsPatchSchema = settingsSchema.partial().strict();

/**
 * What the practice judge gives on this host (docs/decisions.md 37). `mode`: `namespaces` (Linux user,
 * network and PID namespaces around each runner, plus every wall below), `permissions-only` (the walls
 * below without namespaces), `none` (this Node.js cannot contain a runner: code submissions are refused).
 * Each boolean says whether that guarantee holds here; `notes` says, in English, what is missing and why.
 */
export const judgeContainmentSchema = z.object({
  mode: z.enum(['namespaces', 'permissions-only', 'none']),
  /** Submitted code opens no connection (a network namespace, or no Node.js API reachable from it). */
  noNetwork: z.boolean(),
  /** Reads only the runtime's own files (Node's permission model). */
  noHostFiles: z.boolean(),
  /** Writes no file: the permission model, no code generation, a file-size limit of 0, a removed working folder. */
  noWrites: z.boolean(),
  /** Starts no process or thread. */
  noProcesses: z.boolean(),
  /** Sees and signals no other process (a PID namespace). */
  ownPidNamespace: z.boolean(),
  /** The memory one submission may use (its interpreter's heap), or null when not limited. */
  memoryLimitMiB: z.number().int().positive().nullable(),
  /** Runners are killed when the fake API stops, however it stops. */
  diesWithFakeApi: z.boolean(),
  notes: z.array(z.string()),
});
export type JudgeContainment = z.infer<typeof judgeContainmentSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeMs: z.number(),
  state: z.string(),
  users: z.number().int(),
  faults: z.number().int(),
  notifications: z.number().int(),
  organisations: z.number().int(),
  /** Names of the scenarios applied and not cleared. */
  scenarios: z.array(z.string()),
  /** How the practice judge contains submitted code on this host. */
  judge: judgeContainmentSchema,
});

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

// ---- scenarios (fixtures/scenarios/*.json, shui scenario) ----

const callSchema = z
  .string()
  .regex(/^(GET|POST|PUT|DELETE|PATCH) \/\S*$/, 'a call such as "GET /resource/message"');

/**
 * A named error scenario: the faults and settings that make the portal meet one row of the error
 * catalogue (spec section 8), the call(s) it affects, and what the user then sees.
 */
export const scenarioSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case'),
    title: z.string().min(1),
    /** Rows of the error catalogue (`errorCatalogue` ids) this scenario exercises. */
    catalogue: z.array(z.string().min(1)).min(1),
    /** The portal calls it affects ("GET /resource/message"). */
    calls: z.array(callSchema),
    /** Fault rules added on apply; their label becomes "scenario:<name>". */
    faults: z.array(faultInputSchema.omit({ label: true })),
    /** Settings changed on apply and restored on clear. */
    settings: settingsPatchSchema.optional(),
    /** How to reach the call in the portal. */
    steps: z.string().min(1),
    /** What the user sees (or, for "logged only" rows, what they do not). */
    sees: z.string().min(1),
    /** The exact text shown, when there is one (zh). */
    text: z.string().optional(),
    /** The e2e test proposed for it (e2e/tests/error-catalogue.spec.ts). */
    test: z.string().min(1),
    /** The title, steps and what the user sees in Chinese, for the control panel in 中文. */
    zh: z
      .object({ title: z.string().min(1), steps: z.string().min(1), sees: z.string().min(1) })
      .strict()
      .optional(),
  })
  .strict();
export type Scenario = z.infer<typeof scenarioSchema>;

/** POST /__admin/scenarios: applies a scenario; `times` overrides every fault's own. */
export const scenarioApplyInputSchema = z
  .object({
    scenario: scenarioSchema,
    times: z.number().int().min(1).max(1_000_000).optional(),
  })
  .strict();

/** GET /__admin/scenarios: the scenarios applied and not cleared. */
export const activeScenarioSchema = z.object({
  name: z.string(),
  title: z.string(),
  faultIds: z.array(z.string()),
  /** The settings it changed, as they were before (restored on clear). */
  previousSettings: settingsSchema.partial(),
  appliedAt: z.string(),
});
export type ActiveScenario = z.infer<typeof activeScenarioSchema>;
