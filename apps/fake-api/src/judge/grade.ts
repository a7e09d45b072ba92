import { questionLimits, type CaseResult, type PythonCase, type SqlDiff, type Verdict } from '@shui/contract';
import type { RunOutcome } from './python-judge';
import type { SqlOutcome } from './sql-judge';

/** Output lines as compared: trailing spaces of each line and trailing blank lines do not count. */
export function outputLines(text: string): string[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/\s+$/u, ''));
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** The first line (from 1) where the output differs from the expected one, or null when they agree. */
export function firstDifference(expected: string, actual: string): CaseResult['diff'] {
  const want = outputLines(expected);
  const got = outputLines(actual);
  const count = Math.max(want.length, got.length);
  for (let i = 0; i < count; i += 1) {
    if (want[i] !== got[i])
      return { line: i + 1, expected: want[i] ?? '(no line)', actual: got[i] ?? '(no line)' };
  }
  return null;
}

/**
 * A hidden case's difference says where, not what: the line number only. Neither the expected line nor
 * the submitter's own line is shown, or code could print a hidden input and read it in the verdict.
 */
const hiddenDiff = (diff: { line: number }): NonNullable<CaseResult['diff']> => ({
  line: diff.line,
  expected: null,
  actual: null,
});

const cut = (text: string) =>
  text.length > questionLimits.outputShownMax ? `${text.slice(0, questionLimits.outputShownMax)}\n…` : text;

/**
 * A Python submission's cases from what the runner answered. Sample cases show their input, expected
 * and actual output; hidden ones only their verdict, time and first differing line. Cases after a time
 * limit or a crash were not run and are not listed (the submission's total still counts them).
 */
export function gradePython(cases: readonly PythonCase[], outcomes: readonly RunOutcome[]): CaseResult[] {
  return outcomes.map((outcome, i) => {
    const test = cases[i]!;
    const shown = (output: string | null) => ({
      input: test.sample ? cut(test.input) : null,
      expected: test.sample ? cut(test.output) : null,
      output: test.sample && output !== null ? cut(output) : null,
    });
    const base = {
      index: i + 1,
      sample: test.sample,
      timeMs: outcome.timeMs,
      diff: null,
      sqlDiff: null,
      error: null,
    };
    switch (outcome.status) {
      case 'ok': {
        const found = firstDifference(test.output, outcome.stdout);
        const diff = found && !test.sample ? hiddenDiff(found) : found;
        return { ...base, ...shown(outcome.stdout), verdict: diff ? 'wrong-answer' : 'accepted', diff };
      }
      case 'syntax':
        return { ...base, ...shown(null), verdict: 'compile-error', error: cut(outcome.error) };
      case 'error':
        return { ...base, ...shown(outcome.stdout), verdict: 'runtime-error', error: cut(outcome.error) };
      case 'output-limit':
        return { ...base, ...shown(null), verdict: 'output-limit' };
      case 'memory-limit':
        return { ...base, ...shown(null), verdict: 'memory-limit' };
      case 'time-limit':
        return { ...base, ...shown(null), verdict: 'time-limit' };
      case 'crash':
        return { ...base, ...shown(null), verdict: 'runtime-error', error: cut(outcome.error) };
    }
  });
}

/**
 * A hidden database's difference says what kind and how many, never which rows: the missing rows are
 * the hidden data itself, and the caller's own rows could be made of it.
 */
const hiddenSqlDiff = (diff: SqlDiff): SqlDiff => ({ ...diff, missing: null, extra: null });

/**
 * An SQL submission's cases: 1 the sample database (its expected and actual result shown, and the rows
 * that differ), 2 the hidden one (the kind of difference and its counts only).
 */
export function gradeSql(outcomes: readonly SqlOutcome[]): CaseResult[] {
  return outcomes.map((outcome, i) => {
    const sample = i === 0;
    const base = {
      index: i + 1,
      sample,
      verdict: outcome.status,
      timeMs: outcome.timeMs,
      input: null,
      expected: null,
      output: null,
      diff: null,
      sqlDiff: null,
      error: null,
    };
    if (outcome.status === 'accepted' || outcome.status === 'wrong-answer') {
      const sqlDiff = outcome.status === 'wrong-answer' ? outcome.diff : null;
      if (!sample) return { ...base, sqlDiff: sqlDiff && hiddenSqlDiff(sqlDiff) };
      return {
        ...base,
        expected: cut(outcome.expectedRows.join('\n')),
        output: cut(outcome.rows.join('\n')),
        sqlDiff,
      };
    }
    if (outcome.status === 'compile-error' || outcome.status === 'runtime-error')
      return { ...base, error: cut(outcome.error) };
    return base;
  });
}

/** The submission's verdict: accepted when every case was run and passed, else the first case's that did not. */
export function overallVerdict(cases: readonly CaseResult[], total: number): Verdict {
  const failed = cases.find((c) => c.verdict !== 'accepted');
  if (failed) return failed.verdict;
  return cases.length === total ? 'accepted' : 'system-error';
}
