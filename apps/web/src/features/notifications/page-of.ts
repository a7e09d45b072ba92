/**
 * The items on a page of a list paged in the browser: `current` is the page asked for, or the last one
 * when the list has shrunk below it.
 */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number) {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(page, pages);
  return { current, shown: items.slice((current - 1) * pageSize, current * pageSize) };
}
