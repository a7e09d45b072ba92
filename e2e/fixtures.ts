import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { test as base } from '@playwright/test';
import {
  type FakeState,
  type FaultInput,
  type JournalEntry,
  type OutboxEntry,
  type Settings,
} from '@shui/contract';
import { adminCall } from '@shui/contract/admin-client';
import { startApiProxy } from './api-proxy';
import { PORTAL_PORT } from './portal';

const E2E_DIR = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(E2E_DIR, '..');
/** How `pnpm fake-api` starts it: a cached bundle of the TypeScript, rebuilt when a source changes. */
const SERVER = resolve(REPO_ROOT, 'apps/fake-api/scripts/start.mjs');
const SEED = resolve(REPO_ROOT, 'fixtures/seed');
const EXIT_WITH_PARENT = pathToFileURL(resolve(E2E_DIR, 'scripts/exit-with-parent.mjs')).href;
const READY = /fake API ready on (http:\/\/\S+)/;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

/** Screenshots and other files tests keep on purpose (git-ignored). */
export const ARTIFACTS_DIR = resolve(E2E_DIR, 'artifacts');

export interface FakeApi {
  /** Origin of this worker's fake API, e.g. http://127.0.0.1:40123. */
  url: string;
  /** Back to the seed; faults and journal cleared too. */
  reset(): Promise<void>;
  /** An access token for a seeded user, without going through a login page. */
  token(username: string): Promise<string>;
  /** Verification codes sent so far, oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  /** The portal's requests to this fake API whose path starts with `path`, oldest first. */
  journal(path: string): Promise<JournalEntry[]>;
  /** The whole state (export). */
  state(): Promise<FakeState>;
  /** Replaces the whole state (import). */
  replaceState(state: FakeState): Promise<void>;
  /** Adds a fault rule; resolves to its id. */
  addFault(rule: FaultInput): Promise<string>;
  clearFaults(): Promise<void>;
  /** Changes settings such as examPeriod or onCampus. */
  settings(patch: Partial<Settings>): Promise<Settings>;
}

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

// Servers read variables such as PORT and SHUI_ORIGINS; the tests must not depend on the caller's shell.
const SERVER_VARIABLES = [
  'PORT',
  'HOST',
  'SHUI_STATE',
  'SHUI_FIXTURE',
  'SHUI_ORIGINS',
  'SHUI_ALLOWED_HOSTS',
  'SHUI_QUIET',
  'TOKEN_TTL_SECONDS',
];

function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const name of SERVER_VARIABLES) delete env[name];
  return env;
}

export interface RunningFakeApi {
  url: string;
  stop(): Promise<void>;
}

/** A fake API process on a free port, in memory, from the default seed; `args` adds flags. */
export async function startFakeApi(args: readonly string[] = []): Promise<RunningFakeApi> {
  const child: Child = spawn(
    process.execPath,
    [
      '--import',
      EXIT_WITH_PARENT,
      SERVER,
      ...['--host', '127.0.0.1', '--port', '0', '--state', 'memory', '--fixture', SEED, '--quiet'],
      ...args,
    ],
    { cwd: REPO_ROOT, env: serverEnv(), stdio: ['pipe', 'pipe', 'pipe'] },
  );
  // Both pipes are read for the child's whole life: a full pipe would block its writes.
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-20_000);
  });
  const lines = createInterface({ input: child.stdout });
  const stderrTail = () => `--- fake API stderr ---\n${stderr.trim() || '(empty)'}`;

  const url = await new Promise<string>((resolveUrl, reject) => {
    const giveUp = (why: string) => {
      clearTimeout(timer);
      child.off('close', onEarlyExit);
      child.kill('SIGKILL');
      reject(new Error(`fake API did not start: ${why}\n${stderrTail()}`));
    };
    const onEarlyExit = (code: number | null, signal: NodeJS.Signals | null) =>
      giveUp(`it exited (${signal ?? `code ${code}`})`);
    const timer = setTimeout(
      () => giveUp(`no "fake API ready" line within ${START_TIMEOUT_MS} ms`),
      START_TIMEOUT_MS,
    );
    child.once('error', (error) => giveUp(error.message));
    // 'close', not 'exit': by then all of its stderr has been read.
    child.once('close', onEarlyExit);
    lines.on('line', (line) => {
      const found = READY.exec(line)?.[1];
      if (!found) return;
      clearTimeout(timer);
      child.off('close', onEarlyExit);
      resolveUrl(found);
    });
  });

  let stopping = false;
  child.once('close', (code, signal) => {
    if (!stopping) console.error(`fake API on ${url} died (${signal ?? `code ${code}`})\n${stderrTail()}`);
  });

  return {
    url,
    stop: async () => {
      stopping = true;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((done) => child.once('exit', () => done()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The control plane of one fake API, through the contract's client (answers parsed by the contract). */
export function fakeApiClient(url: string): FakeApi {
  return {
    url,
    reset: async () => {
      await adminCall(url, 'reset');
    },
    token: async (username) => (await adminCall(url, 'mintToken', { body: { username } })).access_token,
    outbox: () => adminCall(url, 'outbox'),
    journal: (path) => adminCall(url, 'journal', { query: { path } }),
    state: () => adminCall(url, 'exportState'),
    replaceState: async (state) => {
      await adminCall(url, 'importState', { body: state });
    },
    addFault: async (rule) => (await adminCall(url, 'addFault', { body: rule })).id,
    clearFaults: async () => {
      await adminCall(url, 'clearFaults');
    },
    settings: (patch) => adminCall(url, 'updateSettings', { body: patch }),
  };
}

/**
 * Playwright's test with `fakeApi`: one fake API process per worker (memory state, seeded from
 * fixtures/seed, on a free port), reset to the seed before every test. The browser reaches it through
 * the worker's proxy (`startApiProxy`): the portal is built for `local`, whose API address is fixed.
 */
export const test = base.extend<{ resetFakeApi: void }, { fakeApi: FakeApi; apiProxy: string }>({
  fakeApi: [
    // Playwright reads fixture dependencies from the first parameter, which must be a destructuring.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startFakeApi();
      try {
        await use(fakeApiClient(server.url));
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', timeout: START_TIMEOUT_MS + STOP_TIMEOUT_MS + 5_000 },
  ],
  apiProxy: [
    async ({ fakeApi }, use) => {
      const proxy = await startApiProxy(fakeApi.url);
      try {
        await use(proxy.url);
      } finally {
        await proxy.stop();
      }
    },
    { scope: 'worker' },
  ],
  // Every request goes to the proxy but the portal's own (Chromium leaves loopback alone unless told
  // with <-loopback>; the later entries take the portal's hosts back out).
  proxy: async ({ apiProxy }, use) => {
    const portalHosts = ['127.0.0.1', 'localhost', '*.localhost'].map((host) => `${host}:${PORTAL_PORT}`);
    await use({ server: apiProxy, bypass: ['<-loopback>', ...portalHosts].join(',') });
  },
  resetFakeApi: [
    async ({ fakeApi }, use) => {
      await fakeApi.reset();
      await use();
    },
    { auto: true },
  ],
});

export { expect } from '@playwright/test';
