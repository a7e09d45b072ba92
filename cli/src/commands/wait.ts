import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { adminEndpoints, type AdminResult } from '@shui/contract';
import { apiOrigin } from '../lib/admin-client';
import { createCommand, examples, parseOptions, withApi } from '../lib/command';
import { ApiDownError, CliError, RefusedError } from '../lib/errors';
import { bold, dim, green, io, print } from '../lib/io';

const DEFAULT_TIMEOUT_S = 30;
const MAX_TIMEOUT_S = 3600;
/** Between two asks: the fake API is ready about 0.2 s after it starts, so a pipeline loses little. */
const POLL_MS = 250;
/** A "still waiting" line at most this often while the reason stays the same (CI logs stay short). */
const REPORT_EVERY_MS = 5_000;

const optionsSchema = z.object({
  timeout: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'expected a number of seconds, such as 30')
    .transform(Number)
    .pipe(
      z
        .number()
        .gt(0, 'must be more than 0 seconds')
        .max(MAX_TIMEOUT_S, `must be at most ${MAX_TIMEOUT_S.toLocaleString('en')} seconds (an hour)`),
    )
    .optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

type Health = AdminResult<'health'>;
type Probe = { up: true; health: Health } | { up: false; why: string; cutOff?: true };

/** The whole and tenths of a number of seconds: "0.4", "12", "2.5". */
const seconds = (ms: number) => String(Math.round(ms / 100) / 10);

/** Gateways in front of a starting service answer these until it is there. */
const NOT_YET = new Set([502, 503, 504]);

/** The health call's reason for failing, from fetch's error (`ECONNREFUSED`, `ENOTFOUND`, ...). */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/**
 * One `GET /__admin/health`, given up when `deadline` aborts. Nothing answering (yet) and a gateway's
 * 502 to 504 mean "not up yet"; any other answer that is not the fake API's health ends the wait, since
 * waiting longer would not change it (another server at that address, a refused Host).
 */
async function probe(origin: string, deadline: AbortSignal): Promise<Probe> {
  const { method, path, response: healthSchema } = adminEndpoints.health;
  const call = `${method} ${path}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(new URL(path, origin), { method, signal: deadline });
    status = response.status;
    if (NOT_YET.has(status)) {
      await response.body?.cancel();
      return { up: false, why: `HTTP ${status}` };
    }
    text = await response.text();
  } catch (error) {
    return deadline.aborted
      ? { up: false, why: 'no answer', cutOff: true }
      : { up: false, why: networkReason(error) };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new CliError(`${origin} answered ${call} with HTTP ${status} and no JSON: is it the fake API?`);
  }
  const refusal = (json as { error?: unknown } | null)?.error;
  if (status >= 400 && typeof refusal === 'string')
    throw new RefusedError(`the fake API refused: ${refusal}`, status);
  const health = healthSchema.safeParse(json);
  if (status !== 200 || !health.success)
    throw new CliError(`${origin} answered ${call} with HTTP ${status}: is it the fake API?`);
  return { up: true, health: health.data };
}

/** Exit 3 once the time is up: what was tried, and the last reason. */
class WaitTimeoutError extends ApiDownError {
  constructor(
    readonly origin: string,
    readonly timeoutS: number,
    readonly attempts: number,
    readonly last: string,
  ) {
    super(
      `the fake API at ${origin} was not up within ${timeoutS} s (${attempts} tries; last: ${last}).`,
      'Was it started (`pnpm fake-api --state memory &`, or `pnpm shui serve`)? If so, its log says why it ' +
        'is not up. Point --api / SHUI_API at it, or give it longer with --timeout.',
    );
  }

  override details(): Record<string, unknown> {
    return { api: this.origin, timeoutSeconds: this.timeoutS, attempts: this.attempts, last: this.last };
  }
}

/**
 * Asks for the fake API's health until it answers or `timeoutS` has passed; progress lines go to stderr
 * through `report`. Answers the health and how long it took.
 */
export async function waitForApi(
  origin: string,
  timeoutS: number,
  report: (line: string) => void,
): Promise<{ health: Health; waitedMs: number; attempts: number }> {
  const timeoutMs = timeoutS * 1000;
  const started = performance.now();
  const deadline = AbortSignal.timeout(timeoutMs);
  let attempts = 0;
  let last = '';
  let reportedAt = -Infinity;
  for (;;) {
    attempts += 1;
    const asked = performance.now();
    const result = await probe(origin, deadline);
    const elapsed = performance.now() - started;
    if (result.up) return { health: result.health, waitedMs: Math.round(elapsed), attempts };
    // Cut off by the deadline: a try that had just begun says nothing new (the previous reason stands);
    // one that had been waiting is a server that accepts and does not answer.
    const took = performance.now() - asked;
    const why = !result.cutOff
      ? result.why
      : took < POLL_MS && last
        ? last
        : `no answer in ${seconds(took)} s`;
    const changed = why !== last;
    last = why;
    const remaining = timeoutMs - elapsed;
    if (remaining <= 0 || deadline.aborted) throw new WaitTimeoutError(origin, timeoutS, attempts, last);
    if (changed || elapsed - reportedAt >= REPORT_EVERY_MS) {
      report(`not up yet: ${last} (${seconds(elapsed)} s of ${timeoutS} s)`);
      reportedAt = elapsed;
    }
    await sleep(Math.min(POLL_MS, remaining));
    if (deadline.aborted) throw new WaitTimeoutError(origin, timeoutS, attempts, last);
  }
}

export const waitCommand = examples(
  withApi(
    createCommand(
      'wait',
      'wait until the fake API answers GET /__admin/health (for CI: start it in the background, then wait)',
    ).option(
      '--timeout <seconds>',
      `give up after this long, with exit 3 (default ${DEFAULT_TIMEOUT_S}, at most ${MAX_TIMEOUT_S})`,
    ),
  ),
  [
    'shui wait',
    'shui wait --timeout 60 --api http://127.0.0.1:4200',
    'pnpm fake-api --state memory --quiet & pnpm shui wait && pnpm shui seed --users 50 --seed 7',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, raw);
  const origin = apiOrigin(options.api);
  const timeoutS = options.timeout ?? DEFAULT_TIMEOUT_S;
  if (!options.json) io().err(dim(`waiting up to ${timeoutS} s for the fake API at ${origin}\n`));
  const { health, waitedMs, attempts } = await waitForApi(origin, timeoutS, (text) => {
    if (!options.json) io().err(dim(`  ${text}\n`));
  });
  print(
    options.json,
    { api: origin, waitedMs, attempts, ...health },
    () =>
      `${green('fake API up')} at ${bold(origin)} after ${seconds(waitedMs)} s: ` +
      `${health.users.toLocaleString('en')} users, state: ${health.state}`,
  );
});
