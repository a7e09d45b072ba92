import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { endpoints, type EndpointDef } from '@shui/contract';
import { checkDrift, checkSecret } from './checks';
import { driftSchema, note, secretSchema, type DriftProfile } from './schemas';

export * from './schemas';

/** A profile that cannot be used: every problem, each naming its entry. */
export class DriftProfileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`drift profile ${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Where an issue is: `drifts[2] (wrong-type of courseList) field`. */
function entryName(raw: unknown, path: readonly PropertyKey[]): string {
  const [section, index, ...rest] = path;
  if (typeof section !== 'string' || typeof index !== 'number') return path.join('.') || 'the file';
  const entry = (raw as Record<string, unknown[]>)[section]?.[index] as Record<string, unknown> | undefined;
  const what = [entry?.kind, entry?.endpoint].filter((x) => typeof x === 'string').join(' of ');
  return `${section}[${index}]${what ? ` (${what})` : ''}${rest.length ? ` ${rest.join('.')}` : ''}`;
}

const outline = z.strictObject({
  note: note.optional(),
  drifts: z.array(z.unknown()),
  secrets: z.array(z.unknown()).default([]),
});

/**
 * Checks a profile against its schema and the contract, entry by entry (so one broken entry does not
 * hide the problems of the others); answers it, or throws every problem found.
 */
export function parseDriftProfile(raw: unknown, file = 'profile'): DriftProfile {
  const shape = outline.safeParse(raw);
  const issueText = (path: readonly PropertyKey[], message: string) => `${entryName(raw, path)}: ${message}`;
  if (!shape.success) {
    throw new DriftProfileError(
      file,
      shape.error.issues.map((issue) => issueText(issue.path, issue.message)),
    );
  }
  const problems: string[] = [];
  const entries = <T>(section: 'drifts' | 'secrets', schema: z.ZodType<T>): T[] =>
    shape.data[section].flatMap((entry, i) => {
      const parsed = schema.safeParse(entry);
      if (parsed.success) return [parsed.data];
      problems.push(
        ...parsed.error.issues.map((issue) => issueText([section, i, ...issue.path], issue.message)),
      );
      return [];
    });
  const drifts = entries('drifts', driftSchema);
  const secrets = entries('secrets', secretSchema);
  if (problems.length) throw new DriftProfileError(file, problems);

  const table = endpoints as Record<string, EndpointDef>;
  drifts.forEach((drift, i) =>
    problems.push(...checkDrift(drift, table).map((p) => issueText(['drifts', i], p))),
  );
  secrets.forEach((secret, i) =>
    problems.push(...checkSecret(secret, drifts, table).map((p) => issueText(['secrets', i], p))),
  );
  const seen = new Map<string, number>();
  drifts.forEach((drift, i) => {
    if (!('field' in drift)) return;
    const key = `${drift.endpoint} ${drift.field}`;
    const first = seen.get(key);
    if (first !== undefined) problems.push(`drifts[${i}]: drifts[${first}] already changes ${key}`);
    else seen.set(key, i);
  });
  if (problems.length) throw new DriftProfileError(file, problems);
  return { note: shape.data.note, drifts, secrets };
}

/** Reads and checks a profile file; a missing or broken file throws a DriftProfileError naming it. */
export function loadDriftProfile(file: string): DriftProfile {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new DriftProfileError(file, [`cannot read it: ${(error as Error).message}`]);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new DriftProfileError(file, [`not JSON: ${(error as Error).message}`]);
  }
  return parseDriftProfile(raw, file);
}
