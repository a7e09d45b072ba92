import { endpoints, type EndpointDef } from '@shui/contract';
import { CliError } from '../errors';
import { attribute, type Call } from './attribute';
import { checkCall, checkTokenSignal, type Checked } from './check';
import { RateLimiter, ServerClient, systemClock, type Clock } from './client';
import { inputsFor, plan } from './inputs';
import type { Finding, Skipped } from './types';

const table = endpoints as Record<string, EndpointDef>;

/** `shui verify` could not check (a server down, a login refused): exit 2, never a pass. */
export class CouldNotCheck extends CliError {
  constructor(message: string, hint?: string) {
    super(message, 2, hint);
  }
}

export interface Credentials {
  username: string;
  password: string;
}

export interface VerifyOptions {
  /** API base of the server checked. */
  server: string;
  /** API base of the fake API compared with. */
  fake: string;
  /** Undefined when SHUI_VERIFY_USERNAME / _PASSWORD are unset: then only public calls can be made. */
  credentials: Credentials | undefined;
  fakeCredentials: Credentials;
  allowWrite: boolean;
  only?: readonly string[];
  /** Requests a second, to each server. */
  rate: number;
  timeoutMs: number;
  clock?: Clock;
}

export interface VerifyRun {
  findings: Finding[];
  skipped: Skipped[];
  /** Calls checked on both servers (the token check included). */
  checked: string[];
  /** Writes not made, without --allow-write. */
  notCalled: string[];
  /** Writes not made with --allow-write: the contract gives them no inputs. */
  noInputs: string[];
  requests: { server: number; fake: number };
}

/** The call of the token check: the portal's first call with a token (GET /sys/users/current). */
export const TOKEN_CHECK = 'currentUser';

const describeCall = (name: string): Call => {
  const def = table[name] as EndpointDef;
  return { endpoint: name, method: def.method, path: def.path };
};

/** Logs in through the contract's login call; the login answer is checked like any other call. */
async function logIn(
  client: ServerClient,
  who: Credentials,
  what: string,
): Promise<{ token: string; checked: Checked }> {
  const body = { username: who.username, password: who.password, checked: true };
  const sent = await checkCall(client, { def: endpoints.login, body });
  if (sent.state === 'skipped') {
    throw new CouldNotCheck(
      `could not log in to ${what} at ${client.base} as ${who.username}: it ${sent.reason}.`,
      what === 'the fake API'
        ? 'Set SHUI_VERIFY_FAKE_USERNAME / SHUI_VERIFY_FAKE_PASSWORD to an account of the fake API (default student / Shui@2025).'
        : 'Check SHUI_VERIFY_USERNAME and SHUI_VERIFY_PASSWORD: an account of that server.',
    );
  }
  const unreachable = sent.issues.find(
    (i) => i.kind === 'no-answer' || i.kind === 'http-status' || i.kind === 'removed',
  );
  const data = sent.data as { access_token?: unknown } | undefined;
  if (unreachable || typeof data?.access_token !== 'string') {
    const why = unreachable ? unreachable.actual : 'its answer holds no access_token';
    throw new CouldNotCheck(
      `could not log in to ${what} at ${client.base} as ${who.username}: ${why}.`,
      hintFor(what),
    );
  }
  return { token: data.access_token, checked: sent };
}

const hintFor = (what: string) =>
  what === 'the fake API'
    ? 'Start it (`pnpm dev`, or `pnpm shui serve`) or point --fake at one.'
    : 'Is the address right (--against)? Is the server up and reachable from here?';

/** Runs every planned check against the server and the fake, side by side. */
export async function verify(options: VerifyOptions): Promise<VerifyRun> {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs;
  const server = new ServerClient(options.server, new RateLimiter(options.rate, clock), timeoutMs);
  const fake = new ServerClient(options.fake, new RateLimiter(options.rate, clock), timeoutMs);
  const { calls, notCalled, noInputs } = plan({ allowWrite: options.allowWrite, only: options.only });
  const findings: Finding[] = [];
  const skipped: Skipped[] = [];
  const checked: string[] = [];
  const record = (name: string, onServer: Checked, onFake: Checked) => {
    const result = attribute(describeCall(name), onServer, onFake);
    findings.push(...result.findings);
    skipped.push(...result.skipped);
    if (onServer.state === 'checked' && onFake.state === 'checked') checked.push(name);
  };

  // The token check first: it needs no account, and tells at once whether both servers answer.
  const tokenDef = table[TOKEN_CHECK] as EndpointDef;
  const [serverToken, fakeToken] = await Promise.all([
    checkTokenSignal(server, tokenDef),
    checkTokenSignal(fake, tokenDef),
  ]);
  for (const [result, what, client] of [
    [serverToken, 'the server', server],
    [fakeToken, 'the fake API', fake],
  ] as const) {
    const down = result.state === 'checked' ? result.issues.find((i) => i.kind === 'no-answer') : undefined;
    if (down)
      throw new CouldNotCheck(`could not reach ${what} at ${client.base}: ${down.actual}.`, hintFor(what));
  }
  const tokenCall = { ...describeCall(TOKEN_CHECK), endpoint: 'expired-token' };
  const token = attribute(tokenCall, serverToken, fakeToken);
  findings.push(...token.findings);
  checked.push('expired-token');

  // Optional calls go without a token when there is no account, as the portal's visitors call them.
  const needsAccount = calls.some((name) => ['user', 'teacher'].includes(table[name]?.access ?? ''));
  let tokens: { server?: string; fake?: string } = {};
  if (needsAccount || options.credentials) {
    if (!options.credentials) {
      throw new CouldNotCheck(
        'SHUI_VERIFY_USERNAME and SHUI_VERIFY_PASSWORD are not set: verify logs in with them to check the calls that need an account.',
        'Set both to an account of the server checked (a test account; never a personal one), or check only public calls with --only.',
      );
    }
    const [onServer, onFake] = await Promise.all([
      logIn(server, options.credentials, 'the server'),
      logIn(fake, options.fakeCredentials, 'the fake API'),
    ]);
    tokens = { server: onServer.token, fake: onFake.token };
    record('login', onServer.checked, onFake.checked);
  }

  const answers = { server: new Map<string, unknown>(), fake: new Map<string, unknown>() };
  const one = async (name: string, side: 'server' | 'fake'): Promise<Checked> => {
    const def = table[name] as EndpointDef;
    const inputs = inputsFor(name, answers[side]);
    if ('missing' in inputs) return { state: 'skipped', reason: inputs.missing };
    const client = side === 'server' ? server : fake;
    const result = await checkCall(client, {
      def,
      query: inputs.query,
      body: inputs.body,
      token: def.access === 'public' ? undefined : tokens[side],
    });
    if (result.state === 'checked' && result.data !== undefined) answers[side].set(name, result.data);
    return result;
  };
  for (const name of calls) {
    const [onServer, onFake] = await Promise.all([one(name, 'server'), one(name, 'fake')]);
    record(name, onServer, onFake);
  }
  return {
    findings,
    skipped,
    checked,
    notCalled,
    noInputs,
    requests: { server: server.sent.length, fake: fake.sent.length },
  };
}
