import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { RecordedBody, RecordedParams } from '@shui/contract/recording';

/** Bodies up to this size are kept as bytes when they are not text; larger ones are described. */
const MAX_BINARY_BYTES = 1024 * 1024;
/** A request body larger than this is refused (413): the portal sends nothing near it. */
export const MAX_REQUEST_BYTES = 20 * 1024 * 1024;

/** Headers that change from run to run or belong to one connection: neither forwarded as-is nor kept. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
  'content-length',
  'host',
]);

/** Request headers not kept in a recording: the browser's, the address's, caches'. */
const VOLATILE_REQUEST = new Set([
  'origin',
  'referer',
  'user-agent',
  'accept-encoding',
  'cache-control',
  'pragma',
  'dnt',
  'priority',
  'via',
  'forwarded',
]);

/** Response headers not kept: times, sizes, servers, request ids, CORS (the proxy sets its own). */
const VOLATILE_RESPONSE = new Set([
  'date',
  'expires',
  'age',
  'last-modified',
  'etag',
  'content-encoding',
  'vary',
  'server',
  'x-powered-by',
  'x-request-id',
  'x-trace-id',
  'x-correlation-id',
  'traceparent',
  'tracestate',
  'server-timing',
  'x-response-time',
  'cf-ray',
  'cf-cache-status',
  'nel',
  'report-to',
  'alt-svc',
  'via',
]);

const volatileRequest = (name: string) =>
  HOP_BY_HOP.has(name) ||
  VOLATILE_REQUEST.has(name) ||
  name.startsWith('sec-') ||
  name.startsWith('if-') ||
  name.startsWith('x-forwarded-') ||
  name.startsWith('access-control-');

const volatileResponse = (name: string) =>
  HOP_BY_HOP.has(name) ||
  VOLATILE_RESPONSE.has(name) ||
  name.startsWith('access-control-') ||
  name.startsWith('x-amz');

/** The headers to send on to the target: the client's, without those of this hop and its origin. */
export function forwardHeaders(headers: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || name === 'origin' || name === 'referer') continue;
    if (name === 'accept-encoding') continue;
    for (const v of Array.isArray(value) ? value : [value]) out.append(name, v);
  }
  return out;
}

/** A request's headers as a recording keeps them: lower-case names, sorted, volatile ones left out. */
export function keptRequestHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(headers).sort()) {
    const value = headers[name];
    if (value === undefined || volatileRequest(name)) continue;
    const text = Array.isArray(value) ? value.join(', ') : value;
    out[name] = name === 'content-type' ? withoutBoundary(text) : text;
  }
  return out;
}

/** A response's headers as a recording keeps them (Set-Cookie one cookie a line). */
export function keptResponseHeaders(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {};
  const names = [...new Set([...headers.keys()])].sort();
  for (const name of names) {
    if (volatileResponse(name)) continue;
    out[name] = name === 'set-cookie' ? headers.getSetCookie().join('\n') : (headers.get(name) ?? '');
  }
  return out;
}

const withoutBoundary = (type: string) => type.replace(/;\s*boundary=[^;]*/i, '');

/** Reads a whole request body, refusing one larger than `limit` (undefined then). */
export async function readBody(req: IncomingMessage, limit = MAX_REQUEST_BYTES): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** A query string's parameters, a repeated name as a list, names sorted. */
export function paramsOf(search: URLSearchParams): RecordedParams {
  const out: RecordedParams = {};
  for (const key of [...new Set(search.keys())].sort()) {
    const values = search.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

const isText = (type: string) => /^text\/|json|xml|javascript|html|x-www-form-urlencoded/i.test(type);

/** A body as a recording keeps it: JSON, form fields, text, bytes, or a description of what was left out. */
export function recordedBody(bytes: Buffer, contentType: string | undefined): RecordedBody {
  if (bytes.length === 0) return null;
  const type = withoutBoundary(contentType ?? '').trim();
  if (/multipart\//i.test(type)) return { omitted: `${type} body` };
  if (/x-www-form-urlencoded/i.test(type))
    return { form: paramsOf(new URLSearchParams(bytes.toString('utf8'))) };
  const text = isText(type) || type === '' ? bytes.toString('utf8') : undefined;
  if (text !== undefined && /json/i.test(type)) {
    try {
      return { json: JSON.parse(text) as unknown };
    } catch {
      return { text };
    }
  }
  if (text !== undefined && !text.includes('\uFFFD')) return { text };
  if (bytes.length > MAX_BINARY_BYTES)
    return { omitted: `${bytes.length} bytes of ${type || 'unknown type'}` };
  return { base64: bytes.toString('base64'), type: type || 'application/octet-stream' };
}
