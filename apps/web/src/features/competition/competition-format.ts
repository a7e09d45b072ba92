/**
 * Times as the backend writes them ("YYYY-MM-DD HH:mm:ss", China Standard Time), shown to the minute;
 * the same in every language, as the rest of the portal shows them.
 */
export const toMinute = (time: string): string => time.slice(0, 16);

/** A range: the end without its date when it is the same day. */
export function timeRange(start: string, end: string): string {
  const sameDay = start.slice(0, 10) === end.slice(0, 10);
  return `${toMinute(start)} – ${sameDay ? end.slice(11, 16) : toMinute(end)}`;
}

/** The machine-readable form of a backend time, for `<time dateTime>`. */
export const isoOf = (time: string): string => `${time.slice(0, 10)}T${time.slice(11, 19)}+08:00`;
