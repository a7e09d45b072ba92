import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server as `pnpm fake-api` starts it. */
const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '../scripts/start.mjs');
const PACKAGE_DIR = resolve(dirname(SERVER), '..');

export interface RunningServer {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

/** Starts the real server as a user would (its start script and flags) on a free port; resolves once ready. */
export function startServer(args: string[], env: Record<string, string> = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [SERVER, '--port', '0', ...args], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    return exited;
  };
  return new Promise((resolveReady, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /fake API ready on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) resolveReady({ url: match[1], child, output: () => output, stop });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Runs the server expecting it to exit; resolves with its exit code and output. */
export function runServerToExit(args: string[]): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVER, '--port', '0', ...args], {
    cwd: PACKAGE_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  return new Promise((done) =>
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, output });
    }),
  );
}

/** A JSON POST to a running server, with a bearer token when given. */
export const post = (url: string, body: unknown, token?: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
