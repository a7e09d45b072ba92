/** The shapes of `shui verify`'s report (docs/cli.md, "shui verify"). */

/** breaking: the portal can fail on it; additive: something new it ignores. */
export type Severity = 'breaking' | 'additive';

/**
 * Who is wrong: `backend`, the server checked disagrees with the contract while the fake agrees; `fake`,
 * the fake disagrees while the server agrees; `contract`, both agree with each other but not with the
 * contract, or both conform and differ in shape where the contract is too loose to tell.
 */
export type Attribution = 'backend' | 'fake' | 'contract';

export const BREAKING_KINDS = [
  'missing-field',
  'wrong-type',
  'null-value',
  'invalid-value',
  'renamed-field',
  'unknown-respcode',
  'http-status',
  'removed',
  'intermittent',
  'no-answer',
  'not-envelope',
  'expired-token-signal',
] as const;
export const ADDITIVE_KINDS = [
  'undeclared-field',
  'unknown-enum-value',
  'optional-field',
  'loose-type',
] as const;
export type FindingKind = (typeof BREAKING_KINDS)[number] | (typeof ADDITIVE_KINDS)[number];

/** One difference from the contract in one answer, before it is compared with the other server's. */
export interface Issue {
  kind: FindingKind;
  severity: Severity;
  /** Field path in `data` (`list[].courseId`); absent for the status and the envelope. */
  field?: string;
  /** What the contract says. Never a value the server sent, which may be personal data. */
  expected: string;
  /** What came: a type, a status, a respCode, a name; an enum value only (a code, not personal). */
  actual: string;
  /** In how many places (list elements) it was seen. */
  count: number;
}

/** An issue of one call, attributed. */
export interface Finding extends Issue {
  /** The call's name in the endpoint table, or `expired-token` for the token check. */
  endpoint: string;
  method: string;
  path: string;
  attribution: Attribution;
  /** One sentence for people. */
  detail: string;
}

/** A call that was not checked, and why. */
export interface Skipped {
  endpoint: string;
  method: string;
  path: string;
  /** Which server could not be asked: the checked one, the fake, or both. */
  side: 'server' | 'fake' | 'both';
  reason: string;
}

/** Identity of a finding for the baseline and between runs: call, kind, field. */
export const findingKey = (f: Pick<Finding, 'endpoint' | 'kind' | 'field'>): string =>
  `${f.endpoint} ${f.kind}${f.field ? ` ${f.field}` : ''}`;
