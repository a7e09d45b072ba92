import type { z } from 'zod';
import { personalFields, type PersonalKind } from './personal-fields';

/** The part of a zod 4 schema's definition the walk reads. */
interface Def {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  element?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  valueType?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);
const STRUCTURAL = new Set(['object', 'array', 'record', 'union', 'intersection']);

/** Fields of a value still to be found below this point: path rest -> kind ('' = this value). */
export type Pending = ReadonlyMap<string, PersonalKind>;

/** A schema with its wrappers taken off, and every personal field declared on the way. */
export interface Resolved {
  /** The structural schema (object, array, record) the value is walked with, if any. */
  schema: z.ZodType | undefined;
  pending: Map<string, PersonalKind>;
}

/**
 * Takes off optional, nullable, default, pipe and lazy wrappers, collecting the personal fields
 * declared on each; a union becomes the option the value parses with (else its first). `value` picks
 * the option; nothing is parsed otherwise.
 */
export function resolve(
  schema: z.ZodType | undefined,
  value: unknown,
  inherited?: Pending,
  stopAtUnion = false,
): Resolved {
  const pending = new Map(inherited ?? []);
  let current = schema;
  for (let depth = 0; current && depth < 32; depth += 1) {
    for (const [path, kind] of Object.entries(personalFields.get(current) ?? {})) pending.set(path, kind);
    const def = defOf(current);
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'lazy') current = def.getter?.();
    else if (def.type === 'pipe') {
      const from = def.in && STRUCTURAL.has(defOf(def.in).type) ? def.in : undefined;
      current = from ?? def.out;
    } else if (def.type === 'union' && !stopAtUnion) {
      const options = def.options ?? [];
      current = options.find((o) => o.safeParse(value).success) ?? options[0];
    } else break;
  }
  return { schema: current, pending };
}

/** What a child (an object's key, or an array's items with key `[]`) inherits of the pending paths. */
export function childPending(pending: Pending, key: string): Map<string, PersonalKind> {
  const child = new Map<string, PersonalKind>();
  for (const [path, kind] of pending) {
    if (path === key) child.set('', kind);
    else if (path.startsWith(`${key}.`)) child.set(path.slice(key.length + 1), kind);
    else if (key === '[]' && path.startsWith('[]')) child.set(path.slice(2).replace(/^\./, ''), kind);
  }
  return child;
}

/** The schema of an object's key, an array's items (`[]`) or a record's values, if the schema says. */
export function childSchema(schema: z.ZodType | undefined, key: string): z.ZodType | undefined {
  if (!schema) return undefined;
  const def = defOf(schema);
  if (def.type === 'object') return key === '[]' ? undefined : def.shape?.[key];
  if (def.type === 'array') return key === '[]' ? def.element : undefined;
  if (def.type === 'record') return def.valueType;
  if (def.type === 'intersection') return childSchema(def.left, key) ?? childSchema(def.right, key);
  return undefined;
}

/**
 * Every field path of a schema (`a`, `a.b`, `a[].b`, `[].b`) with the kind personalFields gives it, or
 * undefined; for the test that no field named like personal data goes undeclared.
 */
export function fieldPaths(
  schema: z.ZodType,
  prefix = '',
  inherited?: Pending,
  seen = new Set<z.ZodType>(),
): Array<{ path: string; key: string; kind: PersonalKind | undefined }> {
  const { schema: s, pending } = resolve(schema, undefined, inherited, true);
  if (!s || seen.has(s)) return [];
  const def = defOf(s);
  const next = new Set(seen).add(s);
  if (def.type === 'union') {
    return (def.options ?? []).flatMap((option) => fieldPaths(option, prefix, pending, next));
  }
  if (def.type === 'object') {
    return Object.keys(def.shape ?? {}).flatMap((key) => {
      const child = childPending(pending, key);
      const path = prefix ? `${prefix}.${key}` : key;
      const own = { path, key, kind: child.get('') };
      const inner = def.shape?.[key];
      return [own, ...(inner ? fieldPaths(inner, path, child, next) : [])];
    });
  }
  if (def.type === 'array' && def.element) {
    return fieldPaths(def.element, `${prefix}[]`, childPending(pending, '[]'), next);
  }
  if (def.type === 'record' && def.valueType) return fieldPaths(def.valueType, `${prefix}{}`, pending, next);
  return [];
}
