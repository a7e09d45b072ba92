import type { Agent } from 'node:http';
import { tokenResultSchema } from '@shui/contract';
import { postJson } from './http-call';
import { startServer, type RunningServer } from './servers';

/**
 * How to start the fake API as `pnpm fake-api` does (its start script runs a cached bundle of the
 * TypeScript), quiet, on `port`, from the repository root; `state` is `memory` or a state file.
 */
export const fakeApiLaunch = (port: number, state = 'memory') => ({
  command: process.execPath,
  args: ['apps/fake-api/scripts/start.mjs', '--port', String(port), '--state', state, '--quiet'],
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
