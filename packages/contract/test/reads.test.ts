import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  endpoints,
  enumValues,
  formatFieldPath,
  parseFieldPath,
  schemasAt,
  unwrapSchema,
  valuesAt,
  type EndpointDef,
} from '../src/index';

const all = Object.entries(endpoints as Record<string, EndpointDef>);
const table = endpoints as Record<string, EndpointDef>;

/** Every `{ from, pick }` of an entry's inputs, query and body alike. */
function references(def: EndpointDef): Array<{ from: string; pick: string }> {
  const found: Array<{ from: string; pick: string }> = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value !== null && typeof value === 'object') {
      if ('from' in value && 'pick' in value) found.push(value as { from: string; pick: string });
      else Object.values(value).forEach(visit);
    }
  };
  visit(def.inputs);
  return found;
}

describe('reads and inputs on the endpoint table (what shui verify calls)', () => {
  it('marks no call a read that the spec says sends a code, logs in or switches', () => {
    const writes = [
      'login',
      'ssoExchange',
      'sendRegisterCode',
      'sendResetCode',
      'sendResetMail',
      'switchCompany',
    ];
    expect(writes.filter((name) => table[name]?.read)).toEqual([]);
  });

  it('names in inputs.query only parameters of the call', () => {
    const wrong = all.flatMap(([name, def]) => {
      const shape = def.query ? (unwrapSchema(def.query).def.shape ?? {}) : {};
      return Object.keys(def.inputs?.query ?? {})
        .filter((key) => !(key in shape))
        .map((key) => `${name}.${key}`);
    });
    expect(wrong).toEqual([]);
  });

  it('gives example values that the call accepts', () => {
    const wrong = all.flatMap(([name, def]) => {
      const examples = Object.entries(def.inputs?.query ?? {}).filter(
        (entry): entry is [string, string | number | boolean] => typeof entry[1] !== 'object',
      );
      if (!def.query || examples.length === 0) return [];
      const shape = unwrapSchema(def.query).def.shape ?? {};
      return examples
        .filter(([key, value]) => !shape[key]?.safeParse(String(value)).success)
        .map(([key]) => `${name}.${key}`);
    });
    expect(wrong).toEqual([]);
  });

  it('takes inputs only from reads, at a path their data declares', () => {
    const wrong = all.flatMap(([name, def]) =>
      references(def)
        .filter(({ from, pick }) => {
          const source = table[from];
          return !source?.read || schemasAt(source.data, parseFieldPath(pick)).length === 0;
        })
        .map(({ from, pick }) => `${name} <- ${from}:${pick}`),
    );
    expect(wrong).toEqual([]);
  });

  it('never takes an input from a call that needs this one first', () => {
    const chain = (name: string, seen: string[]): string[] | undefined => {
      if (seen.includes(name)) return [...seen, name];
      for (const { from } of references(table[name] as EndpointDef)) {
        const cycle = chain(from, [...seen, name]);
        if (cycle) return cycle;
      }
      return undefined;
    };
    expect(all.map(([name]) => chain(name, [])).filter(Boolean)).toEqual([]);
  });
});

describe('field paths', () => {
  const data = {
    list: [
      { courseId: 7, chapters: [{ lessons: [] }, { lessons: [{ lessonId: 3 }] }] },
      { courseId: 8, chapters: [] },
    ],
    entries: [
      { type: 'dir', path: 'data' },
      { type: 'file', path: 'README.md' },
    ],
  };

  it.each([
    ['list[].courseId', [7, 8]],
    ['list[].chapters[].lessons[].lessonId', [3]],
    ['entries[type=file].path', ['README.md']],
    ['list[].missing', []],
    ['', [data]],
  ])('%s picks %j', (path, expected) => {
    expect(valuesAt(data, parseFieldPath(path))).toEqual(expected);
  });

  it('are written back as they were read', () => {
    for (const path of ['[]', '[].message', 'list[].courseId', 'entries[type=file].path', 'a.b.c'])
      expect(formatFieldPath(parseFieldPath(path))).toBe(path);
  });

  it('refuse a path that is not one, saying how to write it', () => {
    expect(() => parseFieldPath('list..id')).toThrow(/keys joined by dots/);
    expect(() => parseFieldPath('list[0]')).toThrow(/not a field path/);
  });

  it('find what a schema declares at a path, through wrappers and unions', () => {
    const schema = z.object({
      list: z.array(z.object({ status: z.union([z.literal(0), z.literal(1)]).optional() })).nullable(),
    });
    const [status] = schemasAt(schema, parseFieldPath('list[].status'));
    expect(status && enumValues(status)).toEqual([0, 1]);
    expect(schemasAt(schema, parseFieldPath('list[].other'))).toEqual([]);
    expect(unwrapSchema(status as z.ZodType)).toMatchObject({ optional: true, nullable: false });
  });
});
