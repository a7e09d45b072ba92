import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGE_NUM_MAX, pageAsked, pageDefaults, pageOf, pageQuery, pagerPageRule } from './paging';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('pageQuery', () => {
  it('reads both parameters from query strings and leaves out what the query omits', () => {
    const query = pageQuery(pagerPageRule);
    expect(query.parse({ pageNum: '3', pageSize: '20' })).toEqual({ pageNum: 3, pageSize: 20 });
    expect(query.parse({})).toEqual({});
  });

  it('takes only the sizes of a `sizes` rule, naming them in the error', () => {
    const query = pageQuery({ sizes: [10, 20, 50], defaultSize: 20 });
    expect(query.safeParse({ pageSize: '50' }).success).toBe(true);
    expect(messages(query.safeParse({ pageSize: '30' }))).toEqual(['pageSize: must be one of 10, 20, 50']);
  });

  it('takes sizes from 1 to the largest of a `maxSize` rule', () => {
    const query = pageQuery({ maxSize: 50, defaultSize: 10 });
    expect(query.safeParse({ pageSize: '1' }).success).toBe(true);
    expect(query.safeParse({ pageSize: '50' }).success).toBe(true);
    expect(query.safeParse({ pageSize: '51' }).success).toBe(false);
    expect(query.safeParse({ pageSize: '0' }).success).toBe(false);
  });

  it('numbers pages from 1 to PAGE_NUM_MAX', () => {
    const query = pageQuery(pagerPageRule);
    expect(query.safeParse({ pageNum: String(PAGE_NUM_MAX) }).success).toBe(true);
    expect(query.safeParse({ pageNum: String(PAGE_NUM_MAX + 1) }).success).toBe(false);
    expect(query.safeParse({ pageNum: '0' }).success).toBe(false);
    expect(query.safeParse({ pageNum: '1.5' }).success).toBe(false);
  });

  it('writes the lower bound as the rule says: documented and worded `>=1` or `>0`', () => {
    const minimum = pageQuery({ maxSize: 50, defaultSize: 10 });
    const exclusive = pageQuery({ maxSize: 50, defaultSize: 10, lowerBound: '>0' });
    const documented = (schema: z.ZodType) =>
      (z.toJSONSchema(schema, { io: 'input' }) as { properties: Record<string, object> }).properties;
    expect(documented(minimum).pageSize).toMatchObject({ minimum: 1, maximum: 50 });
    expect(documented(exclusive).pageSize).toMatchObject({ exclusiveMinimum: 0, maximum: 50 });
    expect(messages(minimum.safeParse({ pageNum: '0' }))).not.toEqual(
      messages(exclusive.safeParse({ pageNum: '0' })),
    );
  });
});

describe('the page asked for', () => {
  it('is the first page of the default size when the query names none', () => {
    expect(pageDefaults({ sizes: [10, 20, 50], defaultSize: 20 })).toEqual({ pageNum: 1, pageSize: 20 });
    expect(pageAsked(pagerPageRule, {})).toEqual({ pageNum: 1, pageSize: 10 });
  });

  it('keeps what the query names', () => {
    expect(pageAsked(pagerPageRule, { pageNum: 4, pageSize: 50 })).toEqual({ pageNum: 4, pageSize: 50 });
    expect(pageAsked(pagerPageRule, { pageSize: 30 })).toEqual({ pageNum: 1, pageSize: 30 });
  });
});

describe('pageOf', () => {
  const page = pageOf(z.object({ id: z.number() }));

  it('takes a page of items with its total and place', () => {
    const answer = { list: [{ id: 1 }], total: 11, pageNum: 2, pageSize: 10 };
    expect(page.parse(answer)).toEqual(answer);
  });

  it('refuses a page without a place or with an item of another shape', () => {
    expect(page.safeParse({ list: [], total: 0 }).success).toBe(false);
    expect(page.safeParse({ list: [{ id: 'x' }], total: 1, pageNum: 1, pageSize: 10 }).success).toBe(false);
  });
});
