import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
  existsSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fakeStateSchema, type FakeState } from '@shui/contract';

let temps = 0;
/** A temporary file beside the state file, its own for each write (two may overlap at shutdown). */
const tempName = (file: string) => `${file}.${process.pid}.${(temps += 1)}.tmp`;

/**
 * Writes the whole state atomically: to a temporary file beside it, flushed to disk, then renamed over
 * the old one, and the directory flushed so that the rename itself survives a crash. A crash at any
 * moment leaves either the old file or the new one, never half of one.
 */
export function writeStateFile(file: string, state: FakeState): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = tempName(file);
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
  if (process.platform !== 'win32') {
    const dir = openSync(dirname(file), 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  }
}

/** writeStateFile without blocking the event loop, the state given as its JSON text. */
export async function writeStateText(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  const tmp = tempName(file);
  try {
    const handle = await open(tmp, 'w');
    try {
      await handle.writeFile(text);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  } catch (error) {
    await rm(tmp, { force: true }).catch(() => undefined);
    throw error;
  }
  // Windows opens no directory as a file; its rename is as durable as it gets.
  if (process.platform === 'win32') return;
  const dir = await open(dirname(file), 'r');
  try {
    await dir.sync();
  } finally {
    await dir.close();
  }
}

/** Removes temporary files an interrupted write left beside the state file. */
export function removeStaleTemps(file: string): void {
  const dir = dirname(file);
  if (!existsSync(dir)) return;
  const prefix = `${basename(file)}.`;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) rmSync(join(dir, name), { force: true });
  }
}

/**
 * Reads and validates a state file; undefined when there is none yet. Throws, naming the file, when
 * invalid. A collection the file does not have at all (it was written before that part of the fake API
 * existed: the question bank, the workshop...) is taken from `seed`, so a developer's old state file
 * shows the new pages with their seeded content instead of empty ones.
 */
export function readStateFile(file: string, seed?: () => FakeState): FakeState | undefined {
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`state file ${file} is not valid JSON (${(error as Error).message})`);
  }
  if (seed && raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const saved = raw as Record<string, unknown>;
    const fresh = seed() as unknown as Record<string, unknown>;
    for (const key of Object.keys(fresh)) if (!(key in saved)) saved[key] = fresh[key];
  }
  const result = fakeStateSchema.safeParse(raw);
  if (!result.success)
    throw new Error(`state file ${file} does not match the contract:\n${result.error.message}`);
  return result.data;
}
