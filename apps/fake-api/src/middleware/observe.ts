import type { RequestHandler } from 'express';
import type { Clock } from '../clock';
import type { Journal } from '../journal';

export type LogLine = (line: string) => void;

/**
 * One log line per request (time, method, path, status, respCode, ms) and a journal entry for every
 * portal call (not the control plane). Kept cheap: this runs on every request.
 */
export function observe(journal: Journal, clock: Clock, log: LogLine | undefined): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Captured now: inside a mounted router req.url loses the mount point.
    const url = req.url;
    const method = req.method;
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10;
      const locals = res.locals as { respCode?: number | string; fault?: string };
      const respCode = locals.respCode ?? null;
      const fault = locals.fault ?? null;
      const q = url.indexOf('?');
      const path = q === -1 ? url : url.slice(0, q);
      if (!path.startsWith('/__admin')) {
        journal.add({
          at: clock.now(),
          method,
          path,
          search: q === -1 ? '' : url.slice(q + 1),
          status: res.statusCode,
          respCode,
          ms,
          fault,
        });
      }
      if (log) {
        const time = new Date().toTimeString().slice(0, 8);
        const faultNote = fault ? ` [fault ${fault}]` : '';
        log(`${time} ${method} ${url} ${res.statusCode} ${respCode ?? '-'} ${ms}ms${faultNote}`);
      }
    });
    next();
  };
}
