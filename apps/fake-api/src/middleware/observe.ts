import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { Journal } from '../journal';

export type LogLine = (line: string) => void;

/**
 * One log line per request (time, method, path, status, respCode, ms) and a journal entry for every
 * portal call (not the control plane).
 */
export function observe(journal: Journal, clock: Clock, log: LogLine | undefined): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Captured now: inside a mounted router req.path loses the mount point.
    const path = req.path;
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const respCode = (res.locals.respCode as number | string | undefined) ?? null;
      const fault = (res.locals.fault as string | undefined) ?? null;
      if (!path.startsWith('/__admin')) {
        journal.add({
          time: new Date(clock.now()).toISOString(),
          method: req.method,
          path,
          query: { ...req.query },
          status: res.statusCode,
          respCode,
          ms,
          fault,
        });
      }
      if (log) {
        const time = new Date().toTimeString().slice(0, 8);
        const faultNote = fault ? ` [fault ${fault}]` : '';
        log(
          `${time} ${req.method} ${req.originalUrl} ${res.statusCode} ${respCode ?? '-'} ${ms}ms${faultNote}`,
        );
      }
    });
    next();
  };
}
