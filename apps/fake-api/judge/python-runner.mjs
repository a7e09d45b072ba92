// The Python judge's runner: one child process per submission, started by src/judge/python-pool.ts
// inside the sandbox of src/judge/sandbox.ts (no network, own PID namespace, Node's permission model:
// reads only Pyodide's files, writes nothing, starts no process, empty environment). It is plain
// JavaScript, not bundled, so that it can be given to `node` as it is.
//
// Started as `python-runner.mjs make-snapshot` it loads Pyodide and the driver below, answers
// {"snapshot":"<base64>"} (a memory snapshot the judge caches on disk) and ends; started as
// `python-runner.mjs snapshot FILE` it starts from that snapshot, three times faster.
//
// Protocol, one JSON object per line:
//   runner -> judge  {"ready":true}                         Pyodide is loaded
//   judge -> runner  {"code":"...","inputs":["..."],"outputLimit":N}   on stdin, once
//   runner -> judge  {"start":i}                            case i (from 0) begins
//   runner -> judge  {"case":i,"status":"ok"|"error"|"syntax"|"output-limit","stdout":"...","error":"..."}
// The runner never sees the expected outputs: the judge compares, so code that takes over this process
// can only print what it could have printed anyway. The judge times each case and kills the process.
import { constants, readFileSync } from 'node:fs';

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

const write = process.stdout.write.bind(process.stdout);
const send = (message) => write(`${JSON.stringify(message)}\n`);
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
  const snapshot = Buffer.from(py.makeMemorySnapshot()).toString('base64');
  write(`${JSON.stringify({ snapshot })}\n`, () => exit(0));
} else {
  const judgeCase = py.globals.get('_judge_case');

  // What user code could reach through Pyodide's \`js\` module is cut back before it runs: no network
  // calls, no signals to other processes, no native bindings, no built-in modules by name (the sandbox
  // blocks the same at the process level; this is a second wall where namespaces are missing).
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

  send({ ready: true });

  let buffer = '';
  // The judge went away before sending a job: nothing to do.
  process.stdin.on('end', () => exit(0));
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    buffer += chunk;
    const end = buffer.indexOf('\n');
    if (end < 0) return;
    process.stdin.pause();
    const job = JSON.parse(buffer.slice(0, end));
    job.inputs.forEach((input, index) => {
      send({ start: index });
      let result;
      try {
        const proxy = judgeCase(job.code, input, job.outputLimit);
        const [status, stdout, error] = proxy.toJs();
        proxy.destroy();
        result = { case: index, status, stdout, error };
      } catch (error) {
        // The interpreter itself failed (a JavaScript stack overflow in deep recursion, a fatal error).
        result = { case: index, status: 'error', stdout: '', error: String(error?.message ?? error) };
      }
      send(result);
    });
    exit(0);
  });
}
