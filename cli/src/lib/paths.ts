import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, found upwards from this file (cli/src/lib, or cli/dist in the bundle). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(resolve(dir, 'pnpm-workspace.yaml'))) {
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('shui: cannot find the repository (no pnpm-workspace.yaml above the CLI)');
    dir = parent;
  }
  return dir;
}

export const REPO_ROOT = findRoot();

/** A path the user typed, relative to where they ran the command (pnpm runs scripts from the root). */
export const userPath = (path: string): string => resolve(process.env.INIT_CWD ?? process.cwd(), path);

/** Written by `shui env use`, read by apps/web/env.config.ts (SHUI_ENV_FILE moves it, for tests only). */
export const envFile = (): string => process.env.SHUI_ENV_FILE ?? resolve(REPO_ROOT, '.shui/env.json');

export const SCENARIO_DIR = resolve(REPO_ROOT, 'fixtures/scenarios');

export const FAKE_API_START = resolve(REPO_ROOT, 'apps/fake-api/scripts/start.mjs');
/**
 * Node's flags for the fake API, as its start script (apps/fake-api/package.json) gives them: V8 keeps the
 * heap small (docs/decisions.md 48).
 */
export const FAKE_API_NODE_FLAGS: readonly string[] = ['--optimize-for-size'];
