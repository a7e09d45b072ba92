import { parseBackendTime } from '../../lib/relative-time';

const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago a backend time was, in the language's words ("3 天前", "3 days ago", "il y a 3 jours"),
 * to the largest whole unit; under a minute "now"; a time ahead of `now` (clocks differ) counts as now.
 * An unreadable time is shown as it came.
 */
export function timeAgo(time: string, now: number, locale: string): string {
  const at = parseBackendTime(time);
  if (Number.isNaN(at)) return time;
  const seconds = Math.max(0, Math.floor((now - at) / 1000));
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** A size in bytes as people read it: "89 B", "2.1 KB", "1.5 MB" (in the language's number format). */
export function formatSize(bytes: number, locale: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n);
  if (bytes < 1024) return `${number(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / 1024 / 1024)} MB`;
}

/** An ISO time (with its zone) for `<time dateTime>`; '' when unreadable. */
export function isoTime(time: string): string {
  const at = parseBackendTime(time);
  return Number.isNaN(at) ? '' : new Date(at).toISOString();
}
