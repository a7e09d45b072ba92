import { setTimeout as sleep } from 'node:timers/promises';
import type { EndpointDef } from '@shui/contract';

/** Time, for the rate limit; tests give their own. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}
export const systemClock: Clock = { now: () => performance.now(), sleep: (ms) => sleep(ms) };

/** At most `perSecond` requests a second, evenly spaced: each waits its turn. */
export class RateLimiter {
  private next = Number.NEGATIVE_INFINITY;

  constructor(
    readonly perSecond: number,
    private readonly clock: Clock = systemClock,
  ) {}

  async take(): Promise<void> {
    const now = this.clock.now();
    const at = Math.max(now, this.next);
    this.next = at + 1000 / this.perSecond;
    if (at > now) await this.clock.sleep(at - now);
  }
}

/** What a server answered: its status and body (parsed when it is JSON). */
export interface Answer {
  status: number;
  /** The body parsed as JSON; undefined when it is not JSON. */
  json: unknown;
  /** The content type, for the report of an answer that is not JSON. */
  type: string;
}

/** An answer, or why there was none (refused, timed out, ...). */
export type Sent = { answered: true; answer: Answer } | { answered: false; reason: string };

export interface Request {
  def: EndpointDef;
  query?: Record<string, string>;
  body?: unknown;
  /** The bearer token to send; none for a public call. */
  token?: string;
}

/** fetch's reason for failing: ECONNREFUSED, ENOTFOUND, a timeout. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if ((error as Error).name === 'TimeoutError') return `no answer within ${timeoutMs / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** One server (checked or fake): the contract's calls at its API base, rate-limited, each with a timeout. */
export class ServerClient {
  /** Requests sent, by `METHOD path`, in order (the report counts them). */
  readonly sent: string[] = [];

  constructor(
    /** The API base: `https://test.shuishan.net.cn/api`; a call's path is appended to it. */
    readonly base: string,
    private readonly limiter: RateLimiter,
    private readonly timeoutMs: number,
  ) {}

  url(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.base.replace(/\/+$/, '')}${path}${search ? `?${search}` : ''}`;
  }

  async send({ def, query, body, token }: Request): Promise<Sent> {
    await this.limiter.take();
    this.sent.push(`${def.method} ${def.path}`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(this.url(def.path, query), {
        method: def.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'manual',
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = text === '' ? undefined : JSON.parse(text);
      } catch {
        json = undefined;
      }
      return {
        answered: true,
        answer: { status: response.status, json, type: response.headers.get('content-type') ?? 'no type' },
      };
    } catch (error) {
      return { answered: false, reason: reasonOf(error, this.timeoutMs) };
    }
  }
}
