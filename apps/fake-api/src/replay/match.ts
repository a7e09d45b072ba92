import { describeCall, requestKey, type RecordedResponse, type RequestShape } from '@shui/contract/recording';
import type { StoreState } from '../state/state';
import type { RecordedEntry, Recording } from './load';

/** A recorded call can answer only with what is not a 401: the fake API's own tokens decide those. */
const answers = (entry: RecordedEntry): RecordedResponse[] =>
  entry.call.responses.filter((r) => r.status !== 401);

/** Every leaf of a request shape as `path -> value`, to count how far two requests are apart. */
function flatten(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, i) => flatten(item, `${prefix}[${i}]`, out));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, out);
  } else out.set(prefix, JSON.stringify(value));
  return out;
}

/** How many leaves differ between two request shapes (present in one only, or with another value). */
function distance(a: RequestShape, b: RequestShape): number {
  const left = flatten(a, '', new Map());
  const right = flatten(b, '', new Map());
  let d = 0;
  for (const [key, value] of left) if (right.get(key) !== value) d += 1;
  for (const key of right.keys()) if (!left.has(key)) d += 1;
  return d;
}

/** A short text of a request body for messages. */
function bodyText(body: unknown): string {
  if (body === null || body === undefined) return '';
  const text = JSON.stringify(body);
  return ` with body ${text.length > 120 ? `${text.slice(0, 117)}...` : text}`;
}

/** `GET /x?a=1 with body {...} (with a token)` */
const describeShape = (method: string, path: string, shape: RequestShape) =>
  `${describeCall(method, path, shape.query)}${bodyText(shape.body)} (${shape.auth ? 'with' : 'without'} a token)`;

export type Match = { entry: RecordedEntry } | { miss: string };

/** Finds the recorded call of an operation for a request (already scrubbed as the recording was). */
export function findRecorded(
  recording: Recording,
  operation: string,
  method: string,
  path: string,
  shape: RequestShape,
): Match {
  const entries = (recording.byOperation.get(operation) ?? []).filter((e) => answers(e).length > 0);
  const wanted = describeShape(method, path, shape);
  if (entries.length === 0) {
    const recorded = [...recording.byOperation.keys()].join(', ') || 'nothing';
    return {
      miss: `replay: no recorded answer for ${wanted}: ${operation} was not recorded. The recording has: ${recorded}.`,
    };
  }
  const key = requestKey(shape);
  const exact = entries.find((e) => e.key === key);
  if (exact) return { entry: exact };
  let nearest = entries[0] as RecordedEntry;
  let best = Infinity;
  for (const entry of entries) {
    const d = distance(shape, entry.shape);
    if (d < best) [nearest, best] = [entry, d];
  }
  return {
    miss:
      `replay: no recorded answer for ${wanted}. The nearest recorded call of ${operation} is ` +
      `${nearest.file}: ${describeShape(method, path, nearest.shape)}.`,
  };
}

/**
 * Which answer of each recorded call comes next: a call answered in turn as recorded (an answer given
 * `times` times in a row counts that often), then its last answer again. Kept in the store, so that
 * POST /__admin/reset (and a state import) starts every call from its first answer again.
 */
export class ReplayTurns {
  private served = new Map<string, number>();

  constructor(state: StoreState) {
    state.index(() => {
      this.served = new Map();
    });
  }

  next(entry: RecordedEntry): RecordedResponse {
    const given = this.served.get(entry.file) ?? 0;
    this.served.set(entry.file, given + 1);
    const list = answers(entry);
    let left = given;
    for (const response of list) {
      if (left < response.times) return response;
      left -= response.times;
    }
    return list.at(-1) as RecordedResponse;
  }
}
