import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** Host names every fake API answers: loopback addresses, localhost and its subdomains. */
const LOOPBACK_HOST = /^(127(\.\d{1,3}){3}|\[::1\]|localhost|([a-z0-9-]+\.)+localhost)$/i;

/** The host name of a Host header, lower-cased, without its port ("[::1]" keeps its brackets). */
export function hostName(header: string): string {
  const name = header.startsWith('[') ? header.slice(0, header.indexOf(']') + 1) : header.split(':')[0];
  return (name ?? '').toLowerCase();
}

/**
 * Which Host headers are answered: loopback ones and `extraHosts` (--allowed-host, the bound address).
 * A page on another site that rebinds its DNS name to 127.0.0.1 still sends its own name in Host.
 */
export function allowedHosts(extraHosts: readonly string[]): (header: string | undefined) => boolean {
  const extra = new Set(extraHosts.map((host) => hostName(host)));
  return (header) => {
    // HTTP/1.0 clients may send none; a browser always does.
    if (header === undefined) return true;
    const name = hostName(header);
    return LOOPBACK_HOST.test(name) || extra.has(name);
  };
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify({ error: message }));
}

/** Answers 403 to a request whose Host is not allowed, before anything else reads it. */
export function hostGuard(
  isAllowed: (host: string | undefined) => boolean,
  next: RequestListener,
): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const host = req.headers.host;
    if (isAllowed(host)) {
      next(req, res);
      return;
    }
    refuse(
      res,
      403,
      `Host "${host ?? ''}" is not allowed: the fake API answers loopback names (127.0.0.1, localhost, *.localhost) ` +
        'and those given with --allowed-host (env SHUI_ALLOWED_HOSTS)',
    );
  };
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The control plane is for the CLI, scripts and tests (no Origin header) and for pages of the fake API
 * itself (its own origin). A request from another page is refused, CORS "simple" ones included, and a
 * write with a body that is not JSON (what a form or a no-cors fetch can send) too.
 */
export function adminGuard(): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin !== undefined && origin !== `http://${req.headers.host ?? ''}`) {
      refuse(res, 403, `/__admin refuses requests from other origins (Origin: ${origin})`);
      return;
    }
    const type = req.headers['content-type'];
    if (WRITE_METHODS.has(req.method) && type !== undefined && !/^application\/json\s*(;|$)/i.test(type)) {
      refuse(res, 415, `/__admin takes JSON bodies only (Content-Type: application/json), not ${type}`);
      return;
    }
    next();
  };
}
