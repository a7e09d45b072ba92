import { z } from 'zod';
import { respCodeSchema } from './envelope';

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
export const tokenResultSchema = z.object({ access_token: z.string(), expiresAt: z.string() });

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
  })
  .strict();
export type Settings = z.infer<typeof settingsSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  uptimeMs: z.number(),
  state: z.string(),
  users: z.number().int(),
  faults: z.number().int(),
});
