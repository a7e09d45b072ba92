import type { z } from 'zod';
import {
  enumValues,
  isSuccessCode,
  parseFieldPath,
  respCodes,
  schemasAt,
  unwrapSchema,
  type EndpointDef,
  type PathSegment,
} from '@shui/contract';
import type { Drift, Secret } from './schemas';

/**
 * What the contract says against a drift entry or a placement: each drift must plant exactly the finding
 * `shui verify` reports for its kind (a rename of an optional field would show only as an undeclared
 * one), so a field it names must be declared, required, of the right type, ... A list of problems.
 */

type Table = Record<string, EndpointDef>;

/** Edits from `a` to `b` (Levenshtein), for "did you mean". */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1]?.toLowerCase() === b[j - 1]?.toLowerCase() ? 0 : 1;
      next[j] = Math.min((row[j] ?? 0) + 1, (next[j - 1] ?? 0) + 1, (row[j - 1] ?? 0) + cost);
    }
    row = next;
  }
  return row[b.length] ?? 0;
}

function unknownEndpoint(name: string, table: Table): string {
  const names = Object.keys(table);
  const best = names
    .map((n) => ({ n, d: distance(name, n) }))
    .sort((a, b) => a.d - b.d)
    .filter((x, _, all) => x.d === all[0]?.d && x.d <= Math.max(2, Math.floor(name.length / 4)))
    .map((x) => x.n);
  const hint = best.length
    ? ` Did you mean ${best.join(' or ')}?`
    : ' Names are the keys of the endpoint table (docs/api.md).';
  return `no call named "${name}" in the contract.${hint}`;
}

/** The fields the contract declares in an object at `segments`, for the message of a wrong name. */
function fieldsAt(data: z.ZodType, segments: readonly PathSegment[]): string[] {
  return schemasAt(data, segments).flatMap((s) => Object.keys(unwrapSchema(s).def.shape ?? {}));
}

interface Resolved {
  segments: PathSegment[];
  /** What the contract declares there (empty: not declared). */
  schemas: z.ZodType[];
}

function resolve(def: EndpointDef, name: string, field: string, problems: string[]): Resolved | undefined {
  let segments: PathSegment[];
  try {
    segments = parseFieldPath(field);
  } catch (error) {
    problems.push((error as Error).message);
    return undefined;
  }
  if (segments.some((s) => 'each' in s && s.where)) {
    problems.push(`"${field}": use [] (every element); [key=value] is for inputs, not drifts`);
    return undefined;
  }
  const last = segments.at(-1);
  if (!last || !('key' in last)) {
    problems.push(`"${field}" must end with a field name`);
    return undefined;
  }
  const parent = segments.slice(0, -1);
  if (schemasAt(def.data, parent).length === 0) {
    problems.push(
      `"${field}": the data of ${name} has nothing at ${parent.length ? 'its parent' : 'the top'}`,
    );
    return undefined;
  }
  return { segments, schemas: schemasAt(def.data, segments) };
}

const declared = (r: Resolved, def: EndpointDef, name: string, field: string, problems: string[]) => {
  if (r.schemas.length > 0) return true;
  const known = fieldsAt(def.data, r.segments.slice(0, -1));
  problems.push(
    `"${field}" is not declared in the data of ${name}${known.length ? ` (declared there: ${known.join(', ')})` : ''}`,
  );
  return false;
};

const baseType = (schema: z.ZodType) => unwrapSchema(schema).def.type;

export function checkDrift(drift: Drift, table: Table): string[] {
  const problems: string[] = [];
  if (drift.kind === 'expired-token-signal') {
    if (drift.status === 401) problems.push('status 401 is what the contract says; plant another one');
    if (isSuccessCode(drift.respCode))
      problems.push(`respCode ${drift.respCode} means success; give an error code`);
    return problems;
  }
  const def = table[drift.endpoint];
  if (!def) return [unknownEndpoint(drift.endpoint, table)];
  if (drift.kind === 'removed' || drift.kind === 'intermittent') return problems;
  if (drift.kind === 'unknown-respcode') {
    const known = Object.values(respCodes).some((c) => c.respCode === drift.respCode);
    if (known)
      problems.push(`respCode ${drift.respCode} is known to the contract (codes.ts); plant another one`);
    return problems;
  }
  const resolved = resolve(def, drift.endpoint, drift.field, problems);
  if (!resolved) return problems;
  const { schemas } = resolved;
  const wrappers = schemas.map(unwrapSchema);
  switch (drift.kind) {
    case 'undeclared-field':
      if (schemas.length > 0) problems.push(`"${drift.field}" is declared in the data of ${drift.endpoint}`);
      break;
    case 'renamed-field':
    case 'missing-field':
      if (!declared(resolved, def, drift.endpoint, drift.field, problems)) break;
      if (wrappers.some((w) => w.optional))
        problems.push(
          `"${drift.field}" is optional in the contract: its absence is no drift; pick a required field`,
        );
      if (
        drift.kind === 'renamed-field' &&
        schemasAt(def.data, [...resolved.segments.slice(0, -1), { key: drift.to }]).length
      )
        problems.push(`"${drift.to}" is declared beside it: a rename must go to a new name`);
      break;
    case 'null-value':
      if (declared(resolved, def, drift.endpoint, drift.field, problems) && wrappers.some((w) => w.nullable))
        problems.push(`"${drift.field}" may be null in the contract; pick a field that may not`);
      break;
    case 'wrong-type': {
      if (!declared(resolved, def, drift.endpoint, drift.field, problems)) break;
      const types = schemas.map(baseType);
      if (types.some((t) => !['string', 'number', 'boolean', 'literal', 'enum', 'union'].includes(t)))
        problems.push(
          `"${drift.field}" is ${types.join(' or ')}: change the type of a text, number or yes/no field`,
        );
      else if (schemas.some((s) => s.safeParse(sample(drift.to)).success))
        problems.push(`"${drift.field}" already accepts a ${drift.to}`);
      break;
    }
    case 'unknown-enum-value': {
      if (!declared(resolved, def, drift.endpoint, drift.field, problems)) break;
      const values = schemas.map(enumValues);
      if (values.some((v) => v === undefined))
        problems.push(`"${drift.field}" is not an enum (a fixed set of values) in the contract`);
      else if (values.some((v) => v?.includes(drift.value)))
        problems.push(`${JSON.stringify(drift.value)} is one of the values the contract allows`);
      else if (!values.flat().some((v) => typeof v === typeof drift.value))
        problems.push(`${JSON.stringify(drift.value)} is not of the enum's type`);
      break;
    }
  }
  return problems;
}

const sample = (type: 'string' | 'number' | 'boolean') =>
  type === 'string' ? 'x' : type === 'number' ? 1 : true;

export function checkSecret(secret: Secret, drifts: readonly Drift[], table: Table): string[] {
  const { placement } = secret;
  const problems: string[] = [];
  if (placement.in === 'drift') {
    const carried = drifts.some(
      (d) => d.kind === 'undeclared-field' && JSON.stringify(d.value).includes(secret.value),
    );
    if (!carried) problems.push('no undeclared-field drift carries its value');
    return problems;
  }
  if (placement.in === 'header') {
    if (placement.endpoint !== undefined && !table[placement.endpoint])
      problems.push(unknownEndpoint(placement.endpoint, table));
    return problems;
  }
  const names = placement.in === 'alias' ? placement.endpoints : [placement.endpoint];
  for (const name of names) {
    const def = table[name];
    if (!def) {
      problems.push(unknownEndpoint(name, table));
      continue;
    }
    const resolved = resolve(def, name, placement.field, problems);
    if (resolved && declared(resolved, def, name, placement.field, problems)) {
      if (resolved.schemas.some((s) => baseType(s) !== 'string'))
        problems.push(`"${placement.field}" of ${name} is not a text field`);
    }
  }
  return problems;
}
