import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { RequestHandler } from 'express';
import { type z } from 'zod';
import {
  RESP_OK,
  endpoints,
  missingParameterMessage,
  serverMessages,
  type EndpointDef,
  type EndpointName,
  type StoredUser,
} from '@shui/contract';
import { sendEnvelope } from './envelope';
import { fail } from './errors';
import type { NotedResponse } from './middleware/observe';
import { bodyReaders, requestParams, type NodeMiddleware } from './request-body';
import type { Tokens } from '../auth/tokens';

/** A request as the contract's handlers see it, once its body (if any) is read. */
export type ContractRequest = IncomingMessage & { body?: unknown; file?: Express.Multer.File };

/** What a handler gets: the validated query and body, the caller (when there is one) and the file. */
export interface Ctx<Q, B> {
  query: Q;
  body: B;
  user: StoredUser | undefined;
  file: Express.Multer.File | undefined;
  req: ContractRequest;
  res: ServerResponse;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** The handler of a contract call, its query and body typed by the endpoint's schemas. */
export type Handler<N extends EndpointName> = (
  ctx: Ctx<Infer<Field<(typeof endpoints)[N], 'query'>>, Infer<Field<(typeof endpoints)[N], 'body'>>>,
) => unknown;

/** An endpoint's query or body schema; undefined for an endpoint without one. */
type Field<E, K extends 'query' | 'body'> = E extends { [P in K]: infer S } ? S : undefined;

/** Handlers keyed by endpoint name: a domain's (some names), or the whole table (every name). */
export type Handlers<K extends EndpointName = EndpointName> = { [N in K]: Handler<N> };

/** A domain's handlers, each typed by the endpoint its key names (the keys are inferred). */
export const handlers = <K extends EndpointName>(table: Handlers<K>): Handlers<K> => table;

/** What a call answered by `answerWith` gets: the request (body read), the raw query and the caller. */
export interface RawCtx {
  req: ContractRequest;
  res: NotedResponse;
  query: ParsedUrlQuery;
  user: StoredUser | undefined;
}

/**
 * A reply whose message is not the entry's `ok` (nor serverMessages.ok without one): for a success
 * message that depends on the request (a late homework, say).
 */
export interface Reply<D> {
  data: D;
  respMsg: string;
}
export const reply = <D>(data: D, respMsg: string): Reply<D> => ({ data, respMsg });

export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves the caller for an endpoint's access rule, throwing 401/403 envelopes. */
export function caller(
  tokens: Tokens,
  req: IncomingMessage,
  access: EndpointDef['access'],
): StoredUser | undefined {
  if (access === 'public') return undefined;
  const token = bearerToken(req);
  if (token === undefined) {
    if (access === 'optional') return undefined;
    throw fail('unauthorized');
  }
  const user = tokens.userForToken(token);
  if (!user) throw fail('unauthorized');
  if (access === 'teacher' && user.role !== 'teacher') throw fail('forbidden', serverMessages.teacherOnly);
  return user;
}

/** The caller of a 'user' or 'teacher' call, which `caller` has already refused to a visitor. */
export function requireUser(user: StoredUser | undefined): StoredUser {
  if (!user) throw fail('unauthorized');
  return user;
}

function describe(error: z.ZodError, raw: unknown, where: 'query' | 'body'): string {
  const issue = error.issues[0];
  if (!issue) return serverMessages.badRequest;
  const field = issue.path.join('.');
  if (where === 'query' && issue.path.length === 1 && (raw as Record<string, unknown>)[field] === undefined) {
    return missingParameterMessage(field);
  }
  if (where === 'body' && raw === undefined) return `${serverMessages.badRequest}：请求体缺失`;
  return `${serverMessages.badRequest}：${field || where} ${issue.message}`;
}

export function parseOrFail<S extends z.ZodType>(
  schema: S,
  raw: unknown,
  where: 'query' | 'body',
): z.infer<S> {
  if (where === 'query' && raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) {
      if (Array.isArray(value)) throw fail('badRequest', `${serverMessages.badRequest}：${key} 只能出现一次`);
      if (typeof value !== 'string')
        throw fail('badRequest', `${serverMessages.badRequest}：${key} 不是单个的值`);
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw fail('badRequest', describe(result.error, raw, where));
  return result.data;
}

/**
 * Runs `then` once the body readers are done: at once (synchronously) when there are none. Body parsers
 * and multer fail with Errors (ApiFailure is one too).
 */
function afterBody(
  pre: readonly NodeMiddleware[],
  req: IncomingMessage,
  res: ServerResponse,
  then: () => void | Promise<void>,
): void | Promise<void> {
  if (pre.length === 0) return then();
  return new Promise<void>((resolve, reject: (error: Error) => void) => {
    const step = (index: number) => {
      const middleware = pre[index];
      if (!middleware) {
        try {
          resolve(then());
        } catch (error) {
          reject(error as Error);
        }
        return;
      }
      middleware(req, res, (error?: unknown) => (error ? reject(error as Error) : step(index + 1)));
    };
    step(0);
  });
}

/** A contract call as registered: what the fast path (listener.ts) and the Express middleware run. */
export interface ContractCall {
  def: EndpointDef;
  /** Whether the call reads its query string (the fast path parses it only then, or for fault rules). */
  readsQuery: boolean;
  /**
   * Answers the call with its envelope, or throws (or rejects) with what the error handler turns into
   * one. Synchronous unless a body is read or the handler is async.
   */
  answer(req: IncomingMessage, res: NotedResponse, query: ParsedUrlQuery): void | Promise<void>;
}

/**
 * The contract's calls, found by two Map lookups on method and path (every contract path is static).
 * Each registered call resolves the caller by the endpoint's access rule, reads a body only if the
 * endpoint takes one, validates query and body against the contract and wraps the handler's result in
 * the envelope with respCode 20000. Answers are not parsed against the contract here: the tests do
 * that for every call they make.
 */
export class ContractRoutes {
  private readonly table = new Map<string, Map<string, ContractCall>>();

  constructor(private readonly tokens: Tokens) {}

  /** Registers every call of the contract, in the table's order (resources.ts makes the table). */
  addAll(table: Handlers): void {
    for (const name of Object.keys(table) as EndpointName[]) {
      this.add(endpoints[name], table[name] as (ctx: Ctx<unknown, unknown>) => unknown);
    }
  }

  private add(def: EndpointDef, handler: (ctx: Ctx<unknown, unknown>) => unknown): void {
    const tokens = this.tokens;
    const pre = bodyReaders(def);
    const respCode = def.stringRespCode ? String(RESP_OK) : RESP_OK;
    // A form without a body schema carries request parameters (BodyKind in the contract).
    const paramsInBody = def.bodyKind === 'form' && def.body === undefined;

    const envelope = (res: NotedResponse, result: unknown) => {
      if (res.headersSent) return;
      const isReply =
        typeof result === 'object' && result !== null && 'respMsg' in result && 'data' in result;
      const data = isReply ? (result as Reply<unknown>).data : result;
      const respMsg = isReply ? (result as Reply<unknown>).respMsg : (def.ok ?? serverMessages.ok);
      sendEnvelope(res, 200, respCode, respMsg, data ?? null);
    };

    const respond = (
      req: ContractRequest,
      res: NotedResponse,
      rawQuery: ParsedUrlQuery,
      user: StoredUser | undefined,
    ): void | Promise<void> => {
      const params = paramsInBody ? requestParams(rawQuery, req.body) : rawQuery;
      const query: unknown = def.query ? parseOrFail(def.query, params, 'query') : undefined;
      const body: unknown = def.body ? parseOrFail(def.body, req.body, 'body') : undefined;
      const result = handler({ query, body, user, file: req.file, req, res });
      if (result instanceof Promise) return result.then((value: unknown) => envelope(res, value));
      envelope(res, result);
    };

    const answer: ContractCall['answer'] = (req, res, rawQuery) => {
      // Caller first, so a request without a token is refused before its body is read.
      const user = caller(tokens, req, def.access);
      return afterBody(pre, req, res, () => respond(req, res, rawQuery, user));
    };

    let byPath = this.table.get(def.method);
    if (!byPath) this.table.set(def.method, (byPath = new Map<string, ContractCall>()));
    byPath.set(def.path, { def, readsQuery: def.query !== undefined, answer });
  }

  /**
   * Answers a call with `answer`, which writes the response itself (a recorded answer, replay/): the
   * caller is resolved by the endpoint's access rule and the body read as for any call, but nothing is
   * validated and no envelope is added. Replaces what was registered for the call before.
   */
  answerWith(def: EndpointDef, answer: (ctx: RawCtx) => void): void {
    const tokens = this.tokens;
    const pre = bodyReaders(def);
    const run: ContractCall['answer'] = (req, res, query) => {
      const user = caller(tokens, req, def.access);
      return afterBody(pre, req, res, () => answer({ req, res, query, user }));
    };
    let byPath = this.table.get(def.method);
    if (!byPath) this.table.set(def.method, (byPath = new Map<string, ContractCall>()));
    byPath.set(def.path, { def, readsQuery: true, answer: run });
  }

  /** Every registered call (served-routes.ts lists them). */
  list(): ContractCall[] {
    return [...this.table.values()].flatMap((byPath) => [...byPath.values()]);
  }

  /** The call answering `method path` exactly, if any. */
  find(method: string, path: string): ContractCall | undefined {
    return this.table.get(method)?.get(path);
  }

  /** The contract's calls as Express middleware, for requests the fast path leaves to Express. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const call = this.find(req.method, req.path);
      if (!call) return next();
      try {
        call.answer(req, res as NotedResponse, req.query as ParsedUrlQuery)?.catch(next);
      } catch (error) {
        next(error);
      }
    };
  }
}
