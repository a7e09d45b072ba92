import HARNESS from '@shui/contract/python-harness?raw';
import { loadPyodide } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The harness as the practice page's worker loads it (python-worker.ts: the same import, the same
 * `_run_main`), run on Pyodide in Node: what a Run shows. The judge's side is tested through the judge
 * (apps/fake-api/test/).
 */

type Emit = (stream: 'stdout' | 'stderr', text: string) => void;
type RunMain = (
  source: string,
  data: string,
  limit: number,
  emit: Emit,
) => { toJs(): [string, string]; destroy(): void };

let runMain: RunMain;
beforeAll(async () => {
  const pyodide = await loadPyodide({ stdout: () => {}, stderr: () => {} });
  pyodide.runPython(HARNESS);
  runMain = (pyodide.globals as unknown as { get(name: string): RunMain }).get('_run_main');
}, 120_000);

function run(source: string, stdin = '', limit = 1000) {
  const seen = { stdout: '', stderr: '' };
  const result = runMain(source, stdin, limit, (stream, text) => {
    seen[stream] += text;
  });
  const [status, error] = result.toJs();
  result.destroy();
  return { status, error, ...seen };
}

describe("the page's Python harness", () => {
  it('runs main.py with the stdin given, its stdout and stderr apart', () => {
    expect(run('import sys\nprint(input().upper())\nprint("careful", file=sys.stderr)', 'abc\n')).toEqual({
      status: 'ok',
      error: '',
      stdout: 'ABC\n',
      stderr: 'careful\n',
    });
  });

  it('keeps the output up to the limit, stdout and stderr counted together, then stops the program', () => {
    const result = run('import sys\nprint("abc", file=sys.stderr)\nprint("defgh")\nprint("never")', '', 6);
    expect(result).toEqual({ status: 'output-limit', error: '', stdout: 'de', stderr: 'abc\n' });
  });

  it("answers an error with a traceback of main.py's frames only, its lines shown", () => {
    const { status, error } = run('def f():\n    return 1 / 0\nf()');
    expect(status).toBe('error');
    expect(error).toBe(
      'Traceback (most recent call last):\n' +
        '  File "main.py", line 3, in <module>\n' +
        '    f()\n' +
        '    ~^^\n' +
        '  File "main.py", line 2, in f\n' +
        '    return 1 / 0\n' +
        '           ~~^~~\n' +
        'ZeroDivisionError: division by zero\n',
    );
  });

  it('answers a syntax error, a failing exit and a MemoryError as the page shows them', () => {
    expect(run('print(').status).toBe('syntax');
    expect(run('raise SystemExit(3)')).toMatchObject({ status: 'error', error: 'SystemExit: 3' });
    expect(run('raise SystemExit(0)').status).toBe('ok');
    expect(run('raise MemoryError()')).toMatchObject({
      status: 'error',
      error: expect.stringContaining('MemoryError'),
    });
  });
});
