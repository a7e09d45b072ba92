import type { RequestHandler } from 'express';

/** Loopback origins on any port: the portal in dev (5173), preview (4173) and e2e runs on free ports. */
const LOOPBACK_ORIGIN =
  /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\]|[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost)(:\d{1,5})?$/i;

/**
 * CORS for the portal's origins: loopback hosts plus any listed in `extraOrigins`. The portal sends
 * its token in the Authorization header, so no credentials (cookies) are allowed cross-origin.
 */
export function cors(extraOrigins: readonly string[]): RequestHandler {
  const extra = new Set(extraOrigins);
  return (req, res, next) => {
    const origin = req.headers.origin;
    if (origin && (LOOPBACK_ORIGIN.test(origin) || extra.has(origin))) {
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
