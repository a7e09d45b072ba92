import { type AdminName, type AdminResult } from '@shui/contract';
import { AdminCallError, adminCall, type AdminArgs } from '@shui/contract/admin-client';
import { ApiDownError, CliError, RefusedError, UsageError } from './errors';

export const DEFAULT_API = 'http://127.0.0.1:4100';

const START_HINT =
  'Start it with `pnpm dev` (portal and API) or `pnpm shui serve`, or point --api / SHUI_API at a running one.';

/** The fake API's origin: --api beats SHUI_API beats the default. A bad address is a usage error. */
export function apiOrigin(flag: string | undefined): string {
  const raw = flag ?? process.env.SHUI_API ?? DEFAULT_API;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(`--api / SHUI_API: "${raw}" is not an address such as ${DEFAULT_API}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--api / SHUI_API: "${raw}" must be an http:// or https:// address`);
  return url.origin;
}

/** The control plane (/__admin) of a running fake API, called by route name; answers are parsed by the contract. */
export class AdminClient {
  constructor(readonly origin: string) {}

  /** `client.call('reset')`, `client.call('removeFault', { params: { id } })`: the route's parsed answer. */
  async call<N extends AdminName>(name: N, ...args: AdminArgs<N>): Promise<AdminResult<N>> {
    try {
      return await adminCall(this.origin, name, ...args);
    } catch (error) {
      throw error instanceof AdminCallError ? this.cliError(error) : error;
    }
  }

  /** What a failed call means to the user of `shui`. */
  private cliError({ failure, call, detail, status }: AdminCallError): CliError {
    switch (failure) {
      case 'unreachable':
        return new ApiDownError(`the fake API is not running at ${this.origin} (${detail}).`, START_HINT);
      case 'notJson':
        return new CliError(
          `${this.origin} answered ${call} with HTTP ${status} and no JSON: is it the fake API?`,
        );
      case 'foreign':
        return new CliError(`${this.origin} answered ${call} with HTTP ${status}: is it the fake API?`);
      case 'refused':
        return new RefusedError(`the fake API refused: ${detail}`, status ?? 0);
      case 'unexpected':
        return new CliError(
          `unexpected answer to ${call}: ${detail}. ` +
            'Is the fake API at that address from this version of the repository?',
        );
    }
  }
}
