import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse, { type Result } from 'lighthouse';
import { trackProcessGroup, untrackProcessGroup } from '../lib/cleanup';
import { importFrom } from '../lib/import-from';

/** The part of chrome-launcher used here (a dependency of lighthouse, not of this package). */
interface ChromeLauncher {
  launch(options: {
    chromePath: string;
    chromeFlags: string[];
    handleSIGINT: boolean;
    logLevel: 'silent' | 'error';
  }): Promise<{ pid: number; port: number; kill: () => void }>;
}

export interface LighthouseRun {
  /** 0-100. */
  score: number | undefined;
  fcpMs: number | undefined;
  lcpMs: number | undefined;
  tbtMs: number | undefined;
  cls: number | undefined;
  siMs: number | undefined;
  /** Script bytes transferred, as Lighthouse's resource summary counts them. */
  scriptTransfer: number | undefined;
  benchmarkIndex: number | undefined;
  formFactor: string;
  throttlingMethod: string;
  warnings: string[];
  runtimeError: string | undefined;
  /** Opportunities with the largest estimated savings (ms), for a MISS. */
  opportunities: { id: string; title: string; savingsMs: number }[];
  /** Diagnostics for a MISS: the LCP element, what shifted, the scripts with the most unused bytes. */
  lcpElement: string | undefined;
  layoutShifts: { element: string; score: number }[];
  unusedScripts: { url: string; wastedBytes: number; totalBytes: number }[];
}

async function chromeLauncher(): Promise<ChromeLauncher> {
  const lighthouseMain = createRequire(import.meta.url).resolve('lighthouse');
  return importFrom<ChromeLauncher>(lighthouseMain, 'chrome-launcher');
}

/** Waits until no process of group `pid` is left (chrome-launcher's kill sends SIGKILL to the group). */
async function groupGone(pid: number, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
    if (performance.now() > deadline) return;
    await sleep(20);
  }
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

/** Table rows of an audit's details (for a list, the rows of its first table). */
function rows(lhr: Result, id: string): Json[] {
  let details: unknown = lhr.audits[id]?.details;
  if (isObject(details) && details.type === 'list' && Array.isArray(details.items))
    details = details.items[0];
  return isObject(details) && Array.isArray(details.items) ? details.items.filter(isObject) : [];
}

function describeNode(node: unknown): string | undefined {
  if (!isObject(node)) return undefined;
  const label =
    typeof node.nodeLabel === 'string' ? node.nodeLabel.replace(/\s+/g, ' ').trim().slice(0, 60) : '';
  const selector = typeof node.selector === 'string' ? node.selector : '';
  return [selector, label && label !== selector && `"${label}"`].filter(Boolean).join(' ') || undefined;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue;

function summarise(lhr: Result): LighthouseRun {
  const score = lhr.categories.performance?.score;
  const summary = lhr.audits['resource-summary']?.details;
  let scriptTransfer: number | undefined;
  if (summary?.type === 'table') {
    const row = summary.items.find((item) => item.resourceType === 'script');
    scriptTransfer = typeof row?.transferSize === 'number' ? row.transferSize : undefined;
  }
  const opportunities = Object.values(lhr.audits)
    .map((audit) => {
      const details = audit.details;
      const savingsMs = details?.type === 'opportunity' ? (details.overallSavingsMs ?? 0) : 0;
      return { id: audit.id, title: audit.title, savingsMs };
    })
    .filter((o) => o.savingsMs > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 5);
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : undefined,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    siMs: numeric(lhr, 'speed-index'),
    scriptTransfer,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    formFactor: lhr.configSettings.formFactor,
    throttlingMethod: lhr.configSettings.throttlingMethod,
    warnings: lhr.runWarnings.map(String),
    runtimeError: lhr.runtimeError?.message,
    opportunities,
    lcpElement: describeNode(rows(lhr, 'largest-contentful-paint-element')[0]?.node),
    layoutShifts: rows(lhr, 'layout-shifts')
      .map((row) => ({ element: describeNode(row.node) ?? 'n/a', score: Number(row.score ?? 0) }))
      .slice(0, 3),
    unusedScripts: rows(lhr, 'unused-javascript')
      .map((row) => ({
        url: typeof row.url === 'string' ? new URL(row.url).pathname : 'n/a',
        wastedBytes: Number(row.wastedBytes ?? 0),
        totalBytes: Number(row.totalBytes ?? 0),
      }))
      .slice(0, 5),
  };
}

/**
 * One Lighthouse run of `url` with the default config (mobile: Moto G Power screen, simulated slow 4G
 * and 4x CPU slowdown), performance category only, in a fresh Chromium started by chrome-launcher.
 */
export async function runLighthouse(options: {
  url: string;
  chromePath: string;
  chromeFlags: readonly string[];
}): Promise<LighthouseRun> {
  const launcher = await chromeLauncher();
  const chrome = await launcher.launch({
    chromePath: options.chromePath,
    chromeFlags: [...options.chromeFlags],
    // Ours: the bench stops every child on Ctrl-C (chrome-launcher's own handler would exit at once).
    handleSIGINT: false,
    logLevel: 'silent',
  });
  // chrome-launcher starts Chromium as the leader of its own process group.
  trackProcessGroup(chrome.pid);
  try {
    const result = await lighthouse(options.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    return summarise(result.lhr);
  } finally {
    chrome.kill();
    await groupGone(chrome.pid, 3000);
    untrackProcessGroup(chrome.pid);
  }
}
