import type { z } from 'zod';

/**
 * Field paths into a call's `data`, as `shui verify` reports findings and the drift stand-in and the
 * endpoint table's `inputs` name fields: keys joined by dots, `[]` for every element of an array and
 * `[key=value]` for the elements whose `key` is `value`: `truename`, `[].message`, `list[].courseId`,
 * `entries[type=file].path`. The empty path is `data` itself.
 */
export type PathSegment = { key: string } | { each: true; where?: { key: string; equals: string } };

const SEGMENT = /^([A-Za-z_$][\w$-]*)?((?:\[(?:[A-Za-z_$][\w$]*=[^\]]*)?\])*)$/;

/** The segments of a field path; an Error names what is wrong with it. */
export function parseFieldPath(path: string): PathSegment[] {
  if (path === '') return [];
  const segments: PathSegment[] = [];
  for (const part of path.split('.')) {
    const match = SEGMENT.exec(part);
    if (!match || part === '') {
      throw new Error(
        `"${path}" is not a field path: write keys joined by dots, [] for each element of a list ` +
          '(list[].courseId), [key=value] for some of them (entries[type=file].path)',
      );
    }
    if (match[1] !== undefined) segments.push({ key: match[1] });
    for (const bracket of (match[2] ?? '').match(/\[[^\]]*\]/g) ?? []) {
      const inner = bracket.slice(1, -1);
      const eq = inner.indexOf('=');
      segments.push(
        eq === -1
          ? { each: true }
          : { each: true, where: { key: inner.slice(0, eq), equals: inner.slice(eq + 1) } },
      );
    }
  }
  return segments;
}

/** A path written back: `list[].courseId`. */
export function formatFieldPath(segments: readonly PathSegment[]): string {
  let out = '';
  for (const segment of segments) {
    if ('key' in segment) out += out === '' ? segment.key : `.${segment.key}`;
    else out += segment.where ? `[${segment.where.key}=${segment.where.equals}]` : '[]';
  }
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every value at `segments` in `value`, in document order (none when the path leads nowhere). */
export function valuesAt(value: unknown, segments: readonly PathSegment[]): unknown[] {
  let current: unknown[] = [value];
  for (const segment of segments) {
    const next: unknown[] = [];
    for (const item of current) {
      if ('key' in segment) {
        if (isRecord(item) && segment.key in item) next.push(item[segment.key]);
      } else if (Array.isArray(item)) {
        const { where } = segment;
        for (const element of item) {
          if (!where || (isRecord(element) && String(element[where.key]) === where.equals))
            next.push(element);
        }
      }
    }
    current = next;
  }
  return current;
}

// ---------------------------------------------------------------------------------------------------
// The schema side: what a zod schema declares at a path
// ---------------------------------------------------------------------------------------------------

/** The parts of a zod 4 schema's definition that the walkers read. */
export interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  discriminator?: string;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  valueType?: z.ZodType;
  items?: readonly z.ZodType[];
  getter?: () => z.ZodType;
}

/** A schema's definition (zod 4 keeps it in `_zod.def`). */
export const schemaDef = (schema: z.ZodType): SchemaDef =>
  (schema as unknown as { _zod: { def: SchemaDef } })._zod.def;

/** Wrappers that change whether a value may be absent or null, not what it is. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);

export interface Unwrapped {
  /** The schema under optional, nullable, default, catch, readonly, lazy and pipe (its input side). */
  schema: z.ZodType;
  def: SchemaDef;
  /** undefined is accepted (optional, a default, a catch). */
  optional: boolean;
  /** null is accepted. */
  nullable: boolean;
}

export function unwrapSchema(schema: z.ZodType): Unwrapped {
  let current = schema;
  let optional = false;
  let nullable = false;
  for (let depth = 0; depth < 64; depth += 1) {
    const def = schemaDef(current);
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault' || def.type === 'catch')
      optional = true;
    if (def.type === 'nullable') nullable = true;
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    else if (def.type === 'lazy' && def.getter) current = def.getter();
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return { schema: current, def, optional, nullable };
  }
  throw new Error('a schema nested more than 64 wrappers deep');
}

/** The values of an enum, a literal, or a union of only those (status 0 | 1); undefined for anything else. */
export function enumValues(schema: z.ZodType): unknown[] | undefined {
  const { def } = unwrapSchema(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return [...def.values];
  if (def.type === 'union' && def.options && def.discriminator === undefined) {
    const all: unknown[] = [];
    for (const option of def.options) {
      const values = enumValues(option);
      if (!values) return undefined;
      all.push(...values);
    }
    return all;
  }
  return undefined;
}

/** The schemas a value at `segments` may have under `schema` (several through a union); none if undeclared. */
export function schemasAt(schema: z.ZodType, segments: readonly PathSegment[]): z.ZodType[] {
  let current: z.ZodType[] = [schema];
  for (const segment of segments) {
    const next: z.ZodType[] = [];
    const visit = (candidate: z.ZodType) => {
      const { def } = unwrapSchema(candidate);
      if (def.type === 'union' && def.options) {
        def.options.forEach(visit);
      } else if ('key' in segment) {
        const field =
          def.type === 'object'
            ? def.shape?.[segment.key]
            : def.type === 'record'
              ? def.valueType
              : undefined;
        if (field) next.push(field);
      } else if (def.type === 'array' && def.element) {
        next.push(def.element);
      }
    };
    current.forEach(visit);
    current = next;
  }
  return current;
}
