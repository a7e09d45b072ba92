import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse as parseQuery, type ParsedUrlQuery } from 'node:querystring';
import { answerFault, type FaultTable } from '../control/faults';
import { sendFailure } from './envelope';
import type { ContractRoutes } from './contract-routes';
import type { LogLine, NotedResponse, ReadRequest, RecordCall } from './middleware/observe';

export interface FastPathDeps {
  routes: ContractRoutes;
  faults: FaultTable;
  record: RecordCall;
  isPortalOrigin: (origin: string) => boolean;
  log: LogLine | undefined;
}

/** Never changed by a reader; handed to calls that take no query when no fault rule needs one either. */
const NO_QUERY: ParsedUrlQuery = Object.freeze(Object.create(null) as ParsedUrlQuery);

/**
 * Characters after which Express's URL parser (parseurl) falls back to url.parse, which may read the
 * query differently (a fragment, white space): such a request goes to Express, to be read as before.
 */
const UNUSUAL_QUERY = /[#\t\n\f\r \u00a0\ufeff]/;

/**
 * The fake API's request listener. Contract calls (method and exact path in the endpoint table) are
 * answered here, on plain node:http objects, with what the Express chain does for them: the request
 * journal and log line, the CORS headers, the fault rules, the caller's token, query and body
 * validation, the envelope and its errors. Everything else (/__admin, preflights, the sign-on pages,
 * uploads, the service stand-ins, unknown paths) goes to `fallback`, the Express app. Express costs
 * several times more per request than the call itself (docs/decisions.md 28).
 */
export function contractListener(deps: FastPathDeps, fallback: RequestListener): RequestListener {
  const { routes, faults, record, isPortalOrigin, log } = deps;

  // As the Express chain does, a call is recorded once answered: never when a fault drops it.
  const answered = (res: NotedResponse, url: string, path: string, started: number) => {
    const req = res.req as ReadRequest;
    const method = req.method ?? '';
    if (res.writableEnded) record(method, url, path, started, res.statusCode, res.locals, req);
    else res.once('finish', () => record(method, url, path, started, res.statusCode, res.locals, req));
  };
  const failed = (res: NotedResponse, url: string, path: string, started: number, error: unknown) => {
    sendFailure(res.req, res, url, error, log);
    answered(res, url, path, started);
  };

  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const call = routes.find(req.method ?? '', q === -1 ? url : url.slice(0, q));
    if (call === undefined || (q !== -1 && UNUSUAL_QUERY.test(url))) {
      fallback(req, res);
      return;
    }

    const started = performance.now();
    // The contract's own string: the journal keeps no copy of the request's.
    const path = call.def.path;
    const noted = res as NotedResponse;
    noted.locals = { respCode: undefined, fault: undefined, body: undefined };
    let pending: void | Promise<void>;
    try {
      const origin = req.headers.origin;
      if (origin !== undefined && isPortalOrigin(origin)) {
        res.setHeader('Access-Control-Allow-Origin', origin);
        res.setHeader('Vary', 'Origin');
      }
      const query =
        call.readsQuery || faults.size !== 0 ? parseQuery(q === -1 ? '' : url.slice(q + 1)) : NO_QUERY;
      const fault = faults.size === 0 ? undefined : faults.take(call.def.method, path, query);
      pending = fault
        ? answerFault(fault, req, noted).then((done) => (done ? undefined : call.answer(req, noted, query)))
        : call.answer(req, noted, query);
    } catch (error) {
      failed(noted, url, path, started, error);
      return;
    }
    if (pending === undefined) answered(noted, url, path, started);
    else
      pending.then(
        () => answered(noted, url, path, started),
        (error: unknown) => failed(noted, url, path, started, error),
      );
  };
}
