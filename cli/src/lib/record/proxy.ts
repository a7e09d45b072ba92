import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints, respCodes, type EndpointDef } from '@shui/contract';
import { Scrubber, carriesCredentials } from '@shui/contract/recording';
import {
  forwardHeaders,
  keptRequestHeaders,
  keptResponseHeaders,
  paramsOf,
  readBody,
  recordedBody,
} from './capture';
import { checkAnswer } from './check';
import type { RawExchange } from './layout';
import { checkOutput, writeRecording, type Written } from './output';

/** Loopback origins on any port (the portal in dev, preview and tests), as the fake API allows. */
const LOOPBACK_ORIGIN =
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)(:\d{1,5})?$/i;

/** How long calls under way may take to finish once the proxy is told to stop. */
const STOP_GRACE_MS = 5_000;

const operationOf = new Map<string, string>(
  Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => [
    `${def.method} ${def.path}`,
    name,
  ]),
);

/** One exchange as it is captured, for progress lines: no query, no body, no header (they hold secrets). */
export interface ExchangeNote {
  /** 1, 2, ... in the order the answers came. */
  n: number;
  method: string;
  /** The path, with anything that looks like personal data already replaced. */
  path: string;
  operation: string | undefined;
  status: number;
  respCode: string | number | undefined;
  problems: string[];
  /** The target did not answer (the client got a 502). */
  error?: string;
}

export interface RecordingProxyOptions {
  /** The API base to forward to: `https://test.example.edu/api` (see targetBase for --from). */
  target: string;
  /** The folder the recording is written to when the proxy stops. */
  out: string;
  /** Port on 127.0.0.1 (0 or omitted: a free one). */
  port?: number;
  host?: string;
  /** Page origins allowed besides loopback ones (CORS). */
  origins?: readonly string[];
  /** Replace an earlier recording in `out`. */
  force?: boolean;
  /** Told of every exchange as it is captured (and of calls the target did not answer). */
  onExchange?: (note: ExchangeNote) => void;
}

export interface RecordingProxy {
  url: string;
  port: number;
  /** Exchanges captured so far. */
  count: () => number;
  /**
   * Stops listening, waits for the calls under way, then scrubs, writes, and scans the recording
   * (SecretSurvivedError when the scan finds a secret: the folder is deleted then).
   */
  stop: () => Promise<Written>;
}

function corsHeaders(res: ServerResponse, origin: string | undefined, allowed: (o: string) => boolean) {
  if (origin === undefined || !allowed(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
}

/**
 * A recording proxy on 127.0.0.1: every request goes on to `target` and its answer back to the client,
 * with CORS for the portal's origins (the proxy answers preflights itself, allowing whatever headers
 * the page asks for, such as Authorization or a token header). Each exchange is filed under its contract
 * operation (method and path in the endpoint table) and checked against the contract as it comes;
 * nothing reaches disk until `stop`, which writes the scrubbed recording (see output.ts).
 */
export async function startRecordingProxy(options: RecordingProxyOptions): Promise<RecordingProxy> {
  const dir = checkOutput(options.out, options.force ?? false);
  const target = options.target.replace(/\/+$/, '');
  const extra = new Set(options.origins ?? []);
  const allowed = (origin: string) => LOOPBACK_ORIGIN.test(origin) || extra.has(origin);
  const exchanges: RawExchange[] = [];
  const pending = new Set<Promise<void>>();
  const pathScrubber = new Scrubber();
  // Aborts the calls still under way when the proxy stops (an event stream never ends by itself).
  const stopping = new AbortController();
  let answered = 0;

  const note = (n: Omit<ExchangeNote, 'n' | 'path'> & { path: string }) => {
    answered += 1;
    options.onExchange?.({ ...n, n: answered, path: pathScrubber.text(n.path) });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const origin = req.headers.origin;
    const method = (req.method ?? 'GET').toUpperCase();
    if (method === 'OPTIONS' && req.headers['access-control-request-method']) {
      corsHeaders(res, origin, allowed);
      if (origin !== undefined && allowed(origin)) {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
        const asked = req.headers['access-control-request-headers'];
        res.setHeader('Access-Control-Allow-Headers', asked ?? 'Authorization,Content-Type,Accept-Language');
        res.setHeader('Access-Control-Max-Age', '600');
      }
      res.statusCode = 204;
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://proxy');
    const body = await readBody(req);
    if (body === undefined) {
      res.statusCode = 413;
      res.end();
      return;
    }
    const operation = operationOf.get(`${method} ${url.pathname}`);
    let upstream: Response;
    try {
      upstream = await fetch(`${target}${url.pathname}${url.search}`, {
        method,
        headers: forwardHeaders(req.headers),
        body: method === 'GET' || method === 'HEAD' ? undefined : body,
        redirect: 'manual',
        signal: stopping.signal,
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      const why = cause?.code ?? cause?.message ?? (error as Error).message;
      corsHeaders(res, origin, allowed);
      res.statusCode = 502;
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.end(
        JSON.stringify({
          respCode: respCodes.unavailable.respCode,
          respMsg: `shui record: ${target} did not answer (${why})`,
          data: null,
        }),
      );
      note({
        method,
        path: url.pathname,
        operation,
        status: 502,
        respCode: undefined,
        problems: [],
        error: why,
      });
      return;
    }
    let bytes: Buffer;
    try {
      bytes = Buffer.from(await upstream.arrayBuffer());
    } catch {
      res.destroy();
      return;
    }
    corsHeaders(res, origin, allowed);
    res.statusCode = upstream.status;
    for (const [name, value] of upstream.headers) {
      if (
        /^(content-encoding|content-length|transfer-encoding|connection|keep-alive|set-cookie)$/i.test(name)
      )
        continue;
      if (/^access-control-/i.test(name)) continue;
      res.setHeader(name, value);
    }
    const cookies = upstream.headers.getSetCookie();
    if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
    res.end(bytes);

    const responseBody = recordedBody(bytes, upstream.headers.get('content-type') ?? undefined);
    const def = operation === undefined ? undefined : (endpoints as Record<string, EndpointDef>)[operation];
    const problems = def ? checkAnswer(def, upstream.status, responseBody) : [];
    exchanges.push({
      operation,
      method,
      path: url.pathname,
      query: paramsOf(url.searchParams),
      auth: carriesCredentials(Object.keys(req.headers)),
      requestHeaders: keptRequestHeaders(req.headers),
      requestBody: recordedBody(body, req.headers['content-type']),
      status: upstream.status,
      responseHeaders: keptResponseHeaders(upstream.headers),
      responseBody,
      problems,
    });
    const json = responseBody !== null && 'json' in responseBody ? responseBody.json : undefined;
    const respCode = (json as { respCode?: string | number } | undefined)?.respCode;
    note({ method, path: url.pathname, operation, status: upstream.status, respCode, problems });
  }

  const server: Server = createServer((req, res) => {
    const work = handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.statusCode = 500;
      res.end(`shui record: ${(error as Error).message}`);
    });
    pending.add(work);
    void work.finally(() => pending.delete(work));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', fail);
      done();
    });
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host ?? '127.0.0.1';

  let stopped: Promise<Written> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeIdleConnections();
      // The calls under way get a few seconds to finish; those still open then are cut and not recorded.
      let grace: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...pending]),
        new Promise((done) => (grace = setTimeout(done, STOP_GRACE_MS))),
      ]);
      clearTimeout(grace);
      stopping.abort();
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await closed;
      return writeRecording(dir, exchanges);
    })());
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    count: () => exchanges.length,
    stop,
  };
}
