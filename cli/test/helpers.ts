import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Command } from 'commander';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { createFakeApi } from '@shui/fake-api/setup';
import { resetCommand } from '../src/commands/reset';
import { exitCodeOf, wantsJson } from '../src/index';
import { resetIo, setIo } from '../src/lib/io';

/**
 * A fake API listening on a free port of 127.0.0.1, in this process, with the default seed in memory;
 * `options` as createFakeApi takes them (a clock, a drift profile...).
 */
export async function startApi(options: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({ state: 'memory', ...options });
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { ...api, url, close };
}

/**
 * The fake API of a test file, for its commands: started before the file's tests, closed after them,
 * and with `reset`, brought back to the seed (`shui reset`) before each test.
 */
export function useFakeApi(options: { reset?: boolean } = {}) {
  const fake = {
    /** The running fake API; set before the tests run. */
    api: undefined as unknown as Awaited<ReturnType<typeof startApi>>,
    /** The `--api` flag that points a command at it; filled in before the tests run. */
    at: [] as string[],
    /** A portal call's data, asked of the running fake API. */
    portal: async <T>(path: string, query: Record<string, string | number> = {}): Promise<T> => {
      const search = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await fetch(`${fake.api.url}${path}?${String(search)}`);
      return ((await res.json()) as { data: T }).data;
    },
    /** Brings the running fake API back to the seed (`shui reset`), checking the command succeeded. */
    reset: async (): Promise<void> => {
      expect((await run(resetCommand, fake.at)).code).toBe(0);
    },
  };
  beforeAll(async () => {
    fake.api = await startApi();
    fake.at.push('--api', fake.api.url);
  });
  afterAll(() => fake.api.close());
  if (options.reset) beforeEach(() => fake.reset());
  return fake;
}

/** A new empty directory under the OS's temporary directory, for the files a test writes. */
export const tempDir = () => mkdtempSync(join(tmpdir(), 'shui-cli-'));

/** An address where nothing listens: a port the OS just handed out and took back. */
export async function deadApi(): Promise<string> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

export interface Run {
  code: number;
  out: string;
  err: string;
  /** stdout parsed as JSON (for --json runs). */
  json: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read it like supertest's body
  /** stderr parsed as JSON: the `{ error }` object of a failed --json run. */
  errorJson: () => any; // eslint-disable-line @typescript-eslint/no-explicit-any -- as json()
}

/** Runs a command in-process as index.ts would, and returns its exit code and what it printed. */
export async function run(
  command: Command,
  args: string[],
  options: { progress?: boolean } = {},
): Promise<Run> {
  let out = '';
  let err = '';
  setIo({
    out: (t) => void (out += t),
    err: (t) => void (err += t),
    colour: false,
    progress: options.progress ?? false,
  });
  let code = 0;
  try {
    await command.parseAsync(args, { from: 'user' });
  } catch (error) {
    code = exitCodeOf(error, { json: wantsJson(args) });
  } finally {
    resetIo();
  }
  return { code, out, err, json: () => JSON.parse(out), errorJson: () => JSON.parse(err) };
}

afterEach(() => resetIo());
