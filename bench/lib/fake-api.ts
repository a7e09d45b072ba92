import { readFileSync } from 'node:fs';
import type { Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { tokenResultSchema } from '@shui/contract';
import { postJson } from './http-call';
import { startServer, type RunningServer } from './servers';

/** Node's flags in the fake API's start script (`node <flags> scripts/start.mjs ...`), what `pnpm fake-api` runs. */
function startScriptNodeFlags(): string[] {
  const packageJson = fileURLToPath(new URL('../../apps/fake-api/package.json', import.meta.url));
  const start = (JSON.parse(readFileSync(packageJson, 'utf8')) as { scripts: { start: string } }).scripts
    .start;
  const words = start.split(/\s+/);
  const script = words.indexOf('scripts/start.mjs');
  if (words[0] !== 'node' || script === -1) throw new Error(`unexpected fake API start script: ${start}`);
  return words.slice(1, script);
}

/**
 * How to start the fake API as `pnpm fake-api` does (its start script, with its node flags, runs a cached
 * bundle of the TypeScript), quiet, on `port`, from the repository root; `state` is `memory` or a state file.
 */
export const fakeApiLaunch = (port: number, state = 'memory') => ({
  command: process.execPath,
  args: [
    ...startScriptNodeFlags(),
    'apps/fake-api/scripts/start.mjs',
    '--port',
    String(port),
    '--state',
    state,
    '--quiet',
  ],
  healthPath: '/__admin/health',
});

/** Starts the fake API (as fakeApiLaunch says) and waits until it answers. */
export function startFakeApi(
  repoRoot: string,
  port: number,
  options: { name?: string; state?: string } = {},
): Promise<RunningServer> {
  return startServer({
    name: options.name ?? 'fake API',
    cwd: repoRoot,
    port,
    ...fakeApiLaunch(port, options.state),
  });
}

/** A token for `username`, minted through the control plane (POST /__admin/tokens). */
export async function mintToken(origin: string, username = 'student', agent?: Agent): Promise<string> {
  const answer = await postJson(`${origin}/__admin/tokens`, { username }, agent);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(`POST /__admin/tokens answered ${answer.status}: ${answer.body.toString('utf8')}`);
  }
  return tokenResultSchema.parse(JSON.parse(answer.body.toString('utf8'))).access_token;
}
