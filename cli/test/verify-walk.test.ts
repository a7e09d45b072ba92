import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { currentUserSchema } from '@shui/contract';
import { walkData } from '../src/lib/verify/walk';

// The schema walker of `shui verify`: each kind of finding once, with its field path and severity.

const course = z.object({
  courseId: z.number().int(),
  name: z.string(),
  tag: z.union([z.literal(1), z.literal(2)]),
  cover: z.string().optional(),
  teacher: z.string().nullable(),
  level: z.enum(['easy', 'hard']),
});
const list = z.object({ list: z.array(course), total: z.number().int() });
const ok = { courseId: 1, name: 'A', tag: 1, teacher: null, level: 'easy' };

const issues = (schema: z.ZodType, data: unknown) =>
  walkData(schema, data).issues.map(({ kind, severity, field, expected, actual, count }) => ({
    kind,
    severity,
    field,
    expected,
    actual,
    count,
  }));

describe('the schema walker', () => {
  it('finds nothing in data that matches', () => {
    expect(issues(list, { list: [ok, { ...ok, cover: '/c.png', teacher: '王' }], total: 2 })).toEqual([]);
  });

  it.each([
    [
      'a missing field',
      { list: [{ ...ok, name: undefined }], total: 1 },
      {
        kind: 'missing-field',
        severity: 'breaking',
        field: 'list[].name',
        expected: 'string',
        actual: 'absent',
      },
    ],
    [
      'a wrong type',
      { list: [], total: '12' },
      { kind: 'wrong-type', severity: 'breaking', field: 'total', expected: 'number', actual: 'string' },
    ],
    [
      'null where the contract allows none',
      { list: [{ ...ok, name: null }], total: 1 },
      { kind: 'null-value', severity: 'breaking', field: 'list[].name', expected: 'string', actual: 'null' },
    ],
    [
      'a value of the right type against a rule',
      { list: [], total: 1.5 },
      { kind: 'invalid-value', severity: 'breaking', field: 'total', actual: 'number' },
    ],
    [
      'an undeclared field',
      { list: [{ ...ok, idCard: '110105199003071234' }], total: 1 },
      { kind: 'undeclared-field', severity: 'additive', field: 'list[].idCard', actual: 'string' },
    ],
    [
      'an unknown value of a literal union',
      { list: [{ ...ok, tag: 3 }], total: 1 },
      {
        kind: 'unknown-enum-value',
        severity: 'additive',
        field: 'list[].tag',
        expected: '1 | 2',
        actual: '3',
      },
    ],
    [
      'an unknown value of an enum',
      { list: [{ ...ok, level: 'expert' }], total: 1 },
      { kind: 'unknown-enum-value', severity: 'additive', field: 'list[].level', actual: '"expert"' },
    ],
    [
      'an enum value of another type',
      { list: [{ ...ok, tag: '1' }], total: 1 },
      { kind: 'wrong-type', severity: 'breaking', field: 'list[].tag', expected: '1 | 2', actual: 'string' },
    ],
    [
      'a renamed field',
      { list: [{ ...ok, name: undefined, Name: 'A' }], total: 1 },
      { kind: 'renamed-field', severity: 'breaking', field: 'list[].name', expected: 'name', actual: 'Name' },
    ],
  ])('reports %s', (_, data, expected) => {
    expect(issues(list, data)).toEqual([expect.objectContaining({ count: 1, ...expected })]);
  });

  it('counts a difference once per path, with the places it was seen', () => {
    const data = { list: [{ ...ok, tag: 3 }, { ...ok, tag: 4 }, ok], total: 3 };
    expect(issues(list, data)).toEqual([expect.objectContaining({ field: 'list[].tag', count: 2 })]);
  });

  it('keeps a missing field and an unrelated undeclared one apart, and never shows a value', () => {
    const data = { id: 1, headImgUrl: '', userNumber: null, idCard: '11010519900307123X' };
    const found = issues(currentUserSchema, data);
    expect(found.map((i) => `${i.kind} ${i.field}`)).toEqual([
      'missing-field truename',
      'undeclared-field idCard',
    ]);
    expect(JSON.stringify(found)).not.toContain('11010519900307123X');
  });

  it('pairs a rename with the most similar undeclared field, not another one beside it', () => {
    const data = { id: 1, trueName: '李同学', headImgUrl: '', userNumber: null, idCard: 'x' };
    expect(issues(currentUserSchema, data).map((i) => `${i.kind} ${i.field} ${i.actual}`)).toEqual([
      'renamed-field truename trueName',
      'undeclared-field idCard string',
    ]);
  });

  it('does not take a field of another type for a rename', () => {
    const data = { id: 1, trueName: 7, headImgUrl: '', userNumber: null };
    expect(issues(currentUserSchema, data).map((i) => i.kind)).toEqual(['missing-field', 'undeclared-field']);
  });

  it('follows the branch of a discriminated union, and names an unknown discriminator', () => {
    const resource = z.discriminatedUnion('type', [
      z.object({ type: z.literal('video'), seconds: z.number() }),
      z.object({ type: z.literal('file'), size: z.number() }),
    ]);
    expect(issues(z.array(resource), [{ type: 'video', seconds: '3' }, { type: 'quiz' }])).toEqual([
      expect.objectContaining({ kind: 'wrong-type', field: '[].seconds' }),
      expect.objectContaining({ kind: 'unknown-enum-value', field: '[].type', actual: '"quiz"' }),
    ]);
  });

  it('notes which optional fields were sent and which branch of a union matched', () => {
    const schema = z.object({ a: z.string().optional(), b: z.union([z.string(), z.number()]) });
    const walked = walkData(z.array(schema), [{ a: 'x', b: 1 }, { b: 2 }]);
    expect(walked.optional.get('[].a')).toEqual({ parents: 2, present: 1 });
    expect([...(walked.unions.get('[].b') ?? [])]).toEqual(['number']);
  });
});
