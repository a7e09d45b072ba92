import { z } from 'zod';

/**
 * Paging, in one place: the page a list call answers (`pageOf`) and the `pageNum`/`pageSize` of its
 * query (`pageQuery`), built from the endpoint's page rule. The rules differ from list to list and are
 * part of the API (their limits, defaults, error texts and documented schemas), so each list names its
 * own; most use the pager's (`pagerPageRule`).
 */

/** The highest page number a query may name. */
export const PAGE_NUM_MAX = 100_000;

/**
 * How a list pages: the page sizes a caller may ask for (`sizes`: any other is a 400) or the largest
 * (`maxSize`), the size of a page when the query names none (`defaultSize`), and how the lower bound
 * of 1 of both parameters is written: `>=1` (documented `minimum: 1`, the default) or `>0` (documented
 * `exclusiveMinimum: 0`). Both forms accept the same numbers; their error texts differ.
 */
export type PageRule = {
  readonly defaultSize: number;
  readonly lowerBound?: '>=1' | '>0';
} & ({ readonly sizes: readonly number[] } | { readonly maxSize: number });

/** The pager's rule (spec section 9): pageSize 10, 20, 30 or 50, 10 by default. */
export const pagerPageRule = {
  sizes: [10, 20, 30, 50],
  defaultSize: 10,
} as const satisfies PageRule;

const fromOne = (rule: PageRule) =>
  rule.lowerBound === '>0' ? z.coerce.number().int().positive() : z.coerce.number().int().min(1);

const pageSizeParam = (rule: PageRule) => {
  if ('maxSize' in rule) return fromOne(rule).max(rule.maxSize);
  const { sizes } = rule;
  return z.coerce
    .number()
    .int()
    .refine((n) => sizes.includes(n), { message: `must be one of ${sizes.join(', ')}` });
};

/**
 * The paging parameters of a list's query, both optional: `pageNum` from 1 (at most PAGE_NUM_MAX) and
 * `pageSize` as the rule says. `.extend()` it, or spread its `.shape` after a query's own fields.
 */
export const pageQuery = (rule: PageRule) =>
  z.object({
    pageNum: fromOne(rule).max(PAGE_NUM_MAX).optional(),
    pageSize: pageSizeParam(rule).optional(),
  });

/** The page a query that names none asks for: the first, of the rule's default size. */
export const pageDefaults = <R extends PageRule>(rule: R) =>
  ({ pageNum: 1, pageSize: rule.defaultSize as R['defaultSize'] }) as const;

/** The page a query asks for, the rule's defaults standing for what it leaves out. */
export const pageAsked = (
  rule: PageRule,
  query: { pageNum?: number | undefined; pageSize?: number | undefined },
): { pageNum: number; pageSize: number } => ({
  pageNum: query.pageNum ?? 1,
  pageSize: query.pageSize ?? rule.defaultSize,
});

/** One page of a list: its items, the total over all pages, and the page asked for. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().nonnegative(),
    pageNum: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
