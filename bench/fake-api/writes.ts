import { mkdtempSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeApi } from '../lib/fake-api';
import { freePort } from '../lib/free-port';
import { httpCall } from '../lib/http-call';
import { percentile, round, sortedNumbers } from '../lib/stats';

/** Concurrent clients of the write load, each on its own keep-alive connection. */
export const WRITE_CLIENTS = 20;
const WRITE_PATH = '/__admin/notifications';

export interface WriteResult {
  state: 'memory' | 'file';
  writesPerSec: number;
  p50Ms: number;
  p99Ms: number;
  writes: number;
  failed: number;
}

/**
 * Write throughput: `WRITE_CLIENTS` clients of this process (a Node driver, not wrk: each request has
 * its own body) each send `POST /__admin/notifications` one after the other for `durationSec` seconds,
 * after a 1 s warm-up and a reset to the seed. With a state file every answer waits until its change
 * is on disk (docs/decisions.md 33): the state file's writes carry all the changes that came while the
 * previous one was on its way.
 */
export async function measureWrites(
  repoRoot: string,
  state: 'memory' | 'file',
  durationSec: number,
): Promise<WriteResult> {
  const dir = mkdtempSync(join(tmpdir(), 'shui-bench-writes-'));
  const port = await freePort();
  const server = await startFakeApi(repoRoot, port, {
    name: `fake API (--state ${state})`,
    state: state === 'memory' ? 'memory' : join(dir, 'state.json'),
  });
  const agent = new Agent({ keepAlive: true, maxSockets: WRITE_CLIENTS });
  const run = async (seconds: number) => {
    const times: number[] = [];
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    const client = async (c: number) => {
      for (let i = 0; performance.now() < until; i += 1) {
        const started = performance.now();
        const answer = await httpCall(server.origin + WRITE_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: 'student', message: `bench ${c} ${i}` }),
          agent,
        });
        times.push(performance.now() - started);
        if (answer.status !== 201) failed += 1;
      }
    };
    const began = performance.now();
    await Promise.all(Array.from({ length: WRITE_CLIENTS }, (_, c) => client(c)));
    return { times, failed, seconds: (performance.now() - began) / 1000 };
  };
  try {
    await run(1);
    await httpCall(`${server.origin}/__admin/reset`, { method: 'POST', agent });
    const { times, failed, seconds } = await run(durationSec);
    const sorted = sortedNumbers(times);
    return {
      state,
      writesPerSec: round(times.length / seconds),
      p50Ms: round(percentile(sorted, 50), 3),
      p99Ms: round(percentile(sorted, 99), 3),
      writes: times.length,
      failed,
    };
  } finally {
    agent.destroy();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
