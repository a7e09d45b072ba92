import { parseFieldPath, valuesAt, type PathSegment } from '@shui/contract';
import type { Drift, DriftProfile } from './schemas';

/** A change to a call's `data`, in place. */
type DataEdit = (data: unknown) => void;

/** What the stand-in does to one call. */
export interface CallDrift {
  /** Changes to the data of a successful answer (drifts and secrets), in profile order. */
  edits: DataEdit[];
  /** Answer this envelope instead of calling the fake API (an unknown respCode). */
  respCode?: { status: number; respCode: number; respMsg: string };
  /** Answer 404 as for a path the server does not have. */
  removed: boolean;
  /** Answer HTTP 500 on calls 1, 1 + every, 1 + 2 × every, ... (counted from the start). */
  intermittent?: { every: number; calls: number };
  headers: Array<[name: string, value: string]>;
}

/** A profile made ready for answering. */
export interface CompiledDrift {
  calls: Map<string, CallDrift>;
  /** Headers on every contract answer. */
  headers: Array<[name: string, value: string]>;
  /** How an invalid or expired token is answered instead of HTTP 401. */
  token?: { status: number; respCode: number; respMsg: string };
  /** Secret shown in place of a value the server made -> that value (the latest one). */
  aliases: Map<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `edit(parent, key)` for every object holding the path's last key. */
function atField(field: string, edit: (parent: Record<string, unknown>, key: string) => void): DataEdit {
  const segments = parseFieldPath(field);
  const last = segments.at(-1) as Extract<PathSegment, { key: string }>;
  const parents = segments.slice(0, -1);
  return (data) => {
    for (const parent of valuesAt(data, parents)) if (isRecord(parent)) edit(parent, last.key);
  };
}

function converted(value: unknown, to: 'string' | 'number' | 'boolean'): unknown {
  if (to === 'string') return typeof value === 'string' ? value : JSON.stringify(value);
  if (to === 'boolean') return Boolean(value);
  const number = Number(value);
  return Number.isFinite(number) ? number : 0;
}

function dataEdit(drift: Extract<Drift, { field: string }>): DataEdit {
  switch (drift.kind) {
    case 'renamed-field':
      return atField(drift.field, (parent, key) => {
        if (!(key in parent)) return;
        parent[drift.to] = parent[key];
        delete parent[key];
      });
    case 'missing-field':
      return atField(drift.field, (parent, key) => void delete parent[key]);
    case 'null-value':
      return atField(drift.field, (parent, key) => void (parent[key] = null));
    case 'wrong-type':
      return atField(drift.field, (parent, key) => {
        if (key in parent && parent[key] !== null) parent[key] = converted(parent[key], drift.to);
      });
    case 'undeclared-field':
      return atField(drift.field, (parent, key) => void (parent[key] = structuredClone(drift.value)));
    case 'unknown-enum-value':
      return atField(drift.field, (parent, key) => {
        if (key in parent) parent[key] = drift.value;
      });
  }
}

export function compileDrift(profile: DriftProfile): CompiledDrift {
  const compiled: CompiledDrift = { calls: new Map(), headers: [], aliases: new Map() };
  const call = (name: string): CallDrift => {
    let found = compiled.calls.get(name);
    if (!found) compiled.calls.set(name, (found = { edits: [], removed: false, headers: [] }));
    return found;
  };
  for (const drift of profile.drifts) {
    if (drift.kind === 'expired-token-signal') {
      compiled.token = { status: drift.status, respCode: drift.respCode, respMsg: drift.respMsg };
    } else if (drift.kind === 'removed') call(drift.endpoint).removed = true;
    else if (drift.kind === 'intermittent')
      call(drift.endpoint).intermittent = { every: drift.every, calls: 0 };
    else if (drift.kind === 'unknown-respcode') {
      call(drift.endpoint).respCode = {
        status: drift.status,
        respCode: drift.respCode,
        respMsg: drift.respMsg,
      };
    } else call(drift.endpoint).edits.push(dataEdit(drift));
  }
  for (const { value, placement } of profile.secrets) {
    if (placement.in === 'field') {
      call(placement.endpoint).edits.push(
        atField(placement.field, (parent, key) => {
          if (typeof parent[key] !== 'string') return;
          parent[key] = placement.mode === 'append' ? `${parent[key]} ${value}` : value;
        }),
      );
    } else if (placement.in === 'header') {
      const header: [string, string] = [placement.header, placement.format.replaceAll('{value}', value)];
      (placement.endpoint === undefined ? compiled.headers : call(placement.endpoint).headers).push(header);
    } else if (placement.in === 'alias') {
      for (const name of placement.endpoints) {
        call(name).edits.push(
          atField(placement.field, (parent, key) => {
            const made = parent[key];
            if (typeof made !== 'string') return;
            compiled.aliases.set(value, made);
            parent[key] = value;
          }),
        );
      }
    }
  }
  return compiled;
}

/** `text` with every planted alias put back to the value the fake API made. */
export function unalias(text: string, aliases: ReadonlyMap<string, string>): string {
  let out = text;
  for (const [planted, real] of aliases) {
    if (out.includes(planted)) out = out.replaceAll(planted, real);
    const encoded = encodeURIComponent(planted);
    if (encoded !== planted && out.includes(encoded)) out = out.replaceAll(encoded, encodeURIComponent(real));
  }
  return out;
}
