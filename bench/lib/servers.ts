import { spawn, type ChildProcess } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { httpCall } from './http-call';
import { listenerPid } from './proc';

export interface ServerSpec {
  name: string;
  command: string;
  args: readonly string[];
  cwd: string;
  env?: Record<string, string>;
  port: number;
  /** GET path answered 2xx once the server is ready. */
  healthPath: string;
  timeoutMs?: number;
}

export interface RunningServer {
  name: string;
  origin: string;
  port: number;
  /** The process listening on the port: the one measured. */
  pid: number;
  /** The process spawned (a launcher such as the tsx cli, or the server itself). */
  launcherPid: number;
  /** Spawn until the first 2xx answer to the health path. */
  startupMs: number;
  output: () => string;
  stop: () => Promise<void>;
}

const POLL_MS = 5;
const OUTPUT_LIMIT = 64 * 1024;
const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  if (child.pid === undefined) return false;
  try {
    // Negative pid: the whole process group, so a launcher's own children go too.
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > deadline) return false;
    await sleep(10);
  }
  return true;
}

async function stopChild(child: ChildProcess): Promise<void> {
  const groupGone = () => !signalGroup(child, 0);
  if (signalGroup(child, 'SIGTERM') && !(await waitUntil(groupGone, 3000))) {
    signalGroup(child, 'SIGKILL');
    await waitUntil(groupGone, 2000);
  }
  running.delete(child);
}

export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_LIMIT);
  };
  const started = performance.now();
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: { ...process.env, ...spec.env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let failure: Error | undefined;
  child.on('error', (error) => (failure = error));
  child.on('exit', (code, signal) => {
    failure ??= new Error(`${spec.name} exited (${signal ?? `code ${code}`}) before answering:\n${output}`);
  });

  const origin = `http://127.0.0.1:${spec.port}`;
  const deadline = started + (spec.timeoutMs ?? 20_000);
  for (;;) {
    if (failure) break;
    if (performance.now() > deadline) {
      failure = new Error(`${spec.name} did not answer ${spec.healthPath} in time:\n${output}`);
      break;
    }
    const attempt = performance.now();
    try {
      const answer = await httpCall(origin + spec.healthPath, { timeoutMs: 2000 });
      if (answer.status >= 200 && answer.status < 300) break;
    } catch {
      // Not listening yet.
    }
    await sleep(Math.max(0, POLL_MS - (performance.now() - attempt)));
  }
  const startupMs = performance.now() - started;
  if (failure || child.pid === undefined) {
    await stopChild(child);
    throw failure ?? new Error(`${spec.name} could not be spawned`);
  }

  return {
    name: spec.name,
    origin,
    port: spec.port,
    pid: listenerPid(child.pid, spec.port) ?? child.pid,
    launcherPid: child.pid,
    startupMs,
    output: () => output,
    stop: () => stopChild(child),
  };
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...running].map(stopChild));
}

/** Children live in their own process groups, so Ctrl-C does not reach them: we pass it on. */
export function stopServersOnExit(): void {
  process.on('exit', () => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      void stopAllServers().finally(() => process.exit(128 + constants.signals[signal]));
    });
  }
}
