import { i18n } from './i18n';

/** The words of relative times, in common.json's `time` group. */
export type RelativeTimeKey = 'time.justNow' | 'time.minutesAgo' | 'time.hoursAgo' | 'time.yesterday';

/** A translate function: key plus `count` for minutes and hours (i18next's `t` fits). */
export type RelativeTimeTranslate = (key: RelativeTimeKey, options?: { count: number }) => string;

/** China Standard Time, the backend's clock: UTC+8 all year (no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The zh words, used while a language (or zh itself) has no `time` group yet. */
const zhDefaults: Record<RelativeTimeKey, string> = {
  'time.justNow': '刚刚',
  'time.minutesAgo': '{{count}}分钟前',
  'time.hoursAgo': '{{count}}小时前',
  'time.yesterday': '昨天',
};

const i18nTranslate: RelativeTimeTranslate = (key, options) =>
  // The `time` keys are not in the typed resources yet; the zh defaults stand in until they are.
  (i18n.t as unknown as (key: string, options: object) => string)(key, {
    ...options,
    defaultValue: zhDefaults[key],
  });

const BACKEND_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * Milliseconds since the epoch of a backend time. 'YYYY-MM-DD HH:mm:ss' (no zone) is China Standard
 * Time whatever the browser's zone; a time with its own zone ('Z', '+08:00') keeps it. NaN if unreadable.
 */
export function parseBackendTime(time: string | number | Date): number {
  if (time instanceof Date) return time.getTime();
  if (typeof time === 'number') return time;
  const match = BACKEND_TIME.exec(time.trim());
  if (!match) return Date.parse(time);
  const [y, mo, d, h, mi, s] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(y, mo - 1, d, h, mi, s) - CST_OFFSET_MS;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:mm' on the backend's clock (China Standard Time), the same in every browser zone. */
export function formatBackendMinute(epochMs: number): string {
  const cst = new Date(epochMs + CST_OFFSET_MS);
  return (
    `${cst.getUTCFullYear()}-${pad(cst.getUTCMonth() + 1)}-${pad(cst.getUTCDate())} ` +
    `${pad(cst.getUTCHours())}:${pad(cst.getUTCMinutes())}`
  );
}

/**
 * A notification's time as people say it (spec section 9): under a minute 'just now', then 'N minutes
 * ago', 'N hours ago', 'yesterday' from one day to just under two, otherwise 'YYYY-MM-DD HH:mm'. A time
 * up to an hour ahead of `now` counts as just now (the two clocks differ a little); further ahead, or
 * unreadable, it is shown as a date (or as it came).
 */
export function relativeTime(
  time: string | number | Date,
  now: number | Date = Date.now(),
  t: RelativeTimeTranslate = i18nTranslate,
): string {
  const at = parseBackendTime(time);
  if (Number.isNaN(at)) return String(time);
  const diff = (now instanceof Date ? now.getTime() : now) - at;
  if (diff < -HOUR) return formatBackendMinute(at);
  if (diff < MINUTE) return t('time.justNow');
  if (diff < HOUR) return t('time.minutesAgo', { count: Math.floor(diff / MINUTE) });
  if (diff < DAY) return t('time.hoursAgo', { count: Math.floor(diff / HOUR) });
  if (diff < 2 * DAY) return t('time.yesterday');
  return formatBackendMinute(at);
}
