#!/usr/bin/env node
// The control panel's build (apps/control-panel/dist, served by the fake API at /__admin/): made when it
// is missing or older than its sources. `pnpm fake-api` and `pnpm dev` check it at start (a few stat
// calls) and, when it must be made, build it in a child process while the fake API starts and answers
// (apps/fake-api/scripts/start.mjs --build-panel); the e2e suite builds it before its tests
// (e2e/scripts/build-portal.mjs).
// See docs/decisions.md 44.
//
//   node scripts/control-panel.mjs           build when missing or stale, and wait
//   node scripts/control-panel.mjs --force   build whatever its state
import { spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { newestChange, workspaceInputs } from './bundle-cache.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = fileURLToPath(import.meta.url);
export const PANEL_DIR = join(ROOT, 'apps/control-panel');
/** The build the fake API serves (its DEFAULT_CONTROL_PANEL). */
export const PANEL_DIST = join(PANEL_DIR, 'dist');
/** Present while a build runs; the fake API's /__admin/ page says so (apps/fake-api/src/control/control-panel.ts). */
const BUILDING = `${PANEL_DIST}.building`;
/** Its mtime is the time the build started: a source saved during the build makes it stale again. */
const STAMP = join(PANEL_DIST, '.built');
const VITE = join(PANEL_DIR, 'node_modules/vite/bin/vite.js');

/**
 * What the panel is built from: its sources, the contract, the dependencies' versions, the build scripts
 * (this one and bundle-cache.mjs, which it imports), as for the fake API's and the CLI's bundles.
 */
const INPUTS = workspaceInputs(PANEL_DIR, ['src', 'index.html', 'vite.config.ts'], import.meta.url);

/** 'fresh', 'stale' (built, but a source is newer) or 'missing'; 'unbuildable' without the panel's packages. */
export function controlPanelStatus() {
  if (!existsSync(join(PANEL_DIST, 'index.html')) || !existsSync(STAMP))
    return existsSync(VITE) ? 'missing' : 'unbuildable';
  if (statSync(STAMP).mtimeMs >= newestChange(INPUTS)) return 'fresh';
  return existsSync(VITE) ? 'stale' : 'unbuildable';
}

/** True while another live process builds (a lock left by a killed build is taken over). */
function takeLock() {
  try {
    mkdirSync(BUILDING);
  } catch {
    let pid = 0;
    try {
      pid = Number(readFileSync(join(BUILDING, 'pid'), 'utf8'));
    } catch {
      // Just made by another build, which has not written its pid yet.
      return false;
    }
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      rmSync(BUILDING, { recursive: true, force: true });
      mkdirSync(BUILDING);
    }
  }
  writeFileSync(join(BUILDING, 'pid'), String(process.pid));
  return true;
}

/**
 * Builds the panel with Vite into a folder of its own, then puts it in place of dist/ (a page being
 * served meanwhile keeps the old build until then). Resolves to { built, ms }: { built: false } when
 * another process is building it, or, with `wait`, once that build has ended and left a fresh one.
 * Rejects with Vite's output when the build fails.
 */
export async function buildControlPanel({ quiet = false, wait = false } = {}) {
  if (!existsSync(VITE))
    throw new Error(`the control panel's packages are not installed (no ${VITE}): run pnpm install`);
  while (!takeLock()) {
    if (!wait) return { built: false, ms: 0 };
    await new Promise((done) => setTimeout(done, 500));
    if (!existsSync(BUILDING) && controlPanelStatus() === 'fresh') return { built: false, ms: 0 };
  }
  const started = Date.now();
  const out = join(PANEL_DIR, `dist.${process.pid}.tmp`);
  let child;
  const release = () => {
    child?.kill('SIGTERM');
    rmSync(out, { recursive: true, force: true });
    rmSync(BUILDING, { recursive: true, force: true });
  };
  const onSignal = (signal) => {
    release();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const output = await new Promise((done, fail) => {
      let text = '';
      child = spawn(
        process.execPath,
        [VITE, 'build', '--configLoader', 'runner', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'],
        {
          cwd: PANEL_DIR,
          env: { ...process.env, NODE_ENV: 'production' },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      child.stdout.on('data', (chunk) => (text += chunk));
      child.stderr.on('data', (chunk) => (text += chunk));
      child.once('error', fail);
      child.once('close', (code) =>
        code === 0 ? done(text) : fail(new Error(text.trim() || `vite exited ${code}`)),
      );
    });
    if (!quiet && output.trim()) process.stdout.write(output);
    writeFileSync(join(out, '.built'), '');
    const startedAt = new Date(started);
    utimesSync(join(out, '.built'), startedAt, startedAt);
    rmSync(PANEL_DIST, { recursive: true, force: true });
    renameSync(out, PANEL_DIST);
    return { built: true, ms: Date.now() - started };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    child = undefined;
    release();
  }
}

/**
 * Starts a build in a child process that the caller does not wait for (the fake API's start): it prints
 * one line when it begins and one when the panel is there, or Vite's errors.
 */
export function startControlPanelBuild(status) {
  const child = spawn(process.execPath, [SELF, '--background', status], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.unref();
  return child;
}

async function main() {
  const args = process.argv.slice(2);
  const background = args[0] === '--background';
  const force = args.includes('--force');
  const status = background ? args[1] : controlPanelStatus();
  const say = (line) => console.log(`control panel: ${line}`);
  if (!force && status === 'fresh') {
    say(`up to date (${PANEL_DIST})`);
    return;
  }
  if (status === 'unbuildable') {
    console.error(`control panel: cannot build it: its packages are not installed (run pnpm install)`);
    process.exitCode = 1;
    return;
  }
  say(
    background
      ? `building it (${status === 'missing' ? 'no build yet' : 'its sources changed'}); /__admin/ shows it once built`
      : `building it${force ? '' : ` (${status === 'missing' ? 'no build yet' : 'its sources changed'})`}`,
  );
  try {
    const result = await buildControlPanel({ quiet: background });
    if (!result.built) say('another process is building it');
    else say(`built in ${(result.ms / 1000).toFixed(1)} s (${PANEL_DIST})`);
  } catch (error) {
    console.error(`control panel: the build failed:\n${error.message}`);
    console.error('Fix the error and run: pnpm --filter @shui/control-panel build');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === SELF) await main();
