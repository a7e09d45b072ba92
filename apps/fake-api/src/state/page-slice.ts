/** The page a list call asks for: `pageNum` from 1, `pageSize` items to a page. */
export interface PageRequest {
  pageNum: number;
  pageSize: number;
}

/** One page of a list, as the list calls answer it (the contract's `pageOf`). */
export interface Page<T> extends PageRequest {
  list: T[];
  total: number;
}

/**
 * Page `pageNum` of `items` (in their order), `pageSize` to a page, with the total over all pages: a page
 * past the end is an empty list.
 */
export function pageSlice<T>(items: readonly T[], { pageNum, pageSize }: PageRequest): Page<T> {
  const start = (pageNum - 1) * pageSize;
  return { list: items.slice(start, start + pageSize), total: items.length, pageNum, pageSize };
}
