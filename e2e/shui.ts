import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The workspace bin `shui`, as `pnpm shui` runs it. */
const BIN = resolve(REPO_ROOT, 'cli/bin/shui.mjs');
/** The first run may build the CLI's bundle. */
const TIMEOUT_MS = 60_000;

// Variables the CLI reads; the tests must not depend on the caller's shell.
const CLI_VARIABLES = ['SHUI_API', 'SHUI_SCENARIOS', 'SHUI_ENV_FILE', 'SHUI_CLI_TSX', 'INIT_CWD'];

export interface ShuiResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real `shui` command in a child process, as QA would from a terminal. */
export function shui(args: string[]): Promise<ShuiResult> {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const name of CLI_VARIABLES) delete env[name];
  return new Promise((done, fail) => {
    execFile(
      process.execPath,
      [BIN, ...args],
      { cwd: REPO_ROOT, env, timeout: TIMEOUT_MS, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error && typeof error.code !== 'number') {
          fail(new Error(`shui ${args.join(' ')} did not run: ${error.message}\n${stderr}`));
          return;
        }
        done({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
      },
    );
  });
}
