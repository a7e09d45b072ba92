import { formatBackendMinute, parseBackendTime } from '../../lib/relative-time';

/** A backend time as its day, 'YYYY-MM-DD' on the backend's clock; unreadable ones as they came. */
export function dayOf(time: string): string {
  const at = parseBackendTime(time);
  return Number.isNaN(at) ? time : formatBackendMinute(at).slice(0, 10);
}

/** The machine-readable instant for <time dateTime>. */
export function isoOf(time: string): string | undefined {
  const at = parseBackendTime(time);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A video's length: 'm:ss', or 'h:mm:ss' from an hour. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return h > 0 ? `${h}:${pad(m)}:${pad(s % 60)}` : `${m}:${pad(s % 60)}`;
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/** A size in bytes in the largest unit under 1000 of it (1000-based, as data sets are published). */
export function formatSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(value)} ${UNITS[unit]}`;
}

/** A count with the language's grouping (12,345 / 12.345 / 12 345). */
export const formatCount = (n: number, locale: string): string => new Intl.NumberFormat(locale).format(n);
