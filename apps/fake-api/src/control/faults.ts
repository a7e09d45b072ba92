import { randomBytes } from 'node:crypto';
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { Fault, FaultInput } from '@shui/contract';
import type { Clock } from '../state/clock';
import type { NotedResponse } from '../http/middleware/observe';

/** Fault rules: state, applied in front of every portal call (listener.ts, and `applyFaults` on Express). */
export class FaultTable {
  private rules: Fault[] = [];
  /** Told of every change: a rule added, removed, hit or used up (the live events' hook). */
  watcher: (() => void) | undefined;

  constructor(private readonly clock: Clock) {}

  add(input: FaultInput): Fault {
    const fault: Fault = {
      ...input,
      id: randomBytes(6).toString('hex'),
      createdAt: new Date(this.clock.now()).toISOString(),
      remaining: input.times ?? null,
      hits: 0,
    };
    this.rules.push(fault);
    this.watcher?.();
    return fault;
  }

  list(): Fault[] {
    return [...this.rules];
  }

  remove(id: string): boolean {
    const before = this.rules.length;
    this.rules = this.rules.filter((f) => f.id !== id);
    if (this.rules.length === before) return false;
    this.watcher?.();
    return true;
  }

  clear(): number {
    const count = this.rules.length;
    this.rules = [];
    if (count > 0) this.watcher?.();
    return count;
  }

  get size(): number {
    return this.rules.length;
  }

  /** The first rule matching the request, used up by one call (removed when its times run out). */
  take(method: string, path: string, query: Record<string, unknown>): Fault | undefined {
    if (this.rules.length === 0) return undefined;
    const index = this.rules.findIndex(
      (f) =>
        (f.method === undefined || f.method === method) &&
        f.path === path &&
        Object.entries(f.query ?? {}).every(([key, value]) => query[key] === value),
    );
    const fault = this.rules[index];
    if (!fault) return undefined;
    fault.hits += 1;
    if (fault.remaining !== null) {
      fault.remaining -= 1;
      if (fault.remaining <= 0) this.rules.splice(index, 1);
    }
    this.watcher?.();
    return { ...fault };
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The fault rules as Express middleware, for the calls the contract's fast path leaves to Express. */
export function applyFaults(table: FaultTable): RequestHandler {
  return (req, res, next) => {
    // The common case stays synchronous: no rules, nothing to await.
    if (table.size === 0 || req.method === 'OPTIONS' || req.path.startsWith('/__admin')) return next();
    const fault = table.take(req.method, req.path, req.query);
    if (!fault) return next();
    answerFault(fault, req, res as NotedResponse).then((answered) => {
      if (!answered) next();
    }, next);
  };
}

/**
 * Applies a matching fault: wait `delayMs`, then drop the connection, or answer a malformed body, or
 * answer the status / respCode / respMsg. Resolves false when the rule has only a delay: the real
 * handler answers then.
 */
export async function answerFault(fault: Fault, req: IncomingMessage, res: NotedResponse): Promise<boolean> {
  res.locals.fault = fault.label ?? fault.id;
  if (fault.delayMs) await sleep(fault.delayMs);
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  const status = fault.status ?? 200;
  if (fault.malformed) {
    send(res, status, 'application/json; charset=utf-8', MALFORMED_BODY);
    return true;
  }
  if (fault.respCode !== undefined || fault.respMsg !== undefined) {
    const respCode = fault.respCode ?? (status >= 400 ? status * 100 : 50000);
    res.locals.respCode = respCode;
    const body: Record<string, unknown> = { respCode, data: null };
    if (fault.respMsg !== undefined) body.respMsg = fault.respMsg;
    send(res, status, 'application/json; charset=utf-8', JSON.stringify(body));
    return true;
  }
  if (fault.status !== undefined) {
    // A bare status, as a gateway would answer it: plain text, no envelope.
    send(res, status, 'text/plain; charset=utf-8', STATUS_CODES[status] ?? 'Error');
    return true;
  }
  return false;
}

const MALFORMED_BODY = '{"respCode":20000,"respMsg":"ok","data":{';

/** As Express's res.send() writes a string: no body nor type for 204 and 304, an empty body for 205. */
function send(res: NotedResponse, status: number, contentType: string, body: string) {
  res.statusCode = status;
  if (status !== 204 && status !== 304 && status !== 205) res.locals.body = body;
  if (status === 204 || status === 304) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', contentType);
  if (status === 205) {
    res.setHeader('Content-Length', '0');
    res.end();
    return;
  }
  res.end(body);
}
