import { rmSync } from 'node:fs';
import { constants } from 'node:os';
import { descendants } from './proc';

/**
 * A last line of defence at process exit (including after Ctrl-C, once servers.ts's handler exits):
 * SIGKILL to every process this one started that is still alive (browsers, builds: Chromium runs in
 * its own process group, so its group goes too), and removal of temporary folders. Processes are
 * found by pid through /proc, from this process down; nothing else is touched. Linux only for the
 * process part; elsewhere the children's own cleanup is all there is.
 */
const groups = new Set<number>();
const folders = new Set<string>();
let installed = false;

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

export function trackProcessGroup(pid: number): void {
  groups.add(pid);
}

export function untrackProcessGroup(pid: number): void {
  groups.delete(pid);
}

export function removeOnExit(folder: string): void {
  folders.add(folder);
}

export function removeNow(folder: string): void {
  rmSync(folder, { recursive: true, force: true });
  folders.delete(folder);
}

/**
 * Installs the exit-time clean-up, and keeps a listener on SIGINT, SIGTERM and SIGHUP so that a second
 * signal (Ctrl-C pressed twice) does not kill this process before it cleans up: it exits at once
 * instead, and so does a first signal whose graceful stop (servers.ts) takes longer than `graceMs`.
 */
export function cleanUpOnExit(graceMs = 8000): void {
  if (installed) return;
  installed = true;
  process.on('exit', () => {
    for (const pid of groups) killQuietly(-pid);
    for (const pid of descendants(process.pid)) killQuietly(pid);
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });
  let signals = 0;
  const onSignal = (signal: NodeJS.Signals) => {
    signals++;
    if (signals > 1) process.exit(128 + (constants.signals[signal] ?? 0));
    setTimeout(() => process.exit(128 + (constants.signals[signal] ?? 0)), graceMs);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal);
}
