import { safeRedirect } from '../../lib/safe-redirect';

/**
 * Where /login sends the user once logged in: the `redirect` query when it is a path on this origin
 * (lib/safe-redirect refuses other hosts in every spelling), else '/'; never /login itself, which would
 * send a logged-in user round in a circle.
 */
export function loginTarget(redirect: string | null, origin: string = window.location.origin): string {
  const target = safeRedirect(redirect, origin);
  return /^\/login(?:[/?#]|$)/.test(target) ? '/' : target;
}
