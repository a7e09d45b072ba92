import type { JournalEntry } from '@shui/contract';

/** A status filter: every status, or one class (2xx, 3xx, 4xx, 5xx). */
export type StatusFilter = 'all' | '2' | '3' | '4' | '5';

/** The entries whose path contains `path` (any case) and whose status is of the class asked for. */
export function filterJournal(
  entries: readonly JournalEntry[],
  path: string,
  status: StatusFilter,
): JournalEntry[] {
  const needle = path.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (needle === '' || entry.path.toLowerCase().includes(needle)) &&
      (status === 'all' || Math.floor(entry.status / 100) === Number(status)),
  );
}

/** A body as the journal keeps it, laid out for reading: indented when it is JSON, as it is otherwise. */
export function prettyBody(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}
