import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { FakeApp } from '../app';
import { failureOf, logInternal, sendFailure } from '../http/envelope';
import type { LogLine, NotedResponse } from '../http/middleware/observe';
import type { StateWriter } from './state-writer';

type End = ServerResponse['end'];

/**
 * The app, each of whose answers means "on disk" (docs/decisions.md 33): when the state changed while a
 * request was being answered (by it or by another one), the end of its answer waits until the state
 * file write that includes the change is on disk. When the write fails, the answer becomes a 500 (the
 * backend's envelope, or plain JSON on /__admin) and the error goes to the log. Used with a state file
 * only: with `--state memory` the app is left as it is.
 */
export function answerOnceWritten(app: FakeApp, writer: StateWriter, log: LogLine | undefined): FakeApp {
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    const before = writer.changes;
    // Taken now: Express rewrites req.url inside a mounted router.
    const url = req.url ?? '';
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    let held = false;
    res.end = ((...args: unknown[]) => {
      if (writer.changes === before) return end(...args);
      if (!held) {
        held = true;
        writer.afterWrite((error) => {
          res.end = end as End;
          if (error) failWrite(req, url, res, error, log);
          else end(...args);
        });
      }
      return res;
    }) as End;
    app(req, res);
  };
  const listen = (port?: number, host?: string, onListening?: () => void): Server => {
    const server = createServer(listener);
    return host === undefined ? server.listen(port, onListening) : server.listen(port, host, onListening);
  };
  return Object.assign(listener, { listen, events: app.events, served: app.served });
}

/** The answer held for a write that failed: a 500 instead, as for any internal error. */
function failWrite(
  req: IncomingMessage,
  url: string,
  res: ServerResponse,
  error: Error,
  log: LogLine | undefined,
): void {
  if (res.headersSent) {
    // Part of the answer is out already (a streamed file): the client must not take it as done.
    res.destroy(error);
    return;
  }
  // What the handler set for its answer (length, type, a redirect's Location) goes; CORS headers stay.
  for (const name of res.getHeaderNames()) {
    if (!name.startsWith('access-control-') && name !== 'vary') res.removeHeader(name);
  }
  if (!url.startsWith('/__admin')) {
    sendFailure(req, res as NotedResponse, url, error, log);
    return;
  }
  const failure = failureOf(error);
  logInternal(failure, error, `${req.method} ${url}`, log);
  res.statusCode = failure.status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ error: failure.respMsg }));
}
