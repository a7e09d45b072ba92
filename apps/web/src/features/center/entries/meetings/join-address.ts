import { env } from '../../../../config/env';

/** A meeting's join address: absolute as given, or a path on the API's base address. */
export function joinAddress(joinUrl: string): string {
  if (/^https?:\/\//i.test(joinUrl)) return joinUrl;
  return `${env.api.replace(/\/$/, '')}${joinUrl.startsWith('/') ? '' : '/'}${joinUrl}`;
}
