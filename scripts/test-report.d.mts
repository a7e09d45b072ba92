// Types of scripts/test-report.mjs, for its test.
export type Outcome = 'passed' | 'failed' | 'skipped' | 'flaky';
export interface TestOutcome {
  title: string;
  ms: number;
  outcome: Outcome;
}
export type Counts = Record<Outcome, number>;
export function vitestTests(report: unknown, root: string): TestOutcome[];
export function playwrightTests(report: unknown): TestOutcome[];
export function countOutcomes(tests: TestOutcome[]): Counts;
export function describeCounts(counts: Counts): string;
