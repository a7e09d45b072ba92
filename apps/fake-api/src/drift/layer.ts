import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { endpoints, isSuccessCode, respCodes, serverMessages, type EndpointDef } from '@shui/contract';
import { sendEnvelope } from '../http/envelope';
import type { NotedResponse, RecordCall } from '../http/middleware/observe';
import { unalias, type CompiledDrift } from './rewrite';

export interface DriftLayerDeps {
  /** The fake API's request log and journal, for the answers the layer gives itself. */
  record: RecordCall;
  isPortalOrigin: (origin: string) => boolean;
}

type End = ServerResponse['end'];
type Write = ServerResponse['write'];

const routes = new Map(
  Object.entries(endpoints as Record<string, EndpointDef>).map(([name, def]) => [
    `${def.method} ${def.path}`,
    { name, def },
  ]),
);

const toBuffer = (chunk: unknown, encoding?: BufferEncoding): Buffer =>
  typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);

/**
 * Holds what `res` is given until it ends, then lets `change` rewrite the status, headers and body (a
 * JSON text) before anything goes out. Answers are small envelopes: nothing is streamed here.
 */
function rewriteOnEnd(res: ServerResponse, change: (body: string) => string): void {
  const chunks: Buffer[] = [];
  const write: Write = res.write.bind(res);
  const end = res.end.bind(res) as End;
  res.write = ((chunk: unknown, encoding?: unknown, callback?: unknown) => {
    chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }) as Write;
  res.end = ((chunk?: unknown, encoding?: unknown, callback?: unknown) => {
    res.write = write;
    res.end = end;
    if (typeof chunk === 'function') return end(finish(chunks, change, res), chunk as () => void);
    if (chunk !== undefined && chunk !== null)
      chunks.push(toBuffer(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined));
    const done = typeof encoding === 'function' ? encoding : callback;
    return end(finish(chunks, change, res), done as (() => void) | undefined);
  }) as End;
}

function finish(chunks: Buffer[], change: (body: string) => string, res: ServerResponse): Buffer {
  const before = Buffer.concat(chunks);
  const after = Buffer.from(change(before.toString('utf8')), 'utf8');
  if (!res.headersSent && res.hasHeader('content-length')) res.setHeader('Content-Length', after.length);
  return after;
}

/**
 * The drift stand-in in front of the fake API's listener (`--drift FILE`): planted aliases in a request
 * are put back, then each contract call is answered as its drifts say: removed (404 as for an unknown
 * path), a 500 on every n-th call, an unknown respCode, or the fake API's answer with its data changed,
 * headers added and, for an invalid token, HTTP 200 with an error respCode instead of 401. The answers
 * the layer gives itself go to the same request log and journal, marked `[fault drift:<kind>]`.
 */
export function driftLayer(
  compiled: CompiledDrift,
  deps: DriftLayerDeps,
  inner: RequestListener,
): RequestListener {
  const { record, isPortalOrigin } = deps;

  const answer = (
    req: IncomingMessage,
    res: ServerResponse,
    kind: string,
    status: number,
    respCode: number,
    respMsg: string,
  ) => {
    const started = performance.now();
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const noted = res as NotedResponse;
    noted.locals = { respCode: undefined, fault: `drift:${kind}`, body: undefined };
    const origin = req.headers.origin;
    if (origin !== undefined && isPortalOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
    }
    sendEnvelope(noted, status, respCode, respMsg, null);
    record(req.method ?? '', url, q === -1 ? url : url.slice(0, q), started, status, noted.locals, req);
  };

  return (req, res) => {
    if (compiled.aliases.size > 0) {
      req.url = unalias(req.url ?? '', compiled.aliases);
      const auth = req.headers.authorization;
      if (auth !== undefined) req.headers.authorization = unalias(auth, compiled.aliases);
    }
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const route = routes.get(`${req.method ?? ''} ${q === -1 ? url : url.slice(0, q)}`);
    if (!route) {
      inner(req, res);
      return;
    }
    const call = compiled.calls.get(route.name);
    if (call?.removed) {
      const { status, respCode } = respCodes.notFound;
      answer(
        req,
        res,
        'removed',
        status,
        respCode,
        `${serverMessages.notFound}：${req.method} ${route.def.path}`,
      );
      return;
    }
    if (call?.intermittent) {
      const n = call.intermittent.calls;
      call.intermittent.calls += 1;
      if (n % call.intermittent.every === 0) {
        const { status, respCode } = respCodes.internal;
        answer(req, res, 'intermittent', status, respCode, serverMessages.internal);
        return;
      }
    }
    if (call?.respCode) {
      const { status, respCode, respMsg } = call.respCode;
      answer(req, res, 'unknown-respcode', status, respCode, respMsg);
      return;
    }
    const headers = [...compiled.headers, ...(call?.headers ?? [])];
    const edits = call?.edits ?? [];
    const token = route.def.access === 'public' ? undefined : compiled.token;
    if (edits.length === 0 && headers.length === 0 && token === undefined) {
      inner(req, res);
      return;
    }
    rewriteOnEnd(res, (text) => {
      for (const [name, value] of headers) res.appendHeader(name, value);
      const locals = (res as Partial<NotedResponse>).locals;
      let body: { respCode?: number | string; respMsg?: string; data?: unknown };
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        return text;
      }
      if (res.statusCode === respCodes.unauthorized.status && token) {
        res.statusCode = token.status;
        body = { respCode: token.respCode, respMsg: token.respMsg, data: null };
      } else if (res.statusCode === 200 && isSuccessCode(body.respCode) && edits.length > 0) {
        for (const edit of edits) edit(body.data);
      } else return text;
      const changed = JSON.stringify(body);
      if (locals) {
        locals.body = changed;
        locals.respCode = body.respCode;
      }
      return changed;
    });
    inner(req, res);
  };
}
