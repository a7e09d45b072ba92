import { z } from 'zod';

/**
 * The files of a recording (`shui record --out DIR`, read by `pnpm fake-api --replay DIR`):
 *
 *   DIR/recording.json            the manifest: format, how many exchanges, per operation, unmatched calls
 *   DIR/<operation>/<n>.json      one distinct request of a contract operation (endpoint name) and its answers
 *   DIR/unmatched/<n>.json        a call the contract does not know
 *
 * Written as canonical JSON (keys sorted, two spaces, a final newline), with no time, port or host in
 * them, so the same calls recorded twice give the same bytes.
 */
export const RECORDING_FORMAT = 'shui-recording/1';
export const MANIFEST_FILE = 'recording.json';
export const UNMATCHED_DIR = 'unmatched';

/** Request parameters as the query string has them: a value, or several for a repeated name. */
export const recordedParamsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type RecordedParams = z.infer<typeof recordedParamsSchema>;

/** A body: JSON, form fields, text, bytes (base64), or left out (multipart, too large). */
export const recordedBodySchema = z
  .union([
    z.object({ json: z.unknown() }),
    z.object({ form: recordedParamsSchema }),
    z.object({ text: z.string() }),
    z.object({ base64: z.string(), type: z.string() }),
    z.object({ omitted: z.string() }),
  ])
  .nullable();
export type RecordedBody = z.infer<typeof recordedBodySchema>;

export const recordedRequestSchema = z.object({
  /** Whether the call carried credentials (an Authorization or token header, a cookie). */
  auth: z.boolean(),
  query: recordedParamsSchema,
  headers: z.record(z.string(), z.string()),
  body: recordedBodySchema,
});
export type RecordedRequest = z.infer<typeof recordedRequestSchema>;

export const recordedResponseSchema = z.object({
  status: z.number().int(),
  headers: z.record(z.string(), z.string()),
  body: recordedBodySchema,
  /** How many times in a row the request got this same answer. */
  times: z.number().int().positive(),
  /** What the contract check found wrong with the answer when it was captured. */
  problems: z.array(z.string()),
});
export type RecordedResponse = z.infer<typeof recordedResponseSchema>;

export const recordedCallSchema = z.object({
  /** The contract's endpoint name, or "unmatched". */
  operation: z.string(),
  method: z.string(),
  path: z.string(),
  request: recordedRequestSchema,
  /** The answers in the order they came (replay serves them in turn, then repeats the last). */
  responses: z.array(recordedResponseSchema).min(1),
});
export type RecordedCall = z.infer<typeof recordedCallSchema>;

export const recordingManifestSchema = z.object({
  format: z.literal(RECORDING_FORMAT),
  /** Exchanges captured (requests answered through the proxy). */
  exchanges: z.number().int().nonnegative(),
  /** Per operation, how many distinct requests (files) it has. */
  operations: z.record(z.string(), z.number().int().positive()),
  /** The calls the contract does not know, as `METHOD /path`. */
  unmatched: z.array(z.string()),
  /** Answers the contract check found wrong. */
  problems: z.number().int().nonnegative(),
});
export type RecordingManifest = z.infer<typeof recordingManifestSchema>;

/** A value with every object's keys sorted (arrays keep their order). */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value === 'object' && value !== null) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** A file's text: keys sorted, two spaces, a final newline. */
export const canonicalJson = (value: unknown): string => `${JSON.stringify(sortKeys(value), null, 2)}\n`;

/**
 * What of a body a request is matched by: JSON, form fields or text; bytes and left-out bodies not, nor
 * the body of a call that takes none (`takesBody` false: an endpoint without a bodyKind).
 */
export function matchableBody(body: RecordedBody, takesBody = true): unknown {
  if (body === null || !takesBody) return null;
  if ('json' in body) return body.json;
  if ('form' in body) return body.form;
  if ('text' in body) return body.text;
  return null;
}

/** What tells two requests of one operation apart: credentials or not, the query, the body. */
export interface RequestShape {
  auth: boolean;
  query: RecordedParams;
  body: unknown;
}

/** One line that is the same for the same request shape (keys sorted). */
export const requestKey = (shape: RequestShape): string =>
  JSON.stringify(sortKeys({ auth: shape.auth, body: shape.body ?? null, query: shape.query }));

/** `METHOD /path?query`, for messages (the query as recorded: already scrubbed). */
export function describeCall(method: string, path: string, query: RecordedParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, v);
  const text = search.toString();
  return `${method} ${path}${text ? `?${text}` : ''}`;
}

/** Whether a request carries credentials: an Authorization or cookie header, or one named like a token. */
export const carriesCredentials = (headerNames: Iterable<string>): boolean =>
  [...headerNames].some((name) => /^(authorization|cookie)$|token/i.test(name));
