// The Python judge's runner: one child process per submission, started by src/judge/python-judge.ts
// inside the walls of src/judge/sandbox.ts (Node's permission model: reads only its own and Pyodide's
// files, writes nothing, starts no process; no code generation from strings, so no `eval`, `Function`
// or `import()` from submitted code; the interpreter's memory capped; an empty environment, an empty
// working folder; on Linux with user namespaces also no network and its own PID namespace). It is
// plain JavaScript, not bundled, so that it can be given to `node` as it is.
//
// Started as `python-runner.mjs make-snapshot` it loads Pyodide and the driver below, answers
// {"snapshot":"<base64>"} (a memory snapshot the judge caches on disk) and ends; started as
// `python-runner.mjs snapshot FILE` it starts from that snapshot, three times faster.
//
// Protocol, one JSON object per line on the channel (channel.mjs, descriptor 3, not stdout):
//   runner -> judge  {"ready":true}                         Pyodide is loaded
//   judge -> runner  {"code":"...","inputs":["..."],"outputLimit":N}   once
//   runner -> judge  {"case":i,"status":"ok"|"error"|"syntax"|"output-limit"|"memory-limit","stdout":"...","error":"..."}
// The runner never sees the expected outputs: the judge compares, so code that takes over this process
// can only print what it could have printed anyway. The judge times each case and the whole submission
// itself, from its own clock, and kills the process; no message of the runner stops that clock.
import { constants, readFileSync } from 'node:fs';
import { receive, send } from './channel.mjs';

// Node's permission model refuses process.binding, which Pyodide's NODEFS reads once for the file
// flags' values at start-up: it gets those and nothing else.
Object.defineProperty(process, 'binding', {
  configurable: true,
  value: (name) => {
    if (name === 'constants') return { fs: constants };
    throw new Error(`process.binding is not available in the judge`);
  },
});
const { loadPyodide } = await import('pyodide');

const exit = process.exit.bind(process);

const [mode, snapshotFile] = process.argv.slice(2);
const py = await loadPyodide({
  // Output that escapes sys.stdout (os.write, sys.__stdout__) goes nowhere, not into the protocol.
  stdout: () => {},
  stderr: () => {},
  ...(mode === 'make-snapshot' ? { _makeSnapshot: true } : {}),
  ...(mode === 'snapshot' ? { _loadSnapshot: readFileSync(snapshotFile) } : {}),
});

// Runs one case in a fresh namespace: stdin from the case, stdout counted against the limit; the
// traceback keeps only the frames of the user's file.
const DRIVER = `
import builtins, io, linecache, sys, traceback

class _OutputLimit(BaseException):
    pass

class _Out(io.TextIOBase):
    def __init__(self, limit):
        self.parts = []
        self.size = 0
        self.limit = limit
        self.over = False
    def writable(self):
        return True
    def write(self, s):
        if not isinstance(s, str):
            raise TypeError(f"write() argument must be str, not {type(s).__name__}")
        self.size += len(s)
        if self.size > self.limit:
            self.over = True
            raise _OutputLimit()
        self.parts.append(s)
        return len(s)

def _user_traceback(error):
    frames = [f for f in traceback.extract_tb(error.__traceback__) if f.filename == 'main.py']
    lines = ['Traceback (most recent call last):\\n'] if frames else []
    lines += traceback.format_list(frames)
    lines += traceback.format_exception_only(type(error), error)
    return ''.join(lines)

def _judge_case(source, data, limit):
    out = _Out(limit)
    saved = sys.stdin, sys.stdout, sys.stderr
    sys.stdin, sys.stdout, sys.stderr = io.StringIO(data), out, io.StringIO()
    status, error = 'ok', ''
    linecache.cache['main.py'] = (len(source), None, source.splitlines(True), 'main.py')
    try:
        code = compile(source, 'main.py', 'exec')
    except SyntaxError as e:
        status, error = 'syntax', ''.join(traceback.format_exception_only(type(e), e))
    else:
        try:
            exec(code, {'__name__': '__main__', '__builtins__': builtins})
        except _OutputLimit:
            status = 'output-limit'
        except MemoryError:
            status = 'memory-limit'
        except SystemExit as e:
            if e.code not in (None, 0):
                status, error = 'error', f'SystemExit: {e.code}'
        except BaseException as e:
            status, error = ('output-limit', '') if out.over else ('error', _user_traceback(e))
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
    if out.over:
        status = 'output-limit'
    return status, ''.join(out.parts), error
`;
if (mode !== 'snapshot') py.runPython(DRIVER);
if (mode === 'make-snapshot') {
  send({ snapshot: Buffer.from(py.makeMemorySnapshot()).toString('base64') });
  exit(0);
} else {
  const judgeCase = py.globals.get('_judge_case');

  // Without code generation, submitted code reaches only the objects of this process (Pyodide's `js`
  // module is globalThis), never a module it did not load. Those objects are cut back before it runs:
  // no network calls, no signals to other processes, no native bindings, no built-in modules by name.
  for (const name of ['fetch', 'WebSocket', 'EventSource', 'XMLHttpRequest']) delete globalThis[name];
  for (const name of ['kill', '_kill', 'binding', '_linkedBinding', 'dlopen', 'getBuiltinModule', 'chdir']) {
    try {
      Object.defineProperty(process, name, {
        value: () => {
          throw new Error(`process.${name} is not available in the judge`);
        },
      });
    } catch {
      // not configurable: left as it is
    }
  }
  for (const key of Object.keys(process.env)) delete process.env[key];

  // Reports go nowhere: no file is written, and the process's own report would tell the host's details.
  try {
    Object.defineProperty(process, 'report', { value: Object.freeze({}) });
  } catch {
    // not configurable: the permission model still refuses the write
  }

  send({ ready: true });
  const job = receive();
  if (!job) exit(0);
  job.inputs.forEach((input, index) => {
    let result;
    try {
      const proxy = judgeCase(job.code, input, job.outputLimit);
      const [status, stdout, error] = proxy.toJs();
      proxy.destroy();
      result = { case: index, status, stdout, error };
    } catch (error) {
      // The interpreter itself failed (a JavaScript stack overflow in deep recursion, a fatal error).
      const message = String(error?.message ?? error);
      const status = /out of memory|memory access out of bounds|allocation failed/i.test(message)
        ? 'memory-limit'
        : 'error';
      result = { case: index, status, stdout: '', error: message };
    }
    send(result);
  });
  exit(0);
}
