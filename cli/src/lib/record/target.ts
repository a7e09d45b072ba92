import { environments } from '@shui/contract';
import { UsageError } from '../errors';
import { unknownName } from '../suggest';

/** The environments `--from` takes by name (their API base); `local` is the fake API, given by address. */
export const RECORD_ENVIRONMENTS = ['test', 'prod'] as const;

/**
 * The API base a recording proxy forwards to: `test` or `prod` (their addresses in the contract's
 * environments), or an http(s) address. Without a trailing slash, so `${base}${path}` is the call.
 */
export function targetBase(from: string): string {
  if ((RECORD_ENVIRONMENTS as readonly string[]).includes(from)) {
    return environments[from as (typeof RECORD_ENVIRONMENTS)[number]].api.replace(/\/+$/, '');
  }
  // A bare word is an environment's name: "tset" gets "Did you mean test?".
  if (/^[a-z]+$/i.test(from)) {
    throw unknownName({
      kind: 'environment to record',
      given: from,
      valid: RECORD_ENVIRONMENTS,
      from: '--from',
    });
  }
  let url: URL;
  try {
    url = new URL(from);
  } catch {
    throw new UsageError(
      `--from: "${from}" is neither test, prod nor an address`,
      'Give --from test, --from prod, or the API base of a server, such as --from https://test.example.edu/api.',
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`--from: ${from} is not an http or https address`);
  }
  if (url.search || url.hash)
    throw new UsageError(`--from: ${from} has a query or a fragment; give the API base only`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}
