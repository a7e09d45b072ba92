import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { endpoints, type EndpointDef } from '@shui/contract';
import {
  MANIFEST_FILE,
  RECORDING_FORMAT,
  matchableBody,
  recordedCallSchema,
  recordingManifestSchema,
  requestKey,
  type RecordedCall,
  type RecordingManifest,
  type RequestShape,
} from '@shui/contract/recording';

/** One recorded request of an operation: its file (`messages/2.json`), its call and its match key. */
export interface RecordedEntry {
  file: string;
  call: RecordedCall;
  /** What the request is matched by, and that as one line. */
  shape: RequestShape;
  key: string;
}

/** A recording read from disk: the manifest, and the entries of each contract operation. */
export interface Recording {
  dir: string;
  manifest: RecordingManifest;
  byOperation: ReadonlyMap<string, readonly RecordedEntry[]>;
}

/** A recording that cannot be read: names the file and what is wrong, and what to do. */
export class RecordingError extends Error {}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RecordingError(`${file} is not JSON: ${(error as Error).message}`);
  }
}

const issues = (error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }) =>
  error.issues
    .slice(0, 3)
    .map((i) => `${i.path.map(String).join('.') || '(top)'}: ${i.message}`)
    .join('; ');

/**
 * Reads a recording written by `shui record --out DIR`: its manifest, and every file of each operation
 * it lists, each checked against the recording format and against the contract's endpoint table
 * (the operation must exist, with the method and path recorded). The unmatched calls are not replayed.
 */
export function loadRecording(dir: string): Recording {
  const root = resolve(dir);
  if (!existsSync(root) || !statSync(root).isDirectory()) {
    throw new RecordingError(
      `--replay: no folder ${dir}. Record one with: pnpm shui record --from test --out ${dir}`,
    );
  }
  const manifestFile = join(root, MANIFEST_FILE);
  if (!existsSync(manifestFile)) {
    throw new RecordingError(
      `--replay: ${dir} holds no ${MANIFEST_FILE}: it is not a recording of shui record`,
    );
  }
  const manifest = recordingManifestSchema.safeParse(readJson(manifestFile));
  if (!manifest.success) {
    throw new RecordingError(
      `--replay: ${manifestFile} is not a ${RECORDING_FORMAT} manifest: ${issues(manifest.error)}`,
    );
  }
  const table = endpoints as Record<string, EndpointDef>;
  const byOperation = new Map<string, RecordedEntry[]>();
  for (const operation of Object.keys(manifest.data.operations).sort()) {
    const def = table[operation];
    if (!def) {
      throw new RecordingError(
        `--replay: ${dir} records "${operation}", which the contract's endpoint table does not have (renamed?)`,
      );
    }
    const folder = join(root, operation);
    const names = existsSync(folder) ? readdirSync(folder).filter((n) => /^\d+\.json$/.test(n)) : [];
    names.sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    const entries: RecordedEntry[] = names.map((name) => {
      const file = `${operation}/${name}`;
      const parsed = recordedCallSchema.safeParse(readJson(join(root, file)));
      if (!parsed.success) throw new RecordingError(`--replay: ${join(dir, file)}: ${issues(parsed.error)}`);
      const call = parsed.data;
      if (call.operation !== operation || call.method !== def.method || call.path !== def.path) {
        throw new RecordingError(
          `--replay: ${join(dir, file)} is ${call.method} ${call.path} (${call.operation}), but the contract's ` +
            `${operation} is ${def.method} ${def.path}`,
        );
      }
      const { auth, query, body } = call.request;
      const shape = { auth, query, body: matchableBody(body, def.bodyKind !== undefined) };
      return { file, call, shape, key: requestKey(shape) };
    });
    if (entries.length > 0) byOperation.set(operation, entries);
  }
  return { dir: root, manifest: manifest.data, byOperation };
}
