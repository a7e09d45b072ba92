import type { RequestHandler } from 'express';

/** Loopback origins on any port: the portal in dev (5173), preview (4173) and e2e runs on free ports. */
const LOOPBACK_ORIGIN =
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)(:\d{1,5})?$/i;

/** Whether an origin is one of the portal's: a loopback host, or one listed in `extraOrigins`. */
export function portalOrigins(extraOrigins: readonly string[]): (origin: string) => boolean {
  const extra = new Set(extraOrigins);
  return (origin) => LOOPBACK_ORIGIN.test(origin) || extra.has(origin);
}

/**
 * CORS for the portal's origins. The portal sends its token in the Authorization header, so no
 * credentials (cookies) are allowed cross-origin. The contract's fast path (listener.ts) sets the same
 * two headers on its answers; preflights always come here.
 */
export function cors(isPortalOrigin: (origin: string) => boolean): RequestHandler {
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && isPortalOrigin(origin)) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      res.setHeader('Vary', 'Origin');
      if (req.method === 'OPTIONS') {
        res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE,OPTIONS');
        res.setHeader('Access-Control-Allow-Headers', 'Authorization,Content-Type,Accept-Language');
        res.setHeader('Access-Control-Max-Age', '600');
        res.status(204).end();
        return;
      }
    }
    next();
  };
}
