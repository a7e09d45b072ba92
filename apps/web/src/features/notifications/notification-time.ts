import { parseBackendTime } from '../../lib/relative-time';

/** China Standard Time, the backend's clock (UTC+8, no daylight saving). */
const CST_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A notification time in the default pattern of spec section 9, 'YYYY-MM-DD HH:mm:ss', on the backend's
 * clock whatever the browser's zone; a time that cannot be read is shown as it came.
 */
export function fullTime(createTime: string): string {
  const at = parseBackendTime(createTime);
  if (Number.isNaN(at)) return createTime;
  const cst = new Date(at + CST_OFFSET_MS);
  return (
    `${cst.getUTCFullYear()}-${pad(cst.getUTCMonth() + 1)}-${pad(cst.getUTCDate())} ` +
    `${pad(cst.getUTCHours())}:${pad(cst.getUTCMinutes())}:${pad(cst.getUTCSeconds())}`
  );
}

/** The machine-readable instant for <time dateTime>. */
export function isoTime(createTime: string): string | undefined {
  const at = parseBackendTime(createTime);
  return Number.isNaN(at) ? undefined : new Date(at).toISOString();
}
