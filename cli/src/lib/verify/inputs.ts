import {
  endpoints,
  parseFieldPath,
  unwrapSchema,
  valuesAt,
  type EndpointDef,
  type InputSource,
} from '@shui/contract';

/**
 * Which calls `shui verify` makes, in which order, and with which inputs: reads (`read: true` on the
 * endpoint entry), and with --allow-write the writes whose entry gives `inputs`; a call comes after the
 * calls it takes inputs from, which are checked too (`--only` adds them).
 */

const table = endpoints as Record<string, EndpointDef>;

export interface Plan {
  /** Calls to make, in order. */
  calls: string[];
  /** Writes left out, without --allow-write. */
  notCalled: string[];
  /** Writes left out with --allow-write, and why. */
  noInputs: string[];
}

type Reference = { from: string; pick: string };
const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && 'from' in value && 'pick' in value;

/** The calls an entry's inputs come from. */
export function sourcesOf(def: EndpointDef): string[] {
  const found: string[] = [];
  const visit = (value: unknown) => {
    if (isReference(value)) found.push(value.from);
    else if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(def.inputs);
  return found;
}

/** The order of the calls: each after the ones it takes inputs from, otherwise as in the table. */
export function plan(options: { allowWrite: boolean; only?: readonly string[] }): Plan {
  const names = Object.keys(table);
  const wanted = new Set(options.only ?? names);
  // `login` is how verify logs in: always made, checked like the others.
  const writes = names.filter((n) => !table[n]?.read && n !== 'login' && wanted.has(n));
  const notCalled = options.allowWrite ? [] : writes;
  const noInputs = options.allowWrite ? writes.filter((n) => table[n]?.inputs === undefined) : [];
  const chosen = names.filter(
    (n) => wanted.has(n) && n !== 'login' && (table[n]?.read || (options.allowWrite && table[n]?.inputs)),
  );
  const calls: string[] = [];
  const add = (name: string) => {
    if (calls.includes(name)) return;
    for (const source of sourcesOf(table[name] as EndpointDef)) add(source);
    calls.push(name);
  };
  // Reads first, so a write never changes what a read after it sees.
  for (const name of chosen.filter((n) => table[n]?.read)) add(name);
  for (const name of chosen.filter((n) => !table[n]?.read)) add(name);
  return { calls, notCalled, noInputs };
}

/** The query parameters a call cannot do without. */
function requiredParams(def: EndpointDef): string[] {
  if (!def.query) return [];
  const shape = unwrapSchema(def.query).def.shape ?? {};
  return Object.entries(shape)
    .filter(([, schema]) => !schema.safeParse(undefined).success)
    .map(([key]) => key);
}

export type Inputs = { query: Record<string, string>; body?: unknown } | { missing: string };

/** A call's inputs from the examples of its entry and the data of earlier answers of the same server. */
export function inputsFor(name: string, answers: ReadonlyMap<string, unknown>): Inputs {
  const def = table[name] as EndpointDef;
  const given = def.inputs ?? {};
  let missing: string | undefined;
  const fill = (key: string, source: InputSource): unknown => {
    if (!isReference(source)) return source;
    if (!answers.has(source.from)) {
      missing ??= `needs ${key} from ${source.from}, which did not answer with data`;
      return undefined;
    }
    const found = valuesAt(answers.get(source.from), parseFieldPath(source.pick)).find(
      (v) => v !== undefined && v !== null,
    );
    if (found === undefined)
      missing ??= `needs ${key}: nothing at ${source.pick} in the answer of ${source.from}`;
    return found;
  };
  const query: Record<string, string> = {};
  for (const [key, source] of Object.entries(given.query ?? {})) {
    const value = fill(key, source);
    if (value !== undefined)
      query[key] =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
  }
  for (const key of requiredParams(def)) {
    if (!(key in (given.query ?? {})))
      missing ??= `needs ${key}, and the contract gives no source for it (inputs)`;
  }
  const resolve = (value: unknown): unknown =>
    isReference(value)
      ? fill('the body', value)
      : Array.isArray(value)
        ? value.map(resolve)
        : value !== null && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolve(v)]))
          : value;
  const body = given.body === undefined ? undefined : resolve(given.body);
  if (missing !== undefined) return { missing };
  return body === undefined ? { query } : { query, body };
}
