import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, relative } from 'node:path';
import type { Machine } from './machine';
import { round } from './stats';

/**
 * Writes a bench's results to `file` (JSON; its folder made if need be): the date, the machine, the
 * load average now, then `results`; and prints where they went, relative to `repoRoot`.
 */
export function writeResults(
  file: string,
  repoRoot: string,
  machine: Machine,
  results: Record<string, unknown>,
): void {
  mkdirSync(dirname(file), { recursive: true });
  const report = {
    date: new Date().toISOString(),
    machine,
    loadAverageAfter: round(loadavg()[0] ?? 0, 2),
    ...results,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nresults: ${relative(repoRoot, file)}`);
}
