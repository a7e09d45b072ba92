import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { InvalidFileError } from '../errors';
import { ADDITIVE_KINDS, BREAKING_KINDS, findingKey, type Finding } from './types';

/**
 * A baseline of accepted drift (`--baseline FILE`): findings a team knows of and lives with for now, each
 * with a reason and an expiry date. An accepted finding is shown as accepted and does not fail the run;
 * from the day after its expiry an entry accepts nothing, and the report says so.
 */

export const baselineEntrySchema = z.strictObject({
  /** The call (a key of the endpoint table), or `expired-token` for the token check. */
  endpoint: z.string().min(1),
  kind: z.enum([...BREAKING_KINDS, ...ADDITIVE_KINDS]),
  /** The field path; without it, every field of that kind in that call. */
  field: z.string().min(1).optional(),
  reason: z.string().trim().min(1, 'say why this drift is accepted'),
  /** Accepted up to and including this day (YYYY-MM-DD). */
  expires: z.iso.date('a date such as 2026-06-30'),
});
export type BaselineEntry = z.infer<typeof baselineEntrySchema>;
export const baselineSchema = z.strictObject({ accepted: z.array(baselineEntrySchema) });

export interface Accepted extends Finding {
  reason: string;
  expires: string;
}

export interface BaselineOutcome {
  /** Findings no entry accepts (including those of expired entries). */
  active: Finding[];
  accepted: Accepted[];
  /** Entries past their date, with the findings they would have accepted. */
  expired: Array<BaselineEntry & { matches: string[] }>;
  /** Entries that matched nothing this run. */
  unused: BaselineEntry[];
}

const matches = (entry: BaselineEntry, f: Finding) =>
  entry.endpoint === f.endpoint &&
  entry.kind === f.kind &&
  (entry.field === undefined || entry.field === f.field);

/** Today's date where the command runs (YYYY-MM-DD). */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function applyBaseline(
  findings: Finding[],
  entries: readonly BaselineEntry[],
  day: string,
): BaselineOutcome {
  const live = entries.filter((e) => e.expires >= day);
  const accepted: Accepted[] = [];
  const active: Finding[] = [];
  for (const f of findings) {
    const entry = live.find((e) => matches(e, f));
    if (entry) accepted.push({ ...f, reason: entry.reason, expires: entry.expires });
    else active.push(f);
  }
  const expired = entries
    .filter((e) => e.expires < day)
    .map((e) => ({ ...e, matches: findings.filter((f) => matches(e, f)).map(findingKey) }));
  const unused = live.filter((e) => !findings.some((f) => matches(e, f)));
  return { active, accepted, expired, unused };
}

/** Reads a baseline file; exit 4 naming the entry when it is missing, not JSON or not a baseline. */
export function loadBaseline(file: string): BaselineEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InvalidFileError(`cannot read the baseline ${file}: ${(error as Error).message}`);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new InvalidFileError(`the baseline ${file} is not JSON: ${(error as Error).message}`);
  }
  const parsed = baselineSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 5).map((issue) => {
      const [section, index, ...rest] = issue.path;
      const where =
        typeof index === 'number'
          ? `${String(section)}[${index}]${rest.length ? `.${rest.join('.')}` : ''}`
          : issue.path.join('.') || 'the file';
      return `${where}: ${issue.message}`;
    });
    throw new InvalidFileError(
      `the baseline ${file} is not a baseline: ${problems.join('; ')}`,
      'A baseline is { "accepted": [ { "endpoint", "kind", "field"?, "reason", "expires": "YYYY-MM-DD" } ] } (docs/cli.md).',
    );
  }
  return parsed.data.accepted;
}
