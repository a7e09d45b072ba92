import { LANDING_HOST_PREFIX } from '../config/env';

/** A host beginning with the Chinese-language site prefix (configurable; `cn.` by default). */
export function isLandingHost(hostname: string, prefix: string = LANDING_HOST_PREFIX): boolean {
  return prefix !== '' && hostname.toLowerCase().startsWith(prefix.toLowerCase());
}
