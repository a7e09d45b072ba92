import { execFileSync } from 'node:child_process';
import { accessSync, constants, readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { adminEndpoints, healthSchema, type JudgeContainment } from '@shui/contract';
import { apiOrigin } from '../lib/admin-client';
import { createCommand, examples, parseOptions, withApi } from '../lib/command';
import { CliError } from '../lib/errors';
import { dim, green, print, red, yellow } from '../lib/io';
import { REPO_ROOT } from '../lib/paths';

export interface Check {
  name: string;
  ok: boolean;
  /** A warning: worth knowing, not a failure. */
  warn?: boolean;
  /** Not checked, because what it asks is not there (the fake API is not running): not a failure. */
  skipped?: boolean;
  detail: string;
  fix?: string;
  /** The judge line only: the fake API's report (GET /__admin/health `judge`), notes included. */
  judge?: JudgeContainment;
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

const JUDGE = 'judge containment';

/** Each guarantee of the judge's report, as doctor names it. */
const GUARANTEES = [
  ['noNetwork', 'no network'],
  ['noHostFiles', 'no host files'],
  ['noWrites', 'no writes'],
  ['noProcesses', 'no new processes'],
  ['ownPidNamespace', 'own PID namespace'],
  ['diesWithFakeApi', 'dies with the fake API'],
] as const satisfies ReadonlyArray<readonly [keyof JudgeContainment, string]>;

/** The judge line for a containment report: `namespaces` ok, `permissions-only` a warning, `none` a failure. */
export function judgeCheck(judge: JudgeContainment): Check {
  const holds = GUARANTEES.filter(([key]) => judge[key]).map(([, label]) => label);
  const lacks = GUARANTEES.filter(([key]) => !judge[key]).map(([, label]) => label);
  const walls = [
    `holds: ${holds.length > 0 ? holds.join(', ') : 'none'}`,
    ...(lacks.length > 0 ? [`lacks: ${lacks.join(', ')}`] : []),
    judge.memoryLimitMiB === null ? 'memory not limited' : `memory limit ${judge.memoryLimitMiB} MiB`,
  ].join('; ');
  switch (judge.mode) {
    case 'namespaces':
      return { name: JUDGE, ok: true, detail: `namespaces; ${walls}`, judge };
    case 'permissions-only':
      return {
        name: JUDGE,
        ok: true,
        warn: true,
        detail:
          'permissions-only: no PID namespace, so a runner is not kept from seeing and signalling other ' +
          `processes; the network is still closed (submitted code reaches no Node.js module); ${walls}`,
        fix:
          'for namespaces, run the fake API on Linux where `unshare --user --map-root-user --net --pid --fork true` ' +
          'works, without SHUI_JUDGE_NAMESPACES=0',
        judge,
      };
    case 'none':
      return {
        name: JUDGE,
        ok: false,
        detail: `none: python and sql submissions are refused; ${walls}`,
        fix: 'run the fake API with a Node.js whose permission model works (the notes say what failed)',
        judge,
      };
  }
}

/** Asks the fake API at `origin` how its judge contains submitted code. */
export async function checkJudge(origin: string): Promise<Check> {
  const url = `${origin}${adminEndpoints.health.path}`;
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    if ((error as Error).name === 'TimeoutError')
      return {
        name: JUDGE,
        ok: true,
        warn: true,
        detail: `not checked: ${url} did not answer within 10 s`,
        fix: 'is the fake API stuck? restart it',
      };
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      name: JUDGE,
      ok: true,
      skipped: true,
      detail: `not checked: the fake API is not running at ${origin}${cause ? ` (${cause})` : ''}`,
      fix: 'start it with `pnpm dev` or `pnpm shui serve` (or point --api / SHUI_API at one), then run doctor again',
    };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const health = healthSchema.safeParse(body);
  if (health.success) return judgeCheck(health.data.judge);
  const older = response.ok && (body as { status?: unknown } | undefined)?.status === 'ok';
  return {
    name: JUDGE,
    ok: true,
    warn: true,
    detail: older
      ? `not checked: the fake API at ${origin} gives no judge report`
      : `not checked: what answers at ${origin} is not the fake API (HTTP ${response.status})`,
    fix: older
      ? 'restart it from this version of the repository'
      : 'point --api / SHUI_API at the fake API, or start it with `pnpm dev` or `pnpm shui serve`',
  };
}

/**
 * Every check, in order. `api` is the fake API asked about its judge: by default the one on `ports.api`
 * (the command passes --api / SHUI_API, default http://127.0.0.1:4100).
 */
export async function runChecks(
  ports = { api: 4100, web: 5173 },
  api = `http://127.0.0.1:${ports.api}`,
): Promise<Check[]> {
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
    await checkJudge(api),
  ];
}

export const doctorCommand = examples(
  withApi(
    createCommand(
      'doctor',
      "check this machine: Node.js, pnpm, Chromium for e2e, ports 4100 and 5173, the judge's containment",
    ),
  ),
  ['shui doctor', 'shui doctor --json', 'shui doctor --api http://127.0.0.1:4200'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(z.object({ api: z.string().optional(), json: z.boolean().optional() }), raw);
  const checks = await runChecks(undefined, apiOrigin(options.api));
  print(options.json, checks, () =>
    checks
      .map((c) => {
        const mark = !c.ok ? red('FAIL') : c.warn ? yellow('warn') : c.skipped ? dim('skip') : green(' ok ');
        const notes = (c.judge?.notes ?? []).map((note) => dim(`\n     note: ${note}`)).join('');
        return `${mark} ${c.name}: ${c.detail}${notes}${c.fix ? dim(`\n     fix: ${c.fix}`) : ''}`;
      })
      .join('\n'),
  );
  const failed = checks.filter((c) => !c.ok);
  if (failed.length > 0)
    throw new CliError(
      `${failed.length} check${failed.length > 1 ? 's' : ''} failed: ${failed.map((c) => c.name).join(', ')}`,
    );
});
