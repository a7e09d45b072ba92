// The Python judge's runner: one child process per submission, started by src/judge/python-judge.ts
// inside the walls of src/judge/sandbox.ts (Node's permission model: reads only its own files, Pyodide's
// and the harness, writes nothing, starts no process; no code generation from strings, so no `eval`, `Function`
// or `import()` from submitted code; the interpreter's memory capped; an empty environment, an empty
// working folder; on Linux with user namespaces also no network and its own PID namespace). It is
// plain JavaScript, not bundled, so that it can be given to `node` as it is.
//
// Started as `python-runner.mjs HARNESS` it loads Pyodide and the harness (HARNESS: the file of
// @shui/contract/python-harness, which the judge lets it read); as `python-runner.mjs HARNESS make-snapshot`
// it does so, answers {"snapshot":"<base64>"} (a memory snapshot the judge caches on disk) and ends; as
// `python-runner.mjs HARNESS snapshot FILE` it starts from that snapshot, three times faster.
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

const [harnessFile, mode, snapshotFile] = process.argv.slice(2);
const py = await loadPyodide({
  // Output that escapes sys.stdout (os.write, sys.__stdout__) goes nowhere, not into the protocol.
  stdout: () => {},
  stderr: () => {},
  ...(mode === 'make-snapshot' ? { _makeSnapshot: true } : {}),
  ...(mode === 'snapshot' ? { _loadSnapshot: readFileSync(snapshotFile) } : {}),
});

// The harness (@shui/contract/python-harness, the practice page runs the same): its _judge_case runs one
// case. A runner started from a snapshot has it already.
if (mode !== 'snapshot') py.runPython(readFileSync(harnessFile, 'utf8'));
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
