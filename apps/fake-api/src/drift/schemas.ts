import { z } from 'zod';

/**
 * A drift profile (`pnpm fake-api --drift FILE`): differences the fake API plants in its answers, so it
 * stands in for a real backend that drifted from the contract, and fake secrets placed where a real
 * backend sends them. Each drift's kind is the finding `shui verify` reports for it (docs/real-servers.md).
 */

export const note = z.string().trim().min(1, 'say in a note what this entry stands for');
const endpoint = z.string().min(1, 'name a call of the contract (a key of the endpoint table: courseList)');
const field = z.string().min(1, "name a field of the call's data: truename, list[].courseId");

/** The kinds of drift, each named as the finding `shui verify` reports for it. */
export const DRIFT_KINDS = [
  'renamed-field',
  'wrong-type',
  'missing-field',
  'null-value',
  'undeclared-field',
  'unknown-enum-value',
  'unknown-respcode',
  'expired-token-signal',
  'removed',
  'intermittent',
] as const;

export const driftSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('renamed-field'),
      endpoint,
      field,
      to: z.string().regex(/^[A-Za-z_$][\w$]*$/, 'a field name (letters, digits, _)'),
      note,
    }),
    z.strictObject({
      kind: z.literal('wrong-type'),
      endpoint,
      field,
      to: z.enum(['string', 'number', 'boolean']),
      note,
    }),
    z.strictObject({ kind: z.literal('missing-field'), endpoint, field, note }),
    z.strictObject({ kind: z.literal('null-value'), endpoint, field, note }),
    z.strictObject({ kind: z.literal('undeclared-field'), endpoint, field, value: z.json(), note }),
    z.strictObject({
      kind: z.literal('unknown-enum-value'),
      endpoint,
      field,
      value: z.union([z.string(), z.number()]),
      note,
    }),
    z.strictObject({
      kind: z.literal('unknown-respcode'),
      endpoint,
      respCode: z.number().int().min(0),
      respMsg: z.string().min(1),
      status: z.number().int().min(200).max(599).default(200),
      note,
    }),
    z.strictObject({
      kind: z.literal('expired-token-signal'),
      status: z.number().int().min(200).max(599).default(200),
      respCode: z.number().int().min(0),
      respMsg: z.string().min(1),
      note,
    }),
    z.strictObject({ kind: z.literal('removed'), endpoint, note }),
    z.strictObject({
      kind: z.literal('intermittent'),
      endpoint,
      every: z.number().int().min(2).max(1000),
      note,
    }),
  ],
  {
    error: (issue): string | undefined =>
      issue.code === 'invalid_union' ? `kind must be one of ${DRIFT_KINDS.join(', ')}` : undefined,
  },
);
export type Drift = z.infer<typeof driftSchema>;
export type DriftKind = Drift['kind'];

export const SECRET_KINDS = ['phone', 'id-number', 'token', 'session-cookie', 'sso-ticket', 'name'] as const;

/** Where a planted secret goes. */
export const placementSchema = z.discriminatedUnion('in', [
  /** A declared text field of a call's data: its value replaced, or the secret appended to it. */
  z.strictObject({
    in: z.literal('field'),
    endpoint,
    field,
    mode: z.enum(['replace', 'append']).default('replace'),
  }),
  /** A response header of one call, or of every contract answer; `{value}` in `format` is the secret. */
  z.strictObject({
    in: z.literal('header'),
    endpoint: endpoint.optional(),
    header: z.string().regex(/^[A-Za-z][\w-]*$/, 'a header name such as Set-Cookie'),
    format: z.string().includes('{value}', { message: 'must contain {value}, where the secret goes' }),
  }),
  /**
   * A value the server makes (an access token, a ticket) in the data of these calls, shown as the secret
   * instead; a request carrying the secret (Authorization header, query string) gets the real one back.
   */
  z.strictObject({ in: z.literal('alias'), endpoints: z.array(endpoint).min(1), field }),
  /** Carried by a drift entry (an undeclared field's value). */
  z.strictObject({ in: z.literal('drift') }),
]);
export type Placement = z.infer<typeof placementSchema>;

export const secretSchema = z.strictObject({
  kind: z.enum(SECRET_KINDS),
  value: z.string().min(2, 'a secret of at least 2 characters, so a scan can find it'),
  placement: placementSchema,
  note,
});
export type Secret = z.infer<typeof secretSchema>;

export interface DriftProfile {
  note?: string;
  drifts: Drift[];
  secrets: Secret[];
}
