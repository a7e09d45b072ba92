import { gzipSync } from 'node:zlib';

/** Bytes after gzip at level 9, as a production server with static gzip would send them. */
export function gzipSize(data: Buffer | string): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Kilobytes as Vite prints them: 1 KB = 1,000 bytes. */
export const kb = (bytes: number): number => bytes / 1000;
