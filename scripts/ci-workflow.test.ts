// .github/workflows/ci.yml cannot run here, so this checks what can go stale without anyone noticing:
// that it is a workflow GitHub accepts, on Node.js 20 and 22, and that every command it runs exists
// (a root script, a package's script or bin, a file), covering every stage of `pnpm test`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { program } from '@shui/cli/src/index';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const WORKFLOW = join(ROOT, '.github/workflows/ci.yml');

interface Step {
  name?: string;
  id?: string;
  if?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
  'timeout-minutes'?: number;
}
interface Job {
  'runs-on': string;
  'timeout-minutes'?: number;
  strategy?: { matrix?: Record<string, unknown> };
  steps: Step[];
}
interface Workflow {
  name: string;
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}

interface Manifest {
  name: string;
  dir: string;
  scripts: Record<string, string>;
  packageManager?: string;
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Manifest;

/** The root package.json and every workspace package's, by name ("" for the root). */
function workspace(): Map<string, Manifest> {
  const packages = new Map<string, Manifest>();
  packages.set('', { ...readJson(join(ROOT, 'package.json')), dir: ROOT });
  const globs = (parse(readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as { packages: string[] })
    .packages;
  for (const glob of globs) {
    const dirs = glob.endsWith('/*')
      ? readdirSync(join(ROOT, glob.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => join(ROOT, glob.slice(0, -2), entry.name))
      : [join(ROOT, glob)];
    for (const dir of dirs) {
      if (!existsSync(join(dir, 'package.json'))) continue;
      const manifest = readJson(join(dir, 'package.json'));
      packages.set(manifest.name, { ...manifest, scripts: manifest.scripts ?? {}, dir });
    }
  }
  return packages;
}

/** A command a step runs: `pnpm [--filter pkg] <script>`, `pnpm ... exec <bin>`, `node <file>`, or other. */
type Command =
  | { kind: 'script'; pkg: string; script: string; args: string[]; text: string }
  | { kind: 'exec'; pkg: string; bin: string; text: string }
  | { kind: 'builtin'; name: string; args: string[]; text: string }
  | { kind: 'node'; file: string; text: string }
  | { kind: 'other'; text: string };

/** pnpm's own commands that a workflow may run (never a script of that name: pnpm runs its own). */
const PNPM_BUILTINS = new Set(['install', 'i', 'add', 'config', 'store', 'dlx', 'why', 'list', 'ls']);

/** The commands of a shell script: lines, `&&`/`||`/`;`/`|` parts and `$(...)` each give one. */
function commandsOf(script: string): Command[] {
  return script
    .split('\n')
    .map((line) => line.replace(/(^|\s)#.*$/, ''))
    .flatMap((line) => line.split(/\$\(|\)|&&|\|\||;|\|/))
    .map((part) => part.trim().replace(/^(\w+=\S*\s+)+/, ''))
    .filter((part) => part !== '' && !/^\w+=$/.test(part))
    .map(parseCommand);
}

function parseCommand(text: string): Command {
  const words = text.split(/\s+/);
  if (words[0] === 'node' && words[1]) return { kind: 'node', file: words[1], text };
  if (words[0] !== 'pnpm') return { kind: 'other', text };
  let pkg = '';
  let i = 1;
  for (; i < words.length; i += 1) {
    const word = words[i]!;
    if (word === '--filter' || word === '-F') pkg = words[++i] ?? '';
    else if (word.startsWith('--filter=')) pkg = word.slice('--filter='.length);
    else if (word === '-s' || word === '--silent' || word === '-w' || word === '--workspace-root') continue;
    else break;
  }
  const [command = '', next = '', ...rest] = words.slice(i);
  if (command === 'run') return { kind: 'script', pkg, script: next, args: rest, text };
  if (command === 'exec') return { kind: 'exec', pkg, bin: next, text };
  if (PNPM_BUILTINS.has(command)) return { kind: 'builtin', name: command, args: [next, ...rest], text };
  return { kind: 'script', pkg, script: command, args: [next, ...rest].filter(Boolean), text };
}

/** Fails unless the command's script, bin or file exists (of pnpm's own commands, `install` and `config`). */
function expectToExist(command: Command): void {
  switch (command.kind) {
    case 'script': {
      const manifest = packages.get(command.pkg);
      expect(manifest, `${command.text}: no workspace package "${command.pkg}"`).toBeDefined();
      expect(
        Object.keys(manifest!.scripts),
        `${command.text}: no script "${command.script}" in ${command.pkg || 'the root'} package.json`,
      ).toContain(command.script);
      break;
    }
    case 'exec': {
      const manifest = packages.get(command.pkg);
      expect(manifest, `${command.text}: no workspace package "${command.pkg}"`).toBeDefined();
      expect(
        existsSync(join(manifest!.dir, 'node_modules/.bin', command.bin)),
        `${command.text}: ${command.pkg || 'the root'} has no bin "${command.bin}"`,
      ).toBe(true);
      break;
    }
    case 'node':
      expect(existsSync(join(ROOT, command.file)), `${command.text}: no file ${command.file}`).toBe(true);
      break;
    case 'builtin':
      // Installing from the lockfile and pointing the store at a cached folder; nothing else of pnpm's.
      expect(['install', 'config'], command.text).toContain(command.name);
      break;
    case 'other':
      break;
  }
}

/**
 * The help text of `pnpm fake-api --help`, read from its source (starting it would build its bundle
 * first, seconds on a busy runner): the flags it lists are those it parses.
 */
function fakeApiFlags(): string {
  const source = readFileSync(join(ROOT, 'apps/fake-api/src/server.ts'), 'utf8');
  const help = /const HELP = `([\s\S]*?)`;/.exec(source)?.[1];
  expect(help, 'apps/fake-api/src/server.ts has no HELP text').toBeDefined();
  return help!;
}

/** The command lines of this repository that a CI file gives flags to. */
const CLIS = new Set(['shui', 'fake-api']);

/**
 * For `pnpm shui scenario apply x --for 1` or `pnpm fake-api --state memory`: the (sub)command exists
 * and takes every `--flag` given.
 */
function expectToTakeFlags(command: Extract<Command, { kind: 'script' }>): void {
  const flags = command.args.filter((word) => word.startsWith('--')).map((flag) => flag.split('=')[0]!);
  if (command.script === 'fake-api') {
    for (const flag of flags) expect(fakeApiFlags(), `${command.text}: no ${flag}`).toContain(`${flag} `);
    return;
  }
  let cli: ReturnType<typeof program> = program();
  const path: string[] = [];
  for (const word of command.args) {
    const sub = cli.commands.find((c) => c.name() === word);
    if (!sub) break;
    cli = sub;
    path.push(word);
  }
  expect(path.length, `${command.text}: no such shui command`).toBeGreaterThan(0);
  const known = cli.options.map((option) => option.long);
  for (const flag of flags)
    expect(known, `${command.text}: shui ${path.join(' ')} has no ${flag}`).toContain(flag);
}

/** The code blocks of a Markdown file, by language. */
function blocks(file: string, lang: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  return [...text.matchAll(new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``, 'g'))].map((m) => m[1]!);
}

const workflow = parse(readFileSync(WORKFLOW, 'utf8')) as Workflow;
const packages = workspace();
const jobs = workflow.jobs;
const runs = Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((s) => (s.run ? [s.run] : [])));
const commands = runs.flatMap(commandsOf);

/**
 * What a command comes to once root scripts are opened one level (`pnpm test:e2e` is a file and a
 * package's script), as keys: `script <pkg> <name>`, `node <file>`.
 */
function expand(command: Command): string[] {
  if (command.kind === 'node') return [`node ${command.file}`];
  if (command.kind !== 'script') return [];
  const own = `script ${command.pkg} ${command.script}`;
  const body = packages.get(command.pkg)?.scripts[command.script];
  if (command.pkg !== '' || body === undefined) return [own];
  return [
    own,
    ...commandsOf(body).flatMap((inner) =>
      inner.kind === 'script' || inner.kind === 'node' ? expand(inner) : [],
    ),
  ];
}

describe('.github/workflows/ci.yml', () => {
  it('is YAML without errors or warnings', () => {
    const doc = parseDocument(readFileSync(WORKFLOW, 'utf8'));
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    expect(doc.warnings.map((e) => e.message)).toEqual([]);
  });

  it('has the shape of a workflow: triggers, jobs on a runner, steps that each use an action or run', () => {
    expect(workflow.name).toEqual(expect.any(String));
    expect(Object.keys(workflow.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(Object.keys(workflow.jobs).length).toBeGreaterThan(0);
    for (const [id, j] of Object.entries(workflow.jobs)) {
      expect(id).toMatch(/^[A-Za-z_][\w-]*$/);
      expect(j['runs-on'], id).toEqual(expect.any(String));
      expect(j['timeout-minutes'], `${id}: a job without a timeout may run for 6 hours`).toBeGreaterThan(0);
      expect(j.steps.length, id).toBeGreaterThan(0);
      for (const step of j.steps) {
        const what = step.name ?? step.uses ?? step.run;
        expect(Boolean(step.uses) !== Boolean(step.run), `${what}: exactly one of uses and run`).toBe(true);
        if (step.uses) expect(step.uses, what).toMatch(/^[\w.-]+\/[\w.-]+(\/[\w./-]+)?@v\d+$/);
      }
    }
  });

  it('cancels a run superseded by a newer push', () => {
    expect(workflow.concurrency).toMatchObject({ 'cancel-in-progress': true });
    expect(workflow.concurrency?.group).toContain('github.ref');
  });

  it('runs static checks, unit tests on Node.js 20 and 22, and the e2e suite in 4 shards, side by side', () => {
    expect(Object.keys(jobs).sort()).toEqual(['e2e', 'e2e-report', 'static', 'unit']);
    const nodeOf = (id: string) =>
      jobs[id]!.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version'];
    // The jobs that run checks need nothing of each other: they start together.
    for (const id of ['static', 'unit', 'e2e'])
      expect((jobs[id] as { needs?: unknown }).needs, id).toBeUndefined();
    expect(nodeOf('unit')).toBe('${{ matrix.node }}');
    expect(jobs.unit!.strategy?.matrix?.node).toEqual([20, 22]);
    expect(nodeOf('static')).toBe(20);
    expect(nodeOf('e2e')).toBe(20);
    expect(jobs.e2e!.strategy?.matrix?.shard).toEqual([1, 2, 3, 4]);
    const run = jobs.e2e!.steps.find((s) => s.run?.startsWith('pnpm test:e2e'));
    expect(run?.run).toBe('pnpm test:e2e --shard=${{ matrix.shard }}/4');
    expect(run?.env?.E2E_BLOB_REPORT).toBe('1');
    for (const id of ['unit', 'e2e']) {
      expect(
        (jobs[id]!.strategy as { 'fail-fast'?: boolean })['fail-fast'],
        `${id}: one failure hides no other result`,
      ).toBe(false);
    }
  });

  it("merges the shards' blob reports into one HTML report, even when a shard failed", () => {
    const config = readFileSync(join(ROOT, 'e2e/playwright.config.ts'), 'utf8');
    expect(config).toMatch(/E2E_BLOB_REPORT === '1'\s*\?\s*\[\['blob', \{ outputDir: 'blob-report' \}\]/);
    const upload = jobs.e2e!.steps.find((s) => s.with?.name === 'blob-report-${{ matrix.shard }}');
    expect(upload?.uses).toMatch(/^actions\/upload-artifact@/);
    expect(upload?.if).toBe('${{ !cancelled() }}');
    expect(upload?.with?.path).toBe('e2e/blob-report/');
    const report = jobs['e2e-report']! as Job & { needs?: string[]; if?: string };
    expect(report.needs).toEqual(['e2e']);
    expect(report.if).toBe('${{ !cancelled() }}');
    const download = report.steps.find((s) => s.uses?.startsWith('actions/download-artifact@'));
    expect(download?.with).toMatchObject({
      pattern: 'blob-report-*',
      path: 'e2e/all-blob-reports',
      'merge-multiple': true,
    });
    expect(report.steps.map((s) => s.run)).toContain(
      'pnpm --filter @shui/e2e exec playwright merge-reports --reporter html ./all-blob-reports',
    );
    const html = report.steps.find((s) => s.with?.name === 'playwright-report');
    expect(html?.with?.path).toBe('e2e/playwright-report/');
  });

  it('installs the pnpm of packageManager before setup-node caches its store, then the locked dependencies', () => {
    expect(packages.get('')!.packageManager).toMatch(/^pnpm@10\./);
    for (const [id, job] of Object.entries(jobs)) {
      const steps = job.steps;
      const pnpm = steps.findIndex((s) => s.uses?.startsWith('pnpm/action-setup@'));
      const node = steps.findIndex((s) => s.uses?.startsWith('actions/setup-node@'));
      const install = steps.findIndex((s) => s.run === 'pnpm install --frozen-lockfile');
      expect(pnpm, id).toBeGreaterThanOrEqual(0);
      expect(steps[pnpm]!.with?.version, `${id}: the version comes from package.json`).toBeUndefined();
      expect(node, id).toBeGreaterThan(pnpm);
      expect(steps[node]!.with?.cache, id).toBe('pnpm');
      expect(install, id).toBeGreaterThan(node);
    }
  });

  it('every command it runs exists: root and package scripts, package bins, files', () => {
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) expectToExist(command);
  });

  it('runs every stage of `pnpm test` (scripts/test-all.mjs)', () => {
    const source = readFileSync(join(ROOT, 'scripts/test-all.mjs'), 'utf8');
    // Each step's `cmd: [...pnpm, 'run', 'lint']` or `cmd: [process.execPath, 'file.mjs']`, as a key.
    const stages = [...source.matchAll(/cmd:\s*\[([^\]]*)\]/g)].map(([, array = '']) => {
      const words = [...array.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
      const command = parseCommand(`${array.includes('...pnpm') ? 'pnpm' : 'node'} ${words.join(' ')}`);
      return expand(command)[0] ?? command.text;
    });
    expect(stages).toEqual(
      expect.arrayContaining([
        'script  typecheck',
        'script  lint',
        'script  format:check',
        'script  test:unit',
      ]),
    );
    const covered = new Set(commands.flatMap(expand));
    for (const stage of stages) expect([...covered], `pnpm test runs ${stage}; CI does not`).toContain(stage);
  });

  it('gives the e2e suite Playwright’s Chromium, and uploads the traces of failed tests', () => {
    const steps = jobs.e2e!.steps;
    const install = steps.findIndex((s) => s.run?.includes('playwright install --with-deps'));
    const point = steps.findIndex((s) => s.run?.includes('CHROMIUM_PATH=') && s.run.includes('GITHUB_ENV'));
    const e2e = steps.findIndex((s) => s.run?.startsWith('pnpm test:e2e'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(point).toBeGreaterThan(install);
    expect(e2e).toBeGreaterThan(point);
    const upload = steps.find(
      (s) => s.uses?.startsWith('actions/upload-artifact@') && s.if?.includes('failure()'),
    );
    expect(upload?.if).toContain(`steps.${steps[e2e]!.id}.outcome`);
    expect(String(upload?.with?.path)).toContain('e2e/test-results/');
    // Where the e2e config writes them.
    const config = readFileSync(join(ROOT, 'e2e/playwright.config.ts'), 'utf8');
    expect(config).toContain("outputFolder: 'playwright-report'");
    expect(config).toContain("outputDir: 'test-results'");
  });

  it('catches a renamed script (the check above is not vacuous)', () => {
    const renamed = commandsOf('pnpm format:verify && pnpm --filter @shui/e2e exec playwrite install');
    expect(renamed).toMatchObject([
      { kind: 'script', pkg: '', script: 'format:verify' },
      { kind: 'exec', pkg: '@shui/e2e', bin: 'playwrite' },
    ]);
    expect(Object.keys(packages.get('')!.scripts)).not.toContain('format:verify');
    expect(existsSync(join(packages.get('@shui/e2e')!.dir, 'node_modules/.bin/playwrite'))).toBe(false);
  });
});

describe('docs/ci.md', () => {
  /** Every command of its shell blocks and of the GitLab example's jobs. */
  const documented = (): Command[] => {
    const shell = blocks('docs/ci.md', 'sh').flatMap(commandsOf);
    const gitlab = blocks('docs/ci.md', 'yaml').flatMap((block) => {
      const jobs = parse(block) as Record<string, { script?: string[]; before_script?: string[] }>;
      return Object.values(jobs).flatMap((j) =>
        [...(j?.before_script ?? []), ...(j?.script ?? [])].flatMap(commandsOf),
      );
    });
    expect(shell.length).toBeGreaterThan(0);
    expect(gitlab.length).toBeGreaterThan(0);
    return [...shell, ...gitlab];
  };

  it('its GitLab example is YAML whose jobs start the fake API, wait for it and run `pnpm test`', () => {
    const [block] = blocks('docs/ci.md', 'yaml');
    const doc = parseDocument(block!);
    expect(doc.errors.map((e) => e.message)).toEqual([]);
    const jobs = doc.toJS() as Record<string, { script?: string[] }>;
    const scripts = Object.values(jobs).flatMap((j) => j?.script ?? []);
    expect(scripts).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^pnpm fake-api --state memory .*&$/),
        expect.stringMatching(/^pnpm shui wait/),
        'pnpm test',
      ]),
    );
  });

  it('every command it shows exists, with the flags it gives', () => {
    const commands = documented();
    for (const command of commands) expectToExist(command);
    const checked = commands.filter(
      (c): c is Extract<Command, { kind: 'script' }> =>
        c.kind === 'script' && c.pkg === '' && CLIS.has(c.script),
    );
    expect(checked.map((c) => c.script)).toEqual(expect.arrayContaining(['shui', 'fake-api']));
    for (const command of checked) expectToTakeFlags(command);
  });
});
