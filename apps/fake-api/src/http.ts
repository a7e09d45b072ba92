import express, { type Request, type RequestHandler, type Response } from 'express';
import multer from 'multer';
import { type z } from 'zod';
import {
  RESP_OK,
  limits,
  missingParameterMessage,
  serverMessages,
  type EndpointDef,
  type StoredUser,
} from '@shui/contract';
import { fail } from './errors';
import type { Store } from './store';

/** What a handler gets: the validated query and body, the caller (when there is one) and the file. */
export interface Ctx<Q, B> {
  query: Q;
  body: B;
  user: StoredUser | undefined;
  file: Express.Multer.File | undefined;
  req: Request;
  res: Response;
}

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

/** A reply with a message other than the default one. */
export interface Reply<D> {
  data: D;
  respMsg: string;
}
export const reply = <D>(data: D, respMsg: string): Reply<D> => ({ data, respMsg });

/** Writes the backend's envelope and notes the respCode for the log and the journal. */
export function sendEnvelope(
  res: Response,
  status: number,
  respCode: number | string,
  respMsg: string,
  data: unknown,
) {
  res.locals.respCode = respCode;
  // Written directly: res.json() adds work (etag, freshness) that no caller of this API needs.
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify({ respCode, respMsg, data }));
}

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Resolves the caller for an endpoint's access rule, throwing 401/403 envelopes. */
export function caller(store: Store, req: Request, access: EndpointDef['access']): StoredUser | undefined {
  if (access === 'public') return undefined;
  const token = bearerToken(req);
  if (token === undefined) {
    if (access === 'optional') return undefined;
    throw fail('unauthorized');
  }
  const user = store.userForToken(token);
  if (!user) throw fail('unauthorized');
  if (access === 'teacher' && user.role !== 'teacher') throw fail('forbidden', serverMessages.teacherOnly);
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
      if (typeof value !== 'string')
        throw fail('badRequest', `${serverMessages.badRequest}：${key} 只能出现一次`);
    }
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw fail('badRequest', describe(result.error, raw, where));
  return result.data;
}

/** One image, memory only, max 5 MB (section 9). Errors are mapped to envelopes by the error handler. */
/**
 * Anything busboy throws is a malformed form. Multer's limit errors go to the error handler, except on
 * a form that takes no file at all, where any file is refused as such.
 */
function multipart(handler: RequestHandler, acceptsFile: boolean): RequestHandler {
  return (req, res, next) => {
    handler(req, res, (error?: unknown) => {
      if (!error) return next();
      if (!(error instanceof multer.MulterError)) {
        return next(fail('badRequest', `${serverMessages.badRequest}：${serverMessages.badMultipart}`));
      }
      if (!acceptsFile)
        return next(fail('badRequest', `${serverMessages.badRequest}：${serverMessages.noFileAccepted}`));
      next(error);
    });
  };
}

/** Bodies are read only by the endpoints that take one, after the caller is known. */
const jsonBody = express.json({ limit: '1mb' });
const formBody = express.urlencoded({ extended: false, limit: '100kb' });

const singleImage = multer({
  storage: multer.memoryStorage(),
  limits: {
    fileSize: limits.feedbackImageMaxBytes,
    files: limits.feedbackImageMaxFiles,
    fields: 20,
    parts: 30,
  },
}).single('file');
const formFields = multer({ limits: { files: 0, fields: 20, fieldSize: 64 * 1024 } }).none();
const imagePart = multipart(singleImage, true);
const formPart = multipart(formFields, false);

/**
 * The contract's calls, dispatched by one Map lookup on method and path (every contract path is
 * static). Each registered handler resolves the caller by the endpoint's access rule, reads a body only
 * if the endpoint takes one, validates query and body against the contract and wraps the handler's
 * result in the envelope with respCode 20000.
 */
export class ContractRoutes {
  private readonly table = new Map<string, RequestHandler>();

  constructor(private readonly store: Store) {}

  add<E extends EndpointDef>(
    def: E,
    handler: (ctx: Ctx<Infer<E['query']>, Infer<E['body']>>) => unknown,
  ): void {
    const store = this.store;
    const pre: RequestHandler[] = [];
    if (def.bodyKind === 'json') pre.push(jsonBody);
    if (def.bodyKind === 'form') pre.push(jsonBody, formBody, formPart);
    if (def.bodyKind === 'file') pre.push(imagePart);
    const respCode = def.stringRespCode ? String(RESP_OK) : RESP_OK;

    const main = async (req: Request, res: Response, user: StoredUser | undefined) => {
      const query = (def.query ? parseOrFail(def.query, req.query, 'query') : undefined) as Infer<E['query']>;
      const body = (def.body ? parseOrFail(def.body, req.body, 'body') : undefined) as Infer<E['body']>;
      const result = await handler({ query, body, user, file: req.file, req, res });
      if (res.headersSent) return;
      const isReply =
        typeof result === 'object' && result !== null && 'respMsg' in result && 'data' in result;
      const data = isReply ? (result as Reply<unknown>).data : result;
      const respMsg = isReply ? (result as Reply<unknown>).respMsg : serverMessages.ok;
      sendEnvelope(res, 200, respCode, respMsg, data ?? null);
    };

    this.table.set(`${def.method} ${def.path}`, (req, res, next) => {
      let user: StoredUser | undefined;
      try {
        // Caller first, so a request without a token is refused before its body is read.
        user = caller(store, req, def.access);
      } catch (error) {
        return next(error);
      }
      const step = (index: number) => {
        const middleware = pre[index];
        if (!middleware) {
          main(req, res, user).catch(next);
          return;
        }
        void middleware(req, res, (error?: unknown) => (error ? next(error) : step(index + 1)));
      };
      step(0);
    });
  }

  /** The one middleware answering every contract call; other requests pass through. */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const handler = this.table.get(`${req.method} ${req.path}`);
      if (!handler) return next();
      handler(req, res, next);
    };
  }
}
