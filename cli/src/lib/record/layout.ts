import { endpoints, type EndpointDef } from '@shui/contract';
import {
  MANIFEST_FILE,
  RECORDING_FORMAT,
  UNMATCHED_DIR,
  canonicalJson,
  matchableBody,
  requestKey,
  type RecordedBody,
  type RecordedCall,
  type RecordedParams,
  type RecordingManifest,
  type Scrubber,
} from '@shui/contract/recording';
import { envelopeOf } from './check';

/** One request and its answer as captured, before anything is scrubbed (kept in memory only). */
export interface RawExchange {
  /** The contract's endpoint name, or undefined for a call it does not know. */
  operation: string | undefined;
  method: string;
  path: string;
  query: RecordedParams;
  auth: boolean;
  requestHeaders: Record<string, string>;
  requestBody: RecordedBody;
  status: number;
  responseHeaders: Record<string, string>;
  responseBody: RecordedBody;
  problems: string[];
}

const defOf = (operation: string | undefined): EndpointDef | undefined =>
  operation === undefined ? undefined : (endpoints as Record<string, EndpointDef>)[operation];

function scrubBody(
  scrubber: Scrubber,
  body: RecordedBody,
  schema: EndpointDef['data'] | undefined,
): RecordedBody {
  if (body === null) return null;
  if ('json' in body) return { json: scrubber.json(body.json, schema) };
  if ('form' in body) return { form: scrubber.params(body.form, schema) };
  if ('text' in body) return { text: scrubber.text(body.text) };
  return body;
}

/** An exchange with every secret replaced, walked with its endpoint's schemas. */
export function scrubExchange(scrubber: Scrubber, ex: RawExchange): RawExchange {
  const def = defOf(ex.operation);
  const bodySchema = def?.body ?? (def?.bodyKind === 'form' ? def.query : undefined);
  return {
    ...ex,
    path: scrubber.text(ex.path),
    query: scrubber.params(ex.query, def?.query),
    requestHeaders: scrubber.headers(ex.requestHeaders),
    requestBody: scrubBody(scrubber, ex.requestBody, bodySchema),
    responseHeaders: scrubber.headers(ex.responseHeaders),
    responseBody: scrubBody(scrubber, ex.responseBody, def ? envelopeOf(def) : undefined),
    problems: ex.problems.map((p) => scrubber.text(p)),
  };
}

/** A recording's files by their path under the output folder, as text. */
export type Layout = Map<string, string>;

/**
 * The files of a recording from scrubbed exchanges: one file per distinct request (credentials or not,
 * query, body) of each operation, numbered in the order of the requests' canonical form, so the same
 * calls give the same files whatever order concurrent calls arrived in; the answers of a request in the
 * order they came, the same answer in a row counted in `times`.
 */
export function layout(exchanges: readonly RawExchange[]): { files: Layout; manifest: RecordingManifest } {
  const groups = new Map<string, Map<string, RecordedCall>>();
  let problems = 0;
  for (const ex of exchanges) {
    const dir = ex.operation ?? UNMATCHED_DIR;
    const def = defOf(ex.operation);
    const takesBody = def === undefined || def.bodyKind !== undefined;
    const shape = { auth: ex.auth, query: ex.query, body: matchableBody(ex.requestBody, takesBody) };
    const key = `${ex.operation ? '' : `${ex.method} ${ex.path} `}${requestKey(shape)}`;
    let calls = groups.get(dir);
    if (!calls) groups.set(dir, (calls = new Map<string, RecordedCall>()));
    let call = calls.get(key);
    if (!call) {
      call = {
        operation: dir,
        method: ex.method,
        path: ex.path,
        request: { auth: ex.auth, query: ex.query, headers: ex.requestHeaders, body: ex.requestBody },
        responses: [],
      };
      calls.set(key, call);
    }
    const response = {
      status: ex.status,
      headers: ex.responseHeaders,
      body: ex.responseBody,
      problems: ex.problems,
    };
    if (ex.problems.length > 0) problems += 1;
    const last = call.responses.at(-1);
    if (last && canonicalJson({ ...last, times: 0 }) === canonicalJson({ ...response, times: 0 }))
      last.times += 1;
    else call.responses.push({ ...response, times: 1 });
  }

  const files: Layout = new Map();
  const operations: Record<string, number> = {};
  const unmatched = new Set<string>();
  for (const dir of [...groups.keys()].sort()) {
    const calls = groups.get(dir) ?? new Map<string, RecordedCall>();
    const keys = [...calls.keys()].sort();
    keys.forEach((key, i) => {
      const call = calls.get(key);
      if (!call) return;
      files.set(`${dir}/${i + 1}.json`, canonicalJson(call));
      if (dir === UNMATCHED_DIR) unmatched.add(`${call.method} ${call.path}`);
    });
    if (dir !== UNMATCHED_DIR) operations[dir] = keys.length;
  }
  const manifest: RecordingManifest = {
    format: RECORDING_FORMAT,
    exchanges: exchanges.length,
    operations,
    unmatched: [...unmatched].sort(),
    problems,
  };
  files.set(MANIFEST_FILE, canonicalJson(manifest));
  return { files, manifest };
}
