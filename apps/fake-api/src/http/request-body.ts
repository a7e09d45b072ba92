import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import express, { type RequestHandler } from 'express';
import multer from 'multer';
import { limits, serverMessages, type EndpointDef } from '@shui/contract';
import { fail } from './errors';

/** Express-style middleware on plain node:http objects (body-parser and multer need no more). */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Anything busboy throws is a malformed form. Multer's limit errors go to the error handler, except on
 * a form that takes no file at all, where any file is refused as such.
 */
function multipart(handler: RequestHandler, acceptsFile: boolean): NodeMiddleware {
  const run = handler as unknown as NodeMiddleware;
  return (req, res, next) => {
    run(req, res, (error?: unknown) => {
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
const jsonBody = express.json({ limit: '1mb' }) as unknown as NodeMiddleware;
const formBody = express.urlencoded({ extended: false, limit: '100kb' }) as unknown as NodeMiddleware;

/** One image, memory only, max 5 MB (section 9). Errors are mapped to envelopes by the error handler. */
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

/** What reads the body of a call, in order: nothing for a call without one (bodyKind in the contract). */
export function bodyReaders(def: EndpointDef): NodeMiddleware[] {
  if (def.bodyKind === 'json') return [jsonBody];
  if (def.bodyKind === 'form') return [jsonBody, formBody, formPart];
  if (def.bodyKind === 'file') return [imagePart];
  return [];
}

/**
 * Request parameters as Spring's @RequestParam reads them: the query string's, then the fields of a form
 * body, or of a JSON object (the fake API reads that too). A parameter in both is given twice; a JSON
 * number or boolean counts as its text, a JSON null as absent.
 */
export function requestParams(query: ParsedUrlQuery, body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return query;
  // No prototype: a field named __proto__ stays a field.
  const params = Object.create(null) as Record<string, unknown>;
  Object.assign(params, query);
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    const text = typeof value === 'number' || typeof value === 'boolean' ? String(value) : value;
    const given = params[key];
    params[key] = given === undefined ? text : [given, text].flat();
  }
  return params;
}
