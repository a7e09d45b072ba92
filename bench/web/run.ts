import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumArgs, chromiumPath } from '../../e2e/chromium';
import { cleanUpOnExit, removeNow, removeOnExit } from '../lib/cleanup';
import { startFakeApi } from '../lib/fake-api';
import { freePort, isPortFree } from '../lib/free-port';
import { kb } from '../lib/gzip';
import { describeMachine } from '../lib/machine';
import { writeResults } from '../lib/report';
import { startServer, stopAllServers, stopServersOnExit, type RunningServer } from '../lib/servers';
import { median, round } from '../lib/stats';
import { formatTable, num } from '../lib/table';
import { measureScripts, type BrowserLoad } from './browser';
import {
  allScripts,
  buildPortal,
  BuildFailed,
  dialogSources,
  fileSize,
  importChain,
  keyOfFile,
  moduleShares,
  readManifest,
  sourcesIn,
  staticEstimate,
  type Manifest,
} from './bundle';
import { runLighthouse, type LighthouseRun } from './lighthouse';
import { measurePractice, type PracticeLoad, type PracticeRound } from './practice';

const HERE = dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = resolve(HERE, '../..');
const WEB_DIR = resolve(REPO_ROOT, 'apps/web');
const RESULTS_FILE = resolve(HERE, '../results/web.json');

/** The local environment's API address is fixed to http://127.0.0.1:4100 (packages/contract). */
const API_PORT = 4100;
const PREVIEW_PORT = 4173;
const ENVIRONMENT = 'local';
const HOME_SOURCE = 'src/features/home/home-route.tsx';
const MODULE_PAGE_SOURCE = 'src/components/module-page.tsx';
/**
 * Split off /home's first paint on purpose but part of every page: the portal's code after the static
 * shell (boot) and the layout's floating buttons. They are in the /home figure, not pages or dialogs.
 */
const SHELL_SOURCES = new Set(['src/boot.tsx', 'src/components/layout/portal-sidebar.tsx']);
/** The e2e suite's Chromium flags (e2e/chromium.ts); its binary is found as the suite finds it. */
const CHROMIUM_ARGS = chromiumArgs;
const LIGHTHOUSE_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const GOALS = { homeJsGzipKb: 300, lighthousePerformance: 90 };
/** The practice page's Runs, ms (issue 27): a cold page's first Python Run, a Run after Stop, SQL's first. */
const PRACTICE_GOALS = { pythonFirstRunMs: 5_000, afterStopMs: 1_000, sqlFirstRunMs: 2_000 };

function positiveInteger(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

const LIGHTHOUSE_RUNS = positiveInteger('BENCH_LIGHTHOUSE_RUNS', 3);
const PRACTICE_ROUNDS = positiveInteger('BENCH_PRACTICE_ROUNDS', 3);

/** What to measure (BENCH_WEB_PARTS, comma-separated): `home` (JavaScript and Lighthouse), `practice`. */
function chooseParts(): Set<'home' | 'practice'> {
  const raw = process.env.BENCH_WEB_PARTS;
  if (raw === undefined || raw.trim() === '') return new Set(['home', 'practice']);
  const parts = raw.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => part !== 'home' && part !== 'practice');
  if (unknown.length) throw new Error(`BENCH_WEB_PARTS: unknown ${unknown.join(', ')} (home, practice)`);
  return new Set(parts as ('home' | 'practice')[]);
}
const PARTS = chooseParts();
const KEEP_BUILD = process.env.BENCH_KEEP_BUILD === '1';

/** An expected stop (port taken, build broken): its message is printed without a stack. */
class Stop extends Error {
  override name = 'Stop';
}

const progress = (text: string) => console.log(`  · ${text}`);
const kbText = (bytes: number | undefined, digits = 1) =>
  num(bytes === undefined ? undefined : kb(bytes), digits);
const fromWeb = (path: string) => relative(WEB_DIR, path);

function check(pass: boolean, text: string) {
  return { pass, line: `${pass ? 'PASS' : 'MISS'}  ${text}` };
}

/** The Chromium the e2e suite drives: CHROMIUM_PATH, else the first of e2e's usual locations. */
function requireChromium(): string {
  try {
    return chromiumPath();
  } catch (error) {
    throw new Stop(error instanceof Error ? error.message : String(error));
  }
}

async function requireApiPort(): Promise<void> {
  if (await isPortFree(API_PORT)) return;
  throw new Stop(
    `port ${API_PORT} on 127.0.0.1 is in use. The local build calls its API at http://127.0.0.1:${API_PORT} ` +
      '(fixed in packages/contract), so the bench must start its own fake API there. Stop whatever ' +
      'listens on it (pnpm fake-api, pnpm dev, an e2e run) and run the bench again; the practice page ' +
      'part alone needs no fixed port (BENCH_WEB_PARTS=practice).',
  );
}

/** Statically imported by: app source files whose `import ... from './x'` resolves to `target`. */
function staticImporters(target: string): string[] {
  const srcDir = join(WEB_DIR, 'src');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        for (const match of text.matchAll(/^\s*import\s[^'"]*?from\s+['"](\.[^'"]+)['"]/gm)) {
          const base = resolve(dirname(path), match[1] ?? '');
          const candidates = [
            base,
            `${base}.ts`,
            `${base}.tsx`,
            join(base, 'index.ts'),
            join(base, 'index.tsx'),
          ];
          if (candidates.includes(target)) found.push(fromWeb(path));
        }
      }
    }
  };
  walk(srcDir);
  return found;
}

interface Offender {
  source: string;
  files: string[];
  chain: string | undefined;
  importedBy: string[];
}

/**
 * Pages other than /home, the module page and dialogs must not come with /home: none of their source
 * modules may be in the JavaScript /home loads (source maps), and no page chunk may be loaded.
 */
function checkSeparation(outDir: string, manifest: Manifest, loaded: readonly string[], entryKey: string) {
  const routeSources = Object.values(manifest)
    .filter((c) => c.isDynamicEntry && c.src?.startsWith('src/') && c.src !== HOME_SOURCE)
    .filter((c) => !SHELL_SOURCES.has(c.src ?? ''))
    .filter((c) => !c.src?.startsWith('src/locales/'))
    .map((c) => resolve(WEB_DIR, c.src ?? ''));
  const onDemand = new Set([
    ...routeSources,
    resolve(WEB_DIR, MODULE_PAGE_SOURCE),
    ...dialogSources(join(WEB_DIR, 'src')),
  ]);
  const inLoad = new Map<string, string[]>();
  for (const file of loaded) {
    for (const source of sourcesIn(outDir, file)) {
      if (onDemand.has(source)) inLoad.set(source, [...(inLoad.get(source) ?? []), file]);
    }
    // Also by chunk, should a file have no source map.
    const chunk = manifest[keyOfFile(manifest, file) ?? ''];
    if (chunk?.isDynamicEntry && chunk.src && onDemand.has(resolve(WEB_DIR, chunk.src))) {
      const source = resolve(WEB_DIR, chunk.src);
      if (!inLoad.get(source)?.includes(file)) inLoad.set(source, [...(inLoad.get(source) ?? []), file]);
    }
  }
  const offenders: Offender[] = [...inLoad].map(([source, files]) => {
    const key = keyOfFile(manifest, files[0] ?? '');
    const chain = key ? importChain(manifest, entryKey, key) : undefined;
    return {
      source: fromWeb(source),
      files,
      chain: chain?.join(' -> '),
      importedBy: staticImporters(source),
    };
  });
  return {
    pass: offenders.length === 0,
    onDemand: [...onDemand].map(fromWeb).sort(),
    offenders,
  };
}

function printStaticEstimate(estimate: ReturnType<typeof staticEstimate>) {
  console.log('');
  console.log(
    'JavaScript of /home from the build (index.html entry + modulepreload + static imports + route):',
  );
  console.log(
    formatTable(
      ['file', 'raw KB', 'gzip KB', 'why'],
      [...estimate.files]
        .sort((a, b) => b.gzip - a.gzip)
        .map((f) => [f.file, kbText(f.raw), kbText(f.gzip), f.why])
        .concat([
          [`total (${estimate.files.length} files)`, kbText(estimate.raw), kbText(estimate.gzip), ''],
        ]),
    ),
  );
}

function printBrowserLoad(load: BrowserLoad, staticFiles: readonly string[]) {
  console.log('');
  console.log('JavaScript /home loads in Chromium (fresh context, until the network is idle):');
  console.log(
    formatTable(
      ['file', 'sent KB', 'encoding', 'raw KB', 'gzip KB'],
      load.scripts
        .map((s) => [s.path, kbText(s.encoded), s.contentEncoding, kbText(s.raw), kbText(s.gzip)])
        .concat([
          [
            `total (${load.scripts.length} files)`,
            kbText(load.encoded),
            '',
            kbText(load.raw),
            kbText(load.gzip),
          ],
        ]),
    ),
  );
  const loaded = new Set(load.scripts.map((s) => s.path.replace(/^\//, '')));
  const onlyBrowser = [...loaded].filter((f) => !staticFiles.includes(f));
  const onlyStatic = staticFiles.filter((f) => !loaded.has(f));
  if (onlyBrowser.length) {
    console.log(
      `  loaded at start-up by dynamic import (not in the build estimate): ${onlyBrowser.join(', ')}`,
    );
  }
  if (onlyStatic.length) console.log(`  in the build estimate but not loaded: ${onlyStatic.join(', ')}`);
  if (load.pageErrors.length) console.log(`  WARNING page errors: ${load.pageErrors.join(' | ')}`);
  if (load.rootChildren === 0)
    console.log('  WARNING #root is empty after the load: the page did not render');
}

function printLighthouse(runs: readonly LighthouseRun[]) {
  const seconds = (ms: number | undefined) => num(ms === undefined ? undefined : ms / 1000, 2);
  const rows = runs.map((r, i) => [
    `run ${i + 1}`,
    r.score,
    seconds(r.fcpMs),
    seconds(r.lcpMs),
    num(r.tbtMs, 0),
    num(r.cls, 3),
    seconds(r.siMs),
    kbText(r.scriptTransfer),
  ]);
  const med = (pick: (r: LighthouseRun) => number | undefined) => {
    const values = runs.map(pick).filter((v): v is number => v !== undefined);
    return values.length ? median(values) : undefined;
  };
  rows.push([
    'median',
    med((r) => r.score),
    seconds(med((r) => r.fcpMs)),
    seconds(med((r) => r.lcpMs)),
    num(
      med((r) => r.tbtMs),
      0,
    ),
    num(
      med((r) => r.cls),
      3,
    ),
    seconds(med((r) => r.siMs)),
    kbText(med((r) => r.scriptTransfer)),
  ]);
  console.log('');
  const first = runs[0];
  console.log(
    `Lighthouse performance of /home, ${first?.formFactor ?? 'mobile'} (default config, throttling ` +
      `${first?.throttlingMethod ?? 'simulate'}), ${runs.length} runs; CPU benchmark index ` +
      `${runs.map((r) => num(r.benchmarkIndex, 0)).join(', ')}:`,
  );
  console.log(formatTable(['', 'score', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'SI s', 'script KB (LH)'], rows));
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const warning of warnings) console.log(`  Lighthouse warning: ${warning}`);
  for (const error of new Set(runs.map((r) => r.runtimeError).filter(Boolean))) {
    console.log(`  Lighthouse runtime error: ${error}`);
  }
  return med((r) => r.score);
}

/** The practice page's Runs: each round's figures, their medians, and the goals' checks. */
function reportPractice(load: PracticeLoad) {
  const seconds = (ms: number | undefined) => num(ms === undefined ? undefined : ms / 1000, 2);
  const med = (pick: (r: PracticeRound) => number) => median(load.rounds.map(pick));
  const rows: [string, (r: PracticeRound) => number, string][] = [
    ['cold Python page: navigation until idle', (r) => r.pythonIdleMs, ''],
    [
      'first Python Run, click to output',
      (r) => r.firstRunMs,
      `<= ${PRACTICE_GOALS.pythonFirstRunMs / 1000}`,
    ],
    ['  navigation to that output', (r) => r.pageToOutputMs, ''],
    ['warm Run (the same code again)', (r) => r.warmRunMs, ''],
    ['first output until the spare was ready', (r) => r.spareReadyMs, ''],
    ['Run after Stop (spare ready)', (r) => r.afterStopMs, `<= ${PRACTICE_GOALS.afterStopMs / 1000}`],
    [
      'Run after the time limit (spare ready)',
      (r) => r.afterTimeLimitMs,
      `<= ${PRACTICE_GOALS.afterStopMs / 1000}`,
    ],
    ['Run after two quick Stops (spare loading)', (r) => r.afterQuickStopMs, ''],
    ['cold SQL page: navigation until idle', (r) => r.sqlIdleMs, ''],
    ['first SQL Run, click to rows', (r) => r.sqlFirstRunMs, `<= ${PRACTICE_GOALS.sqlFirstRunMs / 1000}`],
  ];
  console.log('');
  console.log(
    `The practice page's Runs, s (${load.rounds.length} rounds, each page in a fresh context: empty cache; ` +
      'opened, left until idle, then Run):',
  );
  console.log(
    formatTable(
      ['', ...load.rounds.map((_, i) => `round ${i + 1}`), 'median', 'goal s'],
      rows.map(([label, pick, goal]) => [
        label,
        ...load.rounds.map((r) => seconds(pick(r))),
        seconds(med(pick)),
        goal,
      ]),
    ),
  );
  console.log(
    `  runtime when Run was clicked: Python ${load.rounds.map((r) => r.runtimeAtRun).join(', ')}; ` +
      `SQL ${load.rounds.map((r) => r.sqlRuntimeAtRun).join(', ')}`,
  );
  if (load.pageErrors.length)
    console.log(`  WARNING page errors: ${[...new Set(load.pageErrors)].join(' | ')}`);
  const first = med((r) => r.firstRunMs);
  const afterStop = med((r) => r.afterStopMs);
  const afterLimit = med((r) => r.afterTimeLimitMs);
  const sql = med((r) => r.sqlFirstRunMs);
  const checks = [
    check(
      first <= PRACTICE_GOALS.pythonFirstRunMs,
      `first Python Run on a cold practice page ${seconds(first)} s <= ${PRACTICE_GOALS.pythonFirstRunMs / 1000} s ` +
        `(median of ${load.rounds.length}, click to output)`,
    ),
    check(
      afterStop <= PRACTICE_GOALS.afterStopMs,
      `Run after Stop ${seconds(afterStop)} s <= ${PRACTICE_GOALS.afterStopMs / 1000} s ` +
        `(after the time limit: ${seconds(afterLimit)} s)`,
    ),
    check(
      sql <= PRACTICE_GOALS.sqlFirstRunMs,
      `first SQL Run ${seconds(sql)} s <= ${PRACTICE_GOALS.sqlFirstRunMs / 1000} s (median, click to rows)`,
    ),
  ];
  return { checks, results: { rounds: load.rounds, pageErrors: load.pageErrors, goals: PRACTICE_GOALS } };
}

/** What /home costs: printed, with its checks and its part of the results. */
function reportHome(options: {
  outDir: string;
  manifest: Manifest;
  estimate: ReturnType<typeof staticEstimate>;
  load: BrowserLoad;
  lighthouseRuns: LighthouseRun[];
  lighthouseError: string | undefined;
  previewPort: number;
}) {
  const { outDir, manifest, estimate, load, lighthouseRuns, lighthouseError } = options;
  printBrowserLoad(
    load,
    estimate.files.map((f) => f.file),
  );
  const loadedFiles = load.scripts.map((s) => s.path.replace(/^\//, ''));

  const everyScript = allScripts(outDir);
  const notLoaded = everyScript
    .filter((f) => !loadedFiles.includes(f))
    .map((file) => {
      const chunk = manifest[keyOfFile(manifest, file) ?? ''];
      const { raw, gzip } = fileSize(outDir, file);
      return { file, src: chunk?.isDynamicEntry ? chunk.src : undefined, raw, gzip };
    });
  const pages = notLoaded.filter((n) => n.src?.startsWith('src/') && !n.src.startsWith('src/locales/'));
  console.log('');
  console.log(
    `Not loaded by /home: ${notLoaded.length} of ${everyScript.length} JavaScript files, ` +
      `${pages.length} of them page chunks: ` +
      [
        ...pages.map((p) => `${p.file.replace(/^assets\//, '')} (${p.src})`),
        ...notLoaded.filter((n) => !pages.includes(n)).map((n) => n.file.replace(/^assets\//, '')),
      ]
        .slice(0, 8)
        .join(', ') +
      (notLoaded.length > 8 ? ', ...' : ''),
  );

  const separation = checkSeparation(outDir, manifest, loadedFiles, estimate.entryKey);
  for (const offender of separation.offenders) {
    console.log(
      `  ${offender.source} comes with /home in ${offender.files.join(', ')}` +
        (offender.chain ? ` (static imports: ${offender.chain})` : '') +
        (offender.importedBy.length ? `; imported statically by ${offender.importedBy.join(', ')}` : ''),
    );
  }

  const shares = moduleShares(outDir, loadedFiles, REPO_ROOT);
  const sharedRaw = shares.modules.reduce((sum, m) => sum + m.raw, 0);
  const percent = (bytes: number) => `${num((100 * bytes) / (sharedRaw || 1), 1)} %`;
  console.log('');
  console.log('Largest modules in the JavaScript /home loads (minified bytes, from the source maps):');
  console.log(
    formatTable(
      ['module', 'package', 'raw KB', 'share'],
      shares.modules.slice(0, 10).map((m) => [m.module, m.package, kbText(m.raw), percent(m.raw)]),
    ),
  );
  console.log('');
  console.log('By package (gzip alone = that package’s code compressed on its own, an estimate):');
  console.log(
    formatTable(
      ['package', 'modules', 'raw KB', 'gzip alone KB', 'share'],
      shares.packages
        .slice(0, 10)
        .map((p) => [p.package, p.modules, kbText(p.raw), kbText(p.gzipAlone), percent(p.raw)]),
    ),
  );
  if (shares.withoutMap.length) console.log(`  without a source map: ${shares.withoutMap.join(', ')}`);

  const medianScore = lighthouseRuns.length ? printLighthouse(lighthouseRuns) : undefined;
  if (lighthouseError) console.log(`  Lighthouse stopped: ${lighthouseError}`);
  const medianRun = lighthouseRuns.find((r) => r.score === medianScore);
  if (medianRun?.opportunities.length) {
    console.log(
      `  largest opportunities (median run): ${medianRun.opportunities
        .map((o) => `${o.title} ${num(o.savingsMs, 0)} ms`)
        .join('; ')}`,
    );
  }
  if (medianRun) {
    console.log(`  LCP element (median run): ${medianRun.lcpElement ?? 'n/a'}`);
    if (medianRun.layoutShifts.length) {
      console.log(
        `  layout shifts: ${medianRun.layoutShifts.map((l) => `${l.element} ${num(l.score, 3)}`).join('; ')}`,
      );
    }
    if (medianRun.unusedScripts.length) {
      console.log(
        `  most unused JavaScript at load: ${medianRun.unusedScripts
          .map((u) => `${u.url} ${kbText(u.wastedBytes)} of ${kbText(u.totalBytes)} KB`)
          .join('; ')}`,
      );
    }
  }

  console.log('');
  console.log(
    `/home JavaScript: ${kbText(load.gzip)} KB gzip in the browser (the target figure; ${load.scripts.length} ` +
      `files, ${kbText(load.raw)} KB raw, ${kbText(load.encoded)} KB as sent by vite preview); ` +
      `build estimate ${kbText(estimate.gzip)} KB gzip`,
  );
  const checks = [
    check(
      load.gzip <= GOALS.homeJsGzipKb * 1000,
      `/home JavaScript ${kbText(load.gzip)} KB gzip <= ${GOALS.homeJsGzipKb} KB (browser; build estimate ` +
        `${kbText(estimate.gzip)} KB)`,
    ),
    check(
      separation.pass,
      separation.pass
        ? `dialogs and module pages in separate chunks: /home loads none of ${separation.onDemand.length} ` +
            `on-demand sources`
        : `dialogs and module pages in separate chunks: /home loads ` +
            separation.offenders.map((o) => o.source).join(', '),
    ),
    check(
      medianScore !== undefined && medianScore >= GOALS.lighthousePerformance,
      `Lighthouse mobile performance ${medianScore ?? 'n/a'} >= ${GOALS.lighthousePerformance} ` +
        `(median of ${lighthouseRuns.length} runs${lighthouseError ? ', failed: ' + lighthouseError : ''})`,
    ),
  ];
  return {
    checks,
    results: {
      url: `http://127.0.0.1:${options.previewPort}/home`,
      apiPort: API_PORT,
      lighthouseFlags: LIGHTHOUSE_FLAGS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      staticEstimate: {
        files: estimate.files,
        raw: estimate.raw,
        gzip: estimate.gzip,
      },
      browser: load,
      notLoaded,
      separation,
      topModules: shares.modules.slice(0, 25),
      packages: shares.packages,
      lighthouse: { runs: lighthouseRuns, medianScore, error: lighthouseError },
      goals: GOALS,
    },
  };
}

async function main() {
  stopServersOnExit();
  cleanUpOnExit();
  const machine = describeMachine();
  const what = [
    PARTS.has('home') && 'JavaScript of /home (KB = 1,000 bytes, gzip -9) and Lighthouse',
    PARTS.has('practice') && "the practice page's Runs",
  ].filter(Boolean);
  console.log(`Portal benchmark of the ${ENVIRONMENT} build on 127.0.0.1: ${what.join('; ')}`);
  console.log(
    `${machine.node}, ${machine.platform}, ${machine.cpus} × ${machine.cpuModel}, ${machine.memoryGb} GB, ` +
      `load average ${machine.loadAverage1m}`,
  );
  if (machine.loadAverage1m > machine.cpus / 2) {
    console.log('  (the machine is busy: expect noisy Lighthouse and Run figures)');
  }
  const chromium = requireChromium();
  if (PARTS.has('home')) await requireApiPort();

  const outDir = mkdtempSync(join(tmpdir(), 'shui-bench-web-'));
  if (!KEEP_BUILD) removeOnExit(outDir);
  progress(`building apps/web (SHUI_ENV=${ENVIRONMENT}) into ${outDir}`);
  let build: Awaited<ReturnType<typeof buildPortal>>;
  try {
    build = await buildPortal({ webDir: WEB_DIR, outDir, environment: ENVIRONMENT });
  } catch (error) {
    if (error instanceof BuildFailed) throw new Stop(error.message);
    throw error;
  }
  progress(`built in ${num(build.ms / 1000, 1)} s`);

  const manifest = readManifest(outDir);
  const estimate = staticEstimate(outDir, manifest, HOME_SOURCE);
  if (PARTS.has('home')) printStaticEstimate(estimate);

  const servers: RunningServer[] = [];
  let load: BrowserLoad | undefined;
  let practice: PracticeLoad | undefined;
  const lighthouseRuns: LighthouseRun[] = [];
  let lighthouseError: string | undefined;
  let previewPort = PREVIEW_PORT;
  try {
    if (PARTS.has('home')) servers.push(await startFakeApi(REPO_ROOT, API_PORT));
    if (!(await isPortFree(PREVIEW_PORT))) {
      previewPort = await freePort();
      progress(`port ${PREVIEW_PORT} is taken: vite preview on ${previewPort} instead`);
    }
    servers.push(
      await startServer({
        name: 'vite preview',
        command: process.execPath,
        args: [
          join(WEB_DIR, 'node_modules/vite/bin/vite.js'),
          'preview',
          '--configLoader',
          'runner',
          '--outDir',
          outDir,
          '--host',
          '127.0.0.1',
          '--port',
          String(previewPort),
          '--strictPort',
        ],
        cwd: WEB_DIR,
        env: { SHUI_ENV: ENVIRONMENT },
        port: previewPort,
        healthPath: '/home',
        timeoutMs: 30_000,
      }),
    );
    const url = `http://127.0.0.1:${previewPort}/home`;
    if (PARTS.has('home')) {
      progress(`fake API on :${API_PORT}, vite preview on :${previewPort}; loading ${url} in Chromium`);
      load = await measureScripts({
        repoRoot: REPO_ROOT,
        url,
        chromiumPath: chromium,
        chromiumArgs: CHROMIUM_ARGS,
      });
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
        progress(`Lighthouse run ${i + 1} of ${LIGHTHOUSE_RUNS}`);
        try {
          lighthouseRuns.push(
            await runLighthouse({ url, chromePath: chromium, chromeFlags: LIGHTHOUSE_FLAGS }),
          );
        } catch (error) {
          lighthouseError = error instanceof Error ? error.message : String(error);
          progress(`Lighthouse failed: ${lighthouseError}`);
          break;
        }
      }
    }
    if (PARTS.has('practice')) {
      practice = await measurePractice({
        repoRoot: REPO_ROOT,
        base: `http://127.0.0.1:${previewPort}`,
        previewPort,
        chromiumPath: chromium,
        chromiumArgs: CHROMIUM_ARGS,
        rounds: PRACTICE_ROUNDS,
        progress,
      });
    }
  } finally {
    for (const server of servers.reverse()) await server.stop();
  }

  const home = load
    ? reportHome({ outDir, manifest, estimate, load, lighthouseRuns, lighthouseError, previewPort })
    : undefined;
  const practiceReport = practice ? reportPractice(practice) : undefined;
  const checks = [...(home?.checks ?? []), ...(practiceReport?.checks ?? [])];
  console.log('');
  for (const c of checks) console.log(c.line);

  writeResults(RESULTS_FILE, REPO_ROOT, machine, {
    settings: {
      environment: ENVIRONMENT,
      parts: [...PARTS],
      chromium,
      chromiumArgs: CHROMIUM_ARGS,
      kilobyte: 1000,
      gzipLevel: 9,
      practiceRounds: PRACTICE_ROUNDS,
    },
    build: { ms: round(build.ms), outDir: KEEP_BUILD ? outDir : undefined },
    home: home?.results,
    practice: practiceReport?.results,
    checks: checks.map((c) => c.line),
  });
  if (KEEP_BUILD) console.log(`build kept in ${outDir}`);
  else removeNow(outDir);
}

main().catch(async (error: unknown) => {
  if (error instanceof Stop) console.error(`bench stopped: ${error.message}`);
  else
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  await stopAllServers();
  process.exitCode = 1;
});
