import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { questionLimits, type JudgeContainment } from '@shui/contract';

/**
 * How the judge contains the code users submit (docs/decisions.md 37). Pyodide is no sandbox: from
 * Python, `js` reaches every JavaScript object of its process, Node's `process` among them. So each
 * submission runs in its own process, and that process is what is contained. The walls, outermost first:
 *
 * - `namespaces` only (Linux with user namespaces): `unshare` gives the runner a network namespace with
 *   no interface up and its own PID namespace (it sees and can signal no other process);
 * - a file-size limit of 0 and a data-segment limit (`ulimit -f 0`, `ulimit -d`), and a lower priority
 *   (`nice`), set by `/bin/sh` before the runner starts (not on Windows);
 * - Node's permission model: it reads only the runner's and its runtime's files, writes nothing, starts
 *   no process or worker and loads no addon;
 * - no code generation from strings: submitted code cannot `eval`, build a `Function` or `import()` a
 *   module, so no Node.js module the runner did not load (net, http, dgram, trace_events, inspector...)
 *   is reachable from it. This is the network wall where namespaces are missing;
 * - the interpreter's WebAssembly memory is capped (`memory-limit`), so is its JavaScript heap;
 * - an empty environment, an empty working folder (removed afterwards), stdio on /dev/null, the channel
 *   to the judge on descriptor 3;
 * - a watchdog process that kills every runner when the fake API goes away, however it goes.
 */
export type ContainmentKind = JudgeContainment['mode'];

/** What one submission's interpreter may use (Hydro's and DMOJ's default). */
export const MEMORY_LIMIT_MIB = questionLimits.memoryMiB;
/** The same, in WebAssembly pages of 64 KiB. */
const WASM_PAGES = MEMORY_LIMIT_MIB * 16;
/**
 * The whole runner's private writable memory (`ulimit -d`): the interpreter's limit plus what Node and
 * the runtime take before any user code runs, so that memory taken around the interpreter (JavaScript
 * array buffers made from Python) is bounded too.
 */
const DATA_LIMIT_KIB = (MEMORY_LIMIT_MIB + 512) * 1024;

export interface Containment {
  kind: ContainmentKind;
  /** What goes before `node ...`. */
  prefix: string[];
  report: JudgeContainment;
}

const NAMESPACES = ['--user', '--map-root-user', '--net', '--pid', '--fork', '--kill-child'];
/** Node's flags for every runner: the permission model, no code generation, the memory caps. */
const NODE_WALLS = [
  '--no-warnings',
  '--experimental-permission',
  '--disallow-code-generation-from-strings',
  `--wasm-max-mem-pages=${WASM_PAGES}`,
  `--max-old-space-size=${MEMORY_LIMIT_MIB}`,
];
/** Runners load at nice 10 and run submitted code at nice 15: the fake API first, then loading. */
const LOADING_NICE = 10;
const RUNNING_NICE = 15;
const LIMITS_SCRIPT = `ulimit -f 0 && ulimit -d ${DATA_LIMIT_KIB} && exec nice -n ${LOADING_NICE} "$@"`;

let detected: Containment | undefined;

/** Whether this Node.js refuses code generation and writes under its permission model (a real run). */
function nodeWallsHold(): boolean {
  const probe = spawnSync(
    process.execPath,
    [
      ...NODE_WALLS,
      '-e',
      // Exit 0 only when eval is refused and a write is refused.
      `let code = 3; try { eval('1') } catch { try { require('node:fs').writeFileSync('x', '') } catch { code = 0 } } process.exit(code)`,
    ],
    { stdio: 'ignore', timeout: 10_000, env: {}, cwd: tmpdir() },
  );
  return probe.status === 0;
}

/** Whether `/bin/sh` can set the file-size and data limits here. */
function shellLimitsHold(): boolean {
  if (process.platform === 'win32' || !existsSync('/bin/sh')) return false;
  const probe = spawnSync('/bin/sh', ['-c', LIMITS_SCRIPT, 'shui-judge', 'true'], {
    stdio: 'ignore',
    timeout: 5_000,
  });
  return probe.status === 0;
}

/**
 * Tried once per process: which walls this host gives. `SHUI_JUDGE_NAMESPACES=0` forces the mode
 * without namespaces (tests prove every wall in both modes).
 */
export function containment(): Containment {
  if (detected) return detected;
  const notes: string[] = [];
  const node = nodeWallsHold();
  const limits = node && shellLimitsHold();
  let namespaces = false;
  if (node && process.env.SHUI_JUDGE_NAMESPACES !== '0' && process.platform === 'linux') {
    const probe = spawnSync('unshare', [...NAMESPACES, 'true'], { stdio: 'ignore', timeout: 5_000 });
    namespaces = probe.status === 0;
    if (!namespaces)
      notes.push(
        'user namespaces are not available: no PID namespace; the network wall is that submitted code cannot reach a Node.js module',
      );
  } else if (node && process.env.SHUI_JUDGE_NAMESPACES === '0') {
    notes.push('SHUI_JUDGE_NAMESPACES=0: namespaces are not used');
  } else if (node) {
    notes.push(`no user namespaces on ${process.platform}: no PID namespace`);
  }
  if (!node)
    notes.push(
      `this Node.js (${process.version}) refuses the permission model or --disallow-code-generation-from-strings: code submissions are refused`,
    );
  else if (!limits)
    notes.push(
      'no /bin/sh to set limits: no file-size limit of 0 (the permission model still refuses writes)',
    );
  const kind: ContainmentKind = !node ? 'none' : namespaces ? 'namespaces' : 'permissions-only';
  const prefix = [
    ...(limits ? ['/bin/sh', '-c', LIMITS_SCRIPT, 'shui-judge'] : []),
    ...(namespaces ? ['unshare', ...NAMESPACES] : []),
  ];
  detected = {
    kind,
    prefix,
    report: {
      mode: kind,
      noNetwork: node,
      noHostFiles: node,
      noWrites: node,
      noProcesses: node,
      ownPidNamespace: namespaces,
      memoryLimitMiB: node ? MEMORY_LIMIT_MIB : null,
      diesWithFakeApi: node,
      notes,
    },
  };
  return detected;
}

/** Probes the host again at the next use (tests switch SHUI_JUDGE_NAMESPACES between modes). */
export function forgetContainment(): void {
  detected = undefined;
}

/** What the judge guarantees on this host: GET /__admin/health, shui doctor, the control panel. */
export const containmentReport = (): JudgeContainment => containment().report;

/** A runner file of apps/fake-api/judge/, found upwards from this module (src/judge, or dist when bundled). */
export function runnerPath(name: string): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = join(dir, 'judge', name);
    if (existsSync(candidate)) return candidate;
    dir = resolve(dir, '..');
  }
  throw new Error(`judge runner ${name} not found above ${fileURLToPath(import.meta.url)}`);
}

/**
 * The folders of an installed package as the runner reaches it: the node_modules entry found upwards from
 * the runner's folder (pnpm makes it a link) and the folder it links to. Both must be readable.
 */
export function packageDirs(runner: string, name: string): string[] {
  let dir = dirname(runner);
  for (let i = 0; i < 6; i += 1) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json')))
      return [...new Set([candidate, realpathSync(candidate)])];
    dir = resolve(dir, '..');
  }
  throw new Error(`package ${name} not found above ${runner}: run pnpm install`);
}

/**
 * The watchdog (judge/watchdog.mjs): one small process per fake API that is told each runner's pid and
 * kills them all when its stdin closes, which the kernel does when the fake API ends, even by `kill -9`.
 */
let watchdog: ChildProcess | null = null;
function watch(pid: number, watching: boolean): void {
  if (!watchdog || watchdog.exitCode !== null) {
    if (!watching) return;
    watchdog = spawn(process.execPath, [runnerPath('watchdog.mjs')], {
      stdio: ['pipe', 'ignore', 'ignore'],
      env: {},
    });
    watchdog.on('error', () => {});
    watchdog.stdin!.on('error', () => {});
    watchdog.unref();
    (watchdog.stdin as unknown as { unref?: () => void }).unref?.();
  }
  watchdog.stdin!.write(`${watching ? '+' : '-'}${pid}\n`);
}

/** Stops the watchdog (the judge's close): it kills what it still watches and ends. */
export function stopWatchdog(): void {
  watchdog?.stdin?.end();
  watchdog = null;
}

export interface ContainedProcess {
  child: ChildProcess;
  /** The channel (descriptor 3 in the runner). */
  channel: NodeJS.ReadWriteStream & { destroy(): void };
  /**
   * CPU time (ms) the runner's main thread, where submitted code runs, has used so far; null where the
   * host does not tell (not Linux) or the runner is not there yet. Background threads (WebAssembly
   * compilation, the next runner loading) and other processes do not count: a time limit is the
   * submission's own time, however busy the machine is.
   */
  cpuMs(): number | null;
  /** Lowers the runner's priority (nice 15) for the code it runs; where the host cannot, nothing. */
  lowerPriority(): void;
}

/** Clock ticks per second of /proc's CPU times. */
let ticks: number | undefined;
function clockTicks(): number {
  if (ticks === undefined) {
    const probe = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8', timeout: 5_000 });
    ticks = Number(probe.stdout?.trim()) || 100;
  }
  return ticks;
}

/** Reads a Linux process's main-thread CPU time in ms (utime + stime); null when it cannot. */
function mainThreadCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

/** The runner's own pid: the process itself, or the child `unshare --fork` made. */
function runnerPid(pid: number, namespaces: boolean): number | null {
  if (!namespaces) return pid;
  try {
    return Number(readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(' ')[0]) || null;
  } catch {
    return null;
  }
}

/**
 * Starts `node <runner>` contained: the given paths are all it may read. Its stdin, stdout and stderr
 * are /dev/null; the channel is descriptor 3. The caller owns the child (and kills it); its working
 * folder is removed and the watchdog forgets it when it exits.
 */
export function spawnContained(runner: string, readable: string[], args: string[] = []): ContainedProcess {
  const { prefix, kind } = containment();
  if (kind === 'none') throw new Error('the judge cannot contain a runner on this host');
  const allow = [runner, join(dirname(runner), 'channel.mjs'), ...readable].map(
    (path) => `--allow-fs-read=${path}`,
  );
  const cwd = mkdtempSync(join(tmpdir(), 'shui-judge-'));
  const [command, ...rest] = [...prefix, process.execPath, ...NODE_WALLS, ...allow, runner, ...args];
  const child = spawn(command!, rest, { env: {}, stdio: ['ignore', 'ignore', 'ignore', 'pipe'], cwd });
  const pid = child.pid;
  if (pid) watch(pid, true);
  child.on('error', () => {});
  child.on('exit', () => {
    if (pid) watch(pid, false);
    rmSync(cwd, { recursive: true, force: true });
  });
  const channel = child.stdio[3] as unknown as ContainedProcess['channel'];
  channel.on('error', () => {});
  let node: number | null = null;
  const cpuMs = () => {
    if (process.platform !== 'linux' || !pid) return null;
    node ??= runnerPid(pid, kind === 'namespaces');
    return node === null ? null : mainThreadCpuMs(node);
  };
  const lowerPriority = () => {
    const target = pid && (kind === 'namespaces' ? (node ??= runnerPid(pid, true)) : pid);
    try {
      if (target) setPriority(target, RUNNING_NICE);
    } catch {
      // gone, or not allowed here: the runner keeps its priority
    }
  };
  return { child, channel, cpuMs, lowerPriority };
}
