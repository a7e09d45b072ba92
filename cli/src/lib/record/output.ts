import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import {
  MANIFEST_FILE,
  Scrubber,
  scanForSecrets,
  type Finding,
  type RecordingManifest,
} from '@shui/contract/recording';
import { CliError, exitCodes, UsageError } from '../errors';
import { layout, scrubExchange, type RawExchange } from './layout';

/**
 * Checks the output folder before anything is recorded: it must not exist, be empty, or (with
 * `force`) hold an earlier recording, which is replaced. Anything else is refused, so that neither
 * replacing it nor deleting it after a failed scan can take files that are not a recording's.
 */
export function checkOutput(out: string, force: boolean): string {
  const dir = resolve(out);
  if (!existsSync(dir)) return dir;
  if (!statSync(dir).isDirectory()) throw new UsageError(`--out: ${out} is a file, not a folder`);
  const entries = readdirSync(dir);
  if (entries.length === 0) return dir;
  if (!entries.includes(MANIFEST_FILE)) {
    throw new UsageError(
      `--out: ${out} is not empty and holds no recording (${MANIFEST_FILE})`,
      'Give a new or empty folder: a recording replaces what is in it.',
    );
  }
  if (!force) {
    throw new UsageError(
      `--out: ${out} holds a recording already`,
      'Give another folder, or --force to replace it.',
    );
  }
  return dir;
}

/** The final scan found something that looks like a secret: the output was deleted (exit 1). */
export class SecretSurvivedError extends CliError {
  constructor(
    readonly out: string,
    readonly findings: readonly Finding[],
  ) {
    const first = findings
      .slice(0, 5)
      .map(
        (f) =>
          `  ${f.kind === 'e-mail' || f.kind === 'ID number' ? 'an' : 'a'} ${f.kind} in ${f.file} at ${f.at}`,
      );
    const more = findings.length > 5 ? [`  … and ${findings.length - 5} more`] : [];
    super(
      `the final scan found what looks like a secret, so ${out} was deleted:\n${[...first, ...more].join('\n')}`,
      exitCodes.failed,
      'Nothing was kept. The scrubber missed these: report the kind and the call (not the value), or record without the calls that carry them.',
    );
  }

  override details(): Record<string, unknown> {
    return { out: this.out, findings: this.findings };
  }
}

export interface Written {
  dir: string;
  manifest: RecordingManifest;
  /** The files written, relative to `dir`, sorted. */
  files: string[];
}

/**
 * Scrubs the exchanges (twice: the second pass knows every value the first replaced, such as a name
 * learned from a later answer), writes the recording, reads it back and scans it. When the scan finds
 * anything, the whole folder is deleted and SecretSurvivedError thrown.
 */
export function writeRecording(dir: string, exchanges: readonly RawExchange[]): Written {
  const scrubber = new Scrubber();
  for (const ex of exchanges) scrubExchange(scrubber, ex);
  const scrubbed = exchanges.map((ex) => scrubExchange(scrubber, ex));
  const { files, manifest } = layout(scrubbed);

  if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }

  const written = [...files.keys()].sort();
  const parsed = written.map((file) => ({
    file,
    value: JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown,
  }));
  const findings = scanForSecrets(parsed, { fakes: scrubber.fakes, originals: scrubber.originals() });
  if (findings.length > 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new SecretSurvivedError(dir, findings);
  }
  return { dir, manifest, files: written };
}
