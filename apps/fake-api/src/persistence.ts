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
import { basename, dirname, join } from 'node:path';
import { fakeStateSchema, type FakeState } from '@shui/contract';

/**
 * Writes the whole state atomically: to a temporary file beside it, flushed to disk, then renamed over
 * the old one. A crash at any moment leaves either the old file or the new one, never half of one.
 */
export function writeStateFile(file: string, state: FakeState): void {
  mkdirSync(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fd = openSync(tmp, 'w');
  try {
    writeSync(fd, JSON.stringify(state));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, file);
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

/** Reads and validates a state file; undefined when there is none yet. Throws, naming the file, when invalid. */
export function readStateFile(file: string): FakeState | undefined {
  if (!existsSync(file)) return undefined;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`state file ${file} is not valid JSON (${(error as Error).message})`);
  }
  const result = fakeStateSchema.safeParse(raw);
  if (!result.success)
    throw new Error(`state file ${file} does not match the contract:\n${result.error.message}`);
  return result.data;
}

/** Coalesces changes into one write at most every `delayMs`; `flush()` writes now if anything is pending. */
export class StateWriter {
  private timer: NodeJS.Timeout | undefined;
  private pending = false;

  constructor(
    private readonly file: string,
    private readonly snapshot: () => FakeState,
    private readonly delayMs = 50,
    private readonly onError: (error: Error) => void = () => {},
  ) {}

  schedule(): void {
    this.pending = true;
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.flush();
    }, this.delayMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.pending) return;
    this.pending = false;
    try {
      writeStateFile(this.file, this.snapshot());
    } catch (error) {
      this.onError(error as Error);
    }
  }
}
