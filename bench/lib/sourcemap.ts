import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

/**
 * Which source each byte of a generated file came from, read from its source map (version 3). An
 * estimate: the bytes from one mapped position to the next are given to the first one's source, and
 * bytes with no mapping (glue the bundler wrote, newlines) to `UNMAPPED`.
 */
export const UNMAPPED = '(unmapped)';

interface RawSourceMap {
  version: number;
  sources: (string | null)[];
  sourceRoot?: string;
  mappings: string;
}

export interface SourceShare {
  /** Absolute path of the source, or UNMAPPED. */
  source: string;
  /** UTF-8 bytes of generated code attributed to it. */
  bytes: number;
  /** That generated code itself, to estimate its compressed size. */
  code: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Int8Array(128).fill(-1);
for (let i = 0; i < BASE64.length; i++) DIGIT[BASE64.charCodeAt(i)] = i;

/** Per generated line: [generated column, source index or -1] pairs, in column order. */
export function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [[]];
  let column = 0;
  let source = 0;
  let fields: number[] = [];
  let value = 0;
  let shift = 0;
  const endSegment = () => {
    if (fields.length === 0) return;
    column += fields[0] ?? 0;
    if (fields.length >= 4) source += fields[1] ?? 0;
    lines[lines.length - 1]?.push([column, fields.length >= 4 ? source : -1]);
    fields = [];
  };
  for (let i = 0; i < mappings.length; i++) {
    const code = mappings.charCodeAt(i);
    if (code === 59 /* ; */) {
      endSegment();
      lines.push([]);
      column = 0;
    } else if (code === 44 /* , */) {
      endSegment();
    } else {
      const digit = code < 128 ? (DIGIT[code] ?? -1) : -1;
      if (digit < 0) throw new Error(`bad source map mapping character "${mappings[i]}"`);
      value += (digit & 31) * 2 ** shift;
      shift += 5;
      if ((digit & 32) === 0) {
        fields.push(value % 2 === 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
        value = 0;
        shift = 0;
      }
    }
  }
  endSegment();
  return lines;
}

/** Shares of a generated file by source, or undefined when it has no `<file>.map` next to it. */
export function sourceShares(generatedFile: string): SourceShare[] | undefined {
  const mapFile = `${generatedFile}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap;
  if (map.version !== 3 || !Array.isArray(map.sources) || typeof map.mappings !== 'string') {
    throw new Error(`${mapFile} is not a version 3 source map`);
  }
  const base = resolve(dirname(mapFile), map.sourceRoot ?? '');
  const sources = map.sources.map((s) => (s === null ? UNMAPPED : resolve(base, s)));
  const shares = new Map<string, { bytes: number; code: string[] }>();
  const give = (source: string, code: string) => {
    if (code === '') return;
    const share = shares.get(source) ?? { bytes: 0, code: [] };
    share.bytes += Buffer.byteLength(code);
    share.code.push(code);
    shares.set(source, share);
  };
  const generatedLines = readFileSync(generatedFile, 'utf8').split('\n');
  const decoded = decodeMappings(map.mappings);
  generatedLines.forEach((line, index) => {
    if (index < generatedLines.length - 1) give(UNMAPPED, '\n');
    const segments = decoded[index] ?? [];
    give(UNMAPPED, line.slice(0, segments[0]?.[0] ?? line.length));
    segments.forEach(([column, source], k) => {
      const end = segments[k + 1]?.[0] ?? line.length;
      give(source < 0 ? UNMAPPED : (sources[source] ?? UNMAPPED), line.slice(column, end));
    });
  });
  return [...shares].map(([source, share]) => ({ source, bytes: share.bytes, code: share.code.join('') }));
}

/** The npm package a source path belongs to (the innermost node_modules folder), if any. */
export function packageOf(path: string): string | undefined {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(path);
  return match?.[1];
}

/** A short name for a source: `pkg/inner/path.js` for dependencies, else relative to `root`. */
export function shortSource(path: string, root: string): string {
  if (path === UNMAPPED) return path;
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+\/(?!.*node_modules\/).*)$/.exec(path);
  if (inPackage?.[1]) return inPackage[1];
  return path.startsWith(`${root}/`) ? path.slice(root.length + 1) : path;
}
