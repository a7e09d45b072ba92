import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { adminEndpoints } from '@shui/contract';
import { createCommand, examples, parseOptions, withJson } from '../lib/command';
import { CliError } from '../lib/errors';
import { dim, green, print, red, yellow } from '../lib/io';
import { REPO_ROOT } from '../lib/paths';

export interface Check {
  name: string;
  ok: boolean;
  /** A warning: worth knowing, not a failure. */
  warn?: boolean;
  detail: string;
  fix?: string;
}

// Keep in step with e2e/chromium.ts and e2e/scripts/ensure-chromium.mjs.
const CHROMIUM_CANDIDATES = [
  // Chromium's old headless shell first: the suite runs headless, and it spends about a quarter less
  // CPU per page than the full browser in headless mode (docs/decisions.md 34).
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const isExecutable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

const atLeast = (version: string, minimum: string) => {
  const a = version.split('.').map(Number);
  const b = minimum.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
};

function rootPackage(): { engines?: { node?: string }; packageManager?: string } {
  return JSON.parse(readFileSync(resolve(REPO_ROOT, 'package.json'), 'utf8')) as never;
}

function checkNode(): Check {
  const wanted = (rootPackage().engines?.node ?? '>=20.19').replace(/^>=\s*/, '');
  const have = process.versions.node;
  return atLeast(have, wanted)
    ? { name: 'Node.js', ok: true, detail: `${have} (needs >= ${wanted})` }
    : {
        name: 'Node.js',
        ok: false,
        detail: `${have}, needs >= ${wanted}`,
        fix: `install Node.js ${wanted} or newer (nvm install 22)`,
      };
}

function checkPnpm(): Check {
  const wanted = rootPackage().packageManager?.replace(/^pnpm@/, '') ?? '10';
  const execPath = process.env.npm_execpath ?? '';
  try {
    const version = execPath.includes('pnpm')
      ? execFileSync(process.execPath, [execPath, '--version'], { encoding: 'utf8' }).trim()
      : execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const major = (v: string) => v.split('.')[0];
    return major(version) === major(wanted)
      ? { name: 'pnpm', ok: true, detail: `${version} (project uses ${wanted})` }
      : {
          name: 'pnpm',
          ok: true,
          warn: true,
          detail: `${version}, the project uses ${wanted}`,
          fix: `npx -y pnpm@${wanted} <command>`,
        };
  } catch {
    return {
      name: 'pnpm',
      ok: false,
      detail: 'not found',
      fix: `npm i -g pnpm@${wanted}, or run npx -y pnpm@${wanted} <command>`,
    };
  }
}

function checkChromium(): Check {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv)
    return isExecutable(fromEnv)
      ? { name: 'Chromium (e2e)', ok: true, detail: `${fromEnv} (CHROMIUM_PATH)` }
      : {
          name: 'Chromium (e2e)',
          ok: false,
          detail: `CHROMIUM_PATH=${fromEnv} is not an executable file`,
          fix: 'point CHROMIUM_PATH at a Chrome or Chromium binary',
        };
  const found = CHROMIUM_CANDIDATES.find(isExecutable);
  return found
    ? { name: 'Chromium (e2e)', ok: true, detail: found }
    : {
        name: 'Chromium (e2e)',
        ok: false,
        detail: `none of ${CHROMIUM_CANDIDATES.join(', ')}`,
        fix: 'node e2e/scripts/ensure-chromium.mjs (installs it as root with apt-get), or set CHROMIUM_PATH',
      };
}

/** Whether something accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('timeout', () => (socket.destroy(), done(false)));
    socket.once('error', () => done(false));
  });
}

async function answers(url: string, test: (body: string) => boolean): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return test(await response.text());
  } catch {
    return false;
  }
}

export async function checkPort(port: number, what: string, ours: () => Promise<boolean>): Promise<Check> {
  const name = `port ${port} (${what})`;
  if (!(await listening(port))) return { name, ok: true, detail: 'free' };
  if (await ours()) return { name, ok: true, detail: `in use by our ${what}` };
  return {
    name,
    ok: false,
    detail: 'in use by another program',
    fix: `stop it (lsof -i :${port}) or start ours on another port`,
  };
}

export async function runChecks(ports = { api: 4100, web: 5173 }): Promise<Check[]> {
  return [
    checkNode(),
    checkPnpm(),
    checkChromium(),
    await checkPort(ports.api, 'fake API', () =>
      answers(`http://127.0.0.1:${ports.api}${adminEndpoints.health.path}`, (b) =>
        b.includes('"status":"ok"'),
      ),
    ),
    await checkPort(ports.web, 'portal dev server', () =>
      answers(`http://127.0.0.1:${ports.web}/`, (b) => b.includes('/@vite/client')),
    ),
  ];
}

export const doctorCommand = examples(
  withJson(
    createCommand('doctor', 'check this machine: Node.js, pnpm, Chromium for e2e, ports 4100 and 5173'),
  ),
  ['shui doctor', 'shui doctor --json'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(z.object({ json: z.boolean().optional() }), raw);
  const checks = await runChecks();
  print(options.json, checks, () =>
    checks
      .map((c) => {
        const mark = !c.ok ? red('FAIL') : c.warn ? yellow('warn') : green(' ok ');
        return `${mark} ${c.name}: ${c.detail}${c.fix ? dim(`\n     fix: ${c.fix}`) : ''}`;
      })
      .join('\n'),
  );
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0)
    throw new CliError(
      `${failed.length} check${failed.length > 1 ? 's' : ''} failed: ${failed.map((c) => c.name).join(', ')}`,
    );
});
