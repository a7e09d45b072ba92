import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import type { Clock } from '../../state/clock';
import type { Journal } from '../../state/journal';

export type LogLine = (line: string) => void;

/** What an answer notes for the log and the journal: the envelope's respCode and the fault applied. */
export interface Notes {
  respCode?: number | string;
  fault?: string;
  /** The answer's body when it is written as text here (the envelope, a fault's), for the journal. */
  body?: string;
}

/** A response with its notes (Express's `res.locals`; the contract's fast path sets its own). */
export type NotedResponse = ServerResponse & { locals: Notes };

/**
 * Records one answered request: `url` as received, `path` its part before any "?" (the contract's own
 * string when the fast path answers, so the journal keeps no copy), `started` from performance.now()
 * at its arrival, `req` for the body it read.
 */
export type RecordCall = (
  method: string,
  url: string,
  path: string,
  started: number,
  status: number,
  notes: Notes,
  req: ReadRequest,
) => void;

/** A request once read: the parsed body and uploaded file, where the call took them. */
export type ReadRequest = IncomingMessage & {
  body?: unknown;
  file?: { originalname: string; mimetype: string; size: number };
};

/** What the journal keeps of a request's body: the body read, and an uploaded file's description. */
function requestBody(req: ReadRequest): unknown {
  const { body, file } = req;
  if (file === undefined) return body;
  const described = { file: { name: file.originalname, type: file.mimetype, size: file.size } };
  return body !== null && typeof body === 'object' ? { ...body, ...described } : described;
}

/**
 * One log line per request (time, method, url, status, respCode, ms) and a journal entry for every
 * portal call (not the control plane). Kept cheap: this runs on every request.
 */
export function callRecorder(journal: Journal, clock: Clock, log: LogLine | undefined): RecordCall {
  // The log's time of day changes once a second; formatting it for every line costs more than the rest.
  let second = -1;
  let timeOfDay = '';
  return (method, url, path, started, status, notes, req) => {
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const respCode = notes.respCode ?? null;
    const fault = notes.fault ?? null;
    if (!path.startsWith('/__admin')) {
      journal.add({
        at: clock.now(),
        method,
        path,
        search: url.length > path.length ? url.slice(path.length + 1) : '',
        status,
        respCode,
        ms,
        fault,
        requestBody: requestBody(req),
        responseBody: notes.body,
      });
    }
    if (log) {
      const now = Date.now();
      if (Math.floor(now / 1000) !== second) {
        second = Math.floor(now / 1000);
        timeOfDay = new Date(now).toTimeString().slice(0, 8);
      }
      const faultNote = fault ? ` [fault ${fault}]` : '';
      log(`${timeOfDay} ${method} ${url} ${status} ${respCode ?? '-'} ${ms}ms${faultNote}`);
    }
  };
}

/** The recorder as Express middleware: records each request once its answer is sent. */
export function observe(record: RecordCall): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    // Captured now: inside a mounted router req.url loses the mount point.
    const url = req.url;
    const method = req.method;
    res.on('finish', () => {
      const q = url.indexOf('?');
      record(
        method,
        url,
        q === -1 ? url : url.slice(0, q),
        started,
        res.statusCode,
        res.locals as Notes,
        req as ReadRequest,
      );
    });
    next();
  };
}
