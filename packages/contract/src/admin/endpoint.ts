import type { z } from 'zod';
import type { RespCodeName } from '../core/codes';

/** Where the control plane lives; never called by the portal. */
export const ADMIN_BASE = '/__admin';

export type AdminMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route of the control plane. Its answers are plain JSON, not the backend's envelope; a failure is
 * `{ "error": "message" }` with the HTTP status of one of `errors` (or of `adminCommonErrors`).
 */
export interface AdminEndpointDef {
  method: AdminMethod;
  /** The whole path, `:name` for a path parameter (always text). */
  path: `${typeof ADMIN_BASE}/${string}`;
  /** One line for docs/api.md. */
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** What a 400 calls the query or body: `invalid <input>: <field>: <reason>` (default query / body). */
  input?: string;
  /** HTTP status of a success; 200 when not given. */
  status?: 201;
  /**
   * The success is a stream, not one JSON answer: `text/event-stream` is Server-Sent Events, and
   * `response` is then the schema of one event (`{ event, data }`, see admin-events.ts).
   */
  stream?: 'text/event-stream';
  response: z.ZodType;
  /** The route's own failures by respCode name, each answered with that name's HTTP status. */
  errors: readonly RespCodeName[];
}

/**
 * What every route can answer besides its own errors: the control plane reads any JSON body (up to
 * 200 MB) before routing, so malformed JSON is a 400, a bigger body a 413, and a charset it cannot read
 * or a write whose body is not JSON a 415; a request from another page (an `Origin` header that is not
 * the fake API's own) is a 403 (docs/decisions.md 32).
 */
export const adminCommonErrors = [
  'badRequest',
  'forbidden',
  'tooLarge',
  'unsupportedMedia',
] as const satisfies readonly RespCodeName[];

export const admin = <const E extends AdminEndpointDef>(def: E): E => def;
