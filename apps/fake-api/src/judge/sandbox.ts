import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How the judge contains the code users submit (docs/decisions.md 37). Pyodide is no sandbox: from
 * Python, `js` reaches every JavaScript object of its process, Node's `process` among them. So each
 * submission runs in its own process, and that process is what is contained:
 *
 * - `namespaces` (Linux with user namespaces, as here and on CI runners): `unshare` gives it a network
 *   namespace with no interface up (no network at all) and its own PID namespace (it sees and can signal
 *   no other process);
 * - always: Node's permission model lets it read only the runner and Pyodide's files, write nothing,
 *   start no process or worker and load no addon; its environment is empty; the judge kills it at the
 *   time limit; the runner also removes `fetch`, `process.kill` and native bindings before user code.
 *
 * Where namespaces are missing (macOS, Windows, a container without them) the judge still runs, with the
 * permission model alone (no network isolation), and says so once in the log.
 */
export type ContainmentKind = 'namespaces' | 'permissions-only';

export interface Containment {
  kind: ContainmentKind;
  /** What goes before `node ...`. */
  prefix: string[];
}

const NAMESPACES = ['--user', '--map-root-user', '--net', '--pid', '--fork', '--kill-child'];

let detected: Containment | undefined;

/** Tried once per process: can this machine give a child its own user, network and PID namespaces? */
export function containment(): Containment {
  if (detected) return detected;
  if (process.env.SHUI_JUDGE_NAMESPACES !== '0' && process.platform === 'linux') {
    const probe = spawnSync('unshare', [...NAMESPACES, 'true'], { stdio: 'ignore', timeout: 5_000 });
    if (probe.status === 0) return (detected = { kind: 'namespaces', prefix: ['unshare', ...NAMESPACES] });
  }
  return (detected = { kind: 'permissions-only', prefix: [] });
}

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
 * Starts `node <runner>` contained: the given folders are all it may read. The caller owns the child
 * (and kills it); stdin, stdout and stderr are pipes.
 */
export function spawnContained(
  runner: string,
  readable: string[],
  args: string[] = [],
  heapMb = 256,
): ChildProcessWithoutNullStreams {
  const { prefix } = containment();
  const allow = [runner, ...readable].flatMap((path) => [`--allow-fs-read=${path}`]);
  const node = [
    process.execPath,
    '--no-warnings',
    '--experimental-permission',
    ...allow,
    `--max-old-space-size=${heapMb}`,
    runner,
    ...args,
  ];
  const [command, ...rest] = [...prefix, ...node];
  return spawn(command!, rest, { env: {}, stdio: ['pipe', 'pipe', 'pipe'], cwd: dirname(runner) });
}
