import type { z } from 'zod';
import { enumValues, unwrapSchema, type SchemaDef } from '@shui/contract';
import { editDistance } from '../suggest';
import { BREAKING_KINDS, type FindingKind, type Issue } from './types';

/**
 * Walks a call's `data` against its zod schema and says where they differ, by field path: a missing
 * field, a wrong type, a null where none is allowed or a value breaking a rule are breaking; a field or
 * an enum value the contract does not know is additive. A missing field with an undeclared one beside it
 * that has a similar name and a value that fits is reported once, as renamed. Also notes, for comparing
 * two servers, whether each optional field was sent and which branch of each union matched.
 */

export interface Presence {
  /** Objects that could hold the field. */
  parents: number;
  /** Of those, how many sent it. */
  present: number;
}

export interface Walked {
  issues: Issue[];
  /** Optional fields by path. */
  optional: Map<string, Presence>;
  /** Unions (other than enums) by path: the described branches that matched. */
  unions: Map<string, Set<string>>;
}

const breaking = new Set<string>(BREAKING_KINDS);
export const severityOf = (kind: FindingKind) => (breaking.has(kind) ? 'breaking' : 'additive');

class Walk implements Walked {
  readonly found = new Map<string, Issue>();
  readonly optional = new Map<string, Presence>();
  readonly unions = new Map<string, Set<string>>();

  get issues(): Issue[] {
    return [...this.found.values()];
  }

  add(kind: FindingKind, field: string, expected: string, actual: string, count = 1): void {
    const key = `${kind} ${field}`;
    const seen = this.found.get(key);
    if (seen) seen.count += count;
    else this.found.set(key, { kind, severity: severityOf(kind), field, expected, actual, count });
  }

  merge(other: Walk): void {
    for (const issue of other.found.values())
      this.add(issue.kind, issue.field ?? '', issue.expected, issue.actual, issue.count);
    for (const [path, p] of other.optional) this.presence(path, p.parents, p.present);
    for (const [path, branches] of other.unions) for (const b of branches) this.branch(path, b);
  }

  presence(path: string, parents: number, present: number): void {
    const seen = this.optional.get(path) ?? { parents: 0, present: 0 };
    this.optional.set(path, { parents: seen.parents + parents, present: seen.present + present });
  }

  branch(path: string, described: string): void {
    const seen = this.unions.get(path) ?? new Set<string>();
    this.unions.set(path, seen.add(described));
  }

  get breakingCount(): number {
    return this.issues.filter((i) => i.severity === 'breaking').length;
  }
}

/** What JSON type a value is, as the report says it. */
export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'list';
  return typeof value;
}

/** What a schema expects, in a few words: `number`, `0 | 1`, `object`, `list`, `string | number`. */
export function describeSchema(schema: z.ZodType): string {
  const values = enumValues(schema);
  if (values) return values.map((v) => JSON.stringify(v)).join(' | ');
  const { def } = unwrapSchema(schema);
  if (def.type === 'union' && def.options) return [...new Set(def.options.map(describeSchema))].join(' | ');
  if (def.type === 'array') return 'list';
  if (def.type === 'record') return 'object';
  return def.type;
}

const child = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether `given` looks like a rename of `wanted`: case, `_` and `-` aside, or a letter or two apart. */
function similarNames(wanted: string, given: string): boolean {
  const plain = (s: string) => s.toLowerCase().replace(/[_-]/g, '');
  if (plain(wanted) === plain(given)) return true;
  return editDistance(wanted, given) <= Math.max(1, Math.floor(wanted.length / 4));
}

function visit(schema: z.ZodType, value: unknown, path: string, walk: Walk): void {
  const u = unwrapSchema(schema);
  if (value === undefined) {
    if (!u.optional) walk.add('missing-field', path, describeSchema(schema), 'absent');
    return;
  }
  if (value === null) {
    if (!u.nullable && u.def.type !== 'null' && !['any', 'unknown'].includes(u.def.type))
      walk.add('null-value', path, describeSchema(schema), 'null');
    return;
  }
  const values = enumValues(u.schema);
  if (values) {
    if (values.includes(value)) return;
    if (values.some((v) => typeof v === typeof value))
      walk.add('unknown-enum-value', path, describeSchema(u.schema), JSON.stringify(value));
    else walk.add('wrong-type', path, describeSchema(u.schema), jsonType(value));
    return;
  }
  const { def } = u;
  switch (def.type) {
    case 'any':
    case 'unknown':
      return;
    case 'string':
    case 'number':
    case 'boolean':
      if (typeof value !== def.type) walk.add('wrong-type', path, def.type, jsonType(value));
      else ruleBroken(u.schema, value, path, walk);
      return;
    case 'object':
      if (isPlainObject(value)) visitObject(def, value, path, walk);
      else walk.add('wrong-type', path, 'object', jsonType(value));
      return;
    case 'array':
      if (!Array.isArray(value)) walk.add('wrong-type', path, 'list', jsonType(value));
      else if (def.element) for (const element of value) visit(def.element, element, `${path}[]`, walk);
      return;
    case 'record':
      if (!isPlainObject(value)) walk.add('wrong-type', path, 'object', jsonType(value));
      else if (def.valueType)
        for (const [k, v] of Object.entries(value)) visit(def.valueType, v, child(path, k), walk);
      return;
    case 'union':
      visitUnion(def, value, path, walk);
      return;
    default:
      ruleBroken(u.schema, value, path, walk);
  }
}

/** A value of the right type that the schema still refuses (a format, a range, a whole number). */
function ruleBroken(schema: z.ZodType, value: unknown, path: string, walk: Walk): void {
  const result = schema.safeParse(value);
  if (!result.success)
    walk.add('invalid-value', path, result.error.issues[0]?.message ?? 'valid', jsonType(value));
}

function visitUnion(def: SchemaDef, value: unknown, path: string, walk: Walk): void {
  const options = def.options ?? [];
  if (def.discriminator !== undefined) {
    const key = def.discriminator;
    if (!isPlainObject(value)) {
      walk.add('wrong-type', path, 'object', jsonType(value));
      return;
    }
    const chosen = options.find((o) => unwrapSchema(o).def.shape?.[key]?.safeParse(value[key]).success);
    if (chosen) visit(chosen, value, path, walk);
    else {
      const allowed = options.flatMap((o) => enumValues(unwrapSchema(o).def.shape?.[key] ?? o) ?? []);
      walk.add(
        'unknown-enum-value',
        child(path, key),
        allowed.map((v) => JSON.stringify(v)).join(' | '),
        JSON.stringify(value[key]),
      );
    }
    return;
  }
  // The branch that fits best: fewest breaking differences, then fewest of any kind.
  let best: { walk: Walk; option: z.ZodType } | undefined;
  for (const option of options) {
    const trial = new Walk();
    visit(option, value, path, trial);
    const better =
      !best ||
      trial.breakingCount < best.walk.breakingCount ||
      (trial.breakingCount === best.walk.breakingCount && trial.found.size < best.walk.found.size);
    if (better) best = { walk: trial, option };
  }
  if (!best) return;
  walk.merge(best.walk);
  walk.branch(path, describeSchema(best.option));
}

function visitObject(def: SchemaDef, value: Record<string, unknown>, path: string, walk: Walk): void {
  const shape = def.shape ?? {};
  const missing: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const { optional } = unwrapSchema(field);
    const present = value[key] !== undefined;
    if (optional) walk.presence(child(path, key), 1, present ? 1 : 0);
    if (present) visit(field, value[key], child(path, key), walk);
    else if (!optional) missing.push(key);
  }
  const catchall = def.catchall ? unwrapSchema(def.catchall).def.type : 'never';
  const extra =
    catchall === 'unknown' || catchall === 'any' ? [] : Object.keys(value).filter((k) => !(k in shape));
  for (const key of missing) {
    const field = shape[key] as z.ZodType;
    const renamed = extra
      .filter((given) => similarNames(key, given))
      .find((given) => {
        const trial = new Walk();
        visit(field, value[given], '', trial);
        return trial.breakingCount === 0;
      });
    if (renamed) {
      extra.splice(extra.indexOf(renamed), 1);
      walk.add('renamed-field', child(path, key), key, renamed);
    } else walk.add('missing-field', child(path, key), describeSchema(field), 'absent');
  }
  for (const key of extra)
    walk.add('undeclared-field', child(path, key), 'not in the contract', jsonType(value[key]));
}

/** The differences between `data` and `schema`, and what the comparison of two servers needs. */
export function walkData(schema: z.ZodType, data: unknown): Walked {
  const walk = new Walk();
  visit(schema, data, '', walk);
  return { issues: walk.issues, optional: walk.optional, unions: walk.unions };
}
