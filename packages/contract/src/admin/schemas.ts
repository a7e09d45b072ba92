import { z } from 'zod';
import { respCodeSchema } from '../core/envelope';

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

// ---- answers of the routes ----

/** `{ status: "ok", users }`: the state was replaced (reset, import). */
export const stateReplacedSchema = z.object({ status: z.literal('ok'), users: z.number().int() });
export const faultAddedSchema = z.object({ id: z.string(), fault: faultSchema });
export const faultsRemovedSchema = z.object({ removed: z.number().int() });
export const scenariosClearedSchema = z.object({ cleared: z.array(z.string()) });
