import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

/** Where uploaded files' bytes live: beside the state file, or in memory with `--state memory`. */
export interface UploadStore {
  put(name: string, bytes: Buffer): void;
  get(name: string): Buffer | undefined;
}

export function memoryUploads(): UploadStore {
  const files = new Map<string, Buffer>();
  return { put: (name, bytes) => void files.set(name, bytes), get: (name) => files.get(name) };
}

export function directoryUploads(dir: string): UploadStore {
  mkdirSync(dir, { recursive: true });
  return {
    put: (name, bytes) => writeFileSync(join(dir, name), bytes),
    get: (name) => {
      const file = join(dir, name);
      return existsSync(file) ? readFileSync(file) : undefined;
    },
  };
}

const SIGNATURES: Array<{ mime: string; ext: string; test: (b: Buffer) => boolean }> = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    mime: 'image/webp',
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { mime: 'image/bmp', ext: 'bmp', test: (b) => b.subarray(0, 2).toString('latin1') === 'BM' },
];

/** The image type of these bytes by their signature (the declared type is not trusted), if any. */
export function sniffImage(bytes: Buffer): { mime: string; ext: string } | undefined {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match && { mime: match.mime, ext: match.ext };
}
