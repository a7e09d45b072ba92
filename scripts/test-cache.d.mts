// Types of scripts/test-cache.mjs, for its test.
import type { TestOutcome } from './test-report.mjs';

export function inputFiles(root: string): string[];
export function inputsKey(root: string, extra?: string[]): string | undefined;
export function cacheEnabled(env?: Record<string, string | undefined>, argv?: string[]): boolean;
export function readCached(
  dir: string,
  stage: string,
  key: string | undefined,
): { savedAt: string; seconds: number; tests: TestOutcome[] } | undefined;
export function saveCached(
  dir: string,
  stage: string,
  key: string | undefined,
  run: { seconds: number; tests: TestOutcome[] },
  now?: Date,
): boolean;
