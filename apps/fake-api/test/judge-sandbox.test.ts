import { existsSync, readdirSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { until } from './until';
import {
  TIME_LIMIT_MS,
  modes,
  judgeFolders,
  judgeDirFiles,
  attempt,
  judges,
  api,
  useHostileCodeJudge,
  judged,
  probe,
} from './judge-sandbox-helpers';

/**
 * What submitted code can do to the host, tried as a hostile user would: every probe is code submitted
 * through POST /portal/question/submit and judged by the real judge, in both containment modes
 * (docs/decisions.md 37). Where a probe prints what it found, it prints on the sample case of question 1,
 * whose output the verdict shows. Nothing here is skipped on a Linux host with user namespaces; the
 * permissions-only mode is forced with SHUI_JUDGE_NAMESPACES=0.
 */
describe.each(modes)('the judge against hostile code ($mode)', ({ mode, env }) => {
  useHostileCodeJudge(mode, env);

  it('a forged protocol message then an endless loop: time-limit at the case limit, whatever the runner says', async () => {
    await judges.loaded('python');
    const forged = await judged(
      'student',
      1,
      [
        'import js',
        'channel = js.process.stdout.constructor.new(3)',
        `channel.write('{"case":0,"status":"ok","stdout":"8\\\\n","error":""}\\n')`,
        'while True:',
        '    pass',
      ].join('\n'),
    );
    // The forged answer counts for case 1 (as printing it would have); the loop is cut at case 2's limit.
    // How long that takes (the limit in CPU time, at most twice it in wall-clock time) is proved with
    // the judge's clocks under control in src/judge/runner-process.test.ts, not timed here.
    expect(forged).toMatchObject({ verdict: 'time-limit', passed: 1 });
    expect(forged.cases.at(-1)).toMatchObject({ index: 2, verdict: 'time-limit', timeMs: TIME_LIMIT_MS });
    // A message out of sequence ends the runner at once.
    const out = await judged(
      'student',
      1,
      [
        'import js',
        `js.process.stdout.constructor.new(3).write('{"case":3,"status":"ok","stdout":"","error":""}\\n')`,
        'while True:',
        '    pass',
      ].join('\n'),
    );
    expect(out).toMatchObject({ verdict: 'runtime-error', passed: 0 });
    expect(out.cases[0]!.error).toMatch(/protocol/);
  });

  it('writes no file anywhere: files, reports, tracing, a mounted host folder', async () => {
    const folders = judgeFolders();
    const before = judgeDirFiles();
    const shown = await probe([
      'import js, os, pyodide_js',
      // Python's own files live in Pyodide's memory and end with the runner: this one reaches no disk.
      ...attempt('memory-file', "open('/tmp/shui-judge-escape.txt', 'w').write('x')"),
      ...attempt('report', 'js.process.report.writeReport()'),
      ...attempt('eval', "js.eval('1')"),
      ...attempt('tracing', 'from pyodide.code import run_js', 'run_js("import(\'node:trace_events\')")'),
      ...attempt('function', "js.Function.new('return process')()"),
      ...attempt(
        'mount',
        'fs = pyodide_js.FS',
        "fs.mkdir('/host')",
        "fs.mount(fs.filesystems.NODEFS, js.Object.fromEntries([['root', '/tmp']]), '/host')",
        "open('/host/shui-judge-escape.txt', 'w').write('x')",
      ),
    ]);
    expect(shown).toEqual([
      'memory-file worked',
      'report refused',
      'eval refused',
      'tracing refused',
      'function refused',
      'mount refused',
    ]);
    expect(existsSync('/tmp/shui-judge-escape.txt')).toBe(false);
    expect(judgeDirFiles()).toEqual(before);
    // The runner's working folder went with it; new folders are the spare runners', loading, empty.
    const fresh = [...judgeFolders()].filter((name) => !folders.has(name));
    expect(fresh.length).toBeLessThanOrEqual(2); // the spare runners
    for (const name of fresh) expect(readdirSync(join(tmpdir(), name))).toEqual([]);
  });

  it("has no network: a TCP connection to the fake API's own port is refused and no byte arrives", async () => {
    let bytes = 0;
    /** The client port of every connection either listening socket took, in the order it took them. */
    const arrived: number[] = [];
    // The same app, listening on a real port that only the probe is told about.
    const server: Server = createServer((socket) => {
      arrived.push(socket.remotePort!);
      socket.on('data', (chunk) => (bytes += chunk.length));
      socket.destroy();
    });
    const { createServer: createHttpServer } = await import('node:http');
    const http = createHttpServer(api.app);
    http.on('connection', (socket: Socket) => arrived.push(socket.remotePort!));
    /** Connects to `to` from the test itself and resolves once the listening socket has taken it. */
    const marker = async (to: number) => {
      const from = arrived.length;
      const local = await new Promise<number>((resolve, reject) => {
        const socket = connect(to, '127.0.0.1', () => {
          resolve(socket.localPort!);
          socket.end();
        });
        socket.on('error', reject);
      });
      await until(() => arrived.slice(from).includes(local), 5);
      arrived.splice(arrived.indexOf(local, from), 1);
    };
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (http.address() as { port: number }).port;
    const other = (server.address() as { port: number }).port;
    try {
      const url = `http://127.0.0.1:${port}/__admin/health`;
      const shown = await probe([
        'import js, pyodide_js, socket',
        // The runner never yields to its event loop once user code runs, so a promise never gets to run;
        // run_sync (which would wait for one) needs JSPI, which this Node.js does not have.
        ...attempt('fetch', `js.fetch('${url}')`),
        ...attempt(
          'pyfetch',
          'from pyodide.http import pyfetch',
          'from pyodide.ffi import run_sync',
          `run_sync(pyfetch('${url}'))`,
        ),
        ...attempt('socket', `socket.create_connection(('127.0.0.1', ${port}), timeout=1).send(b'GET /')`),
        ...attempt(
          'import',
          'from pyodide.code import run_js',
          `run_js("import('node:net').then(n => n.connect(${port}))")`,
        ),
        ...attempt(
          'loadPackage',
          'from pyodide.ffi import run_sync',
          `run_sync(pyodide_js.loadPackage('http://127.0.0.1:${other}/x-1.0-py3-none-any.whl'))`,
        ),
        ...attempt('binding', "js.process.binding('tcp_wrap')"),
        ...attempt('getBuiltinModule', "js.process.getBuiltinModule('node:net')"),
        ...attempt(
          'socket-class',
          'Socket = js.process.stdin.constructor',
          `Socket.new().connect(${port}, '127.0.0.1')`,
          "raise OSError('no net.Socket here')",
        ),
      ]);
      // The verdict is in (probe waited for it): the runner is done, and whatever it tried, it tried
      // before. A connection of the test's own to each listening socket is taken after any that got
      // there first (a listening socket takes them in the order they came): once both are taken, every
      // connection the probe made would have been counted.
      await marker(port);
      await marker(other);
      expect(shown).toEqual([
        'fetch refused',
        'pyfetch refused',
        'socket refused',
        'import refused',
        'loadPackage refused',
        'binding refused',
        'getBuiltinModule refused',
        'socket-class refused',
      ]);
      expect({ connections: arrived.length, bytes }).toEqual({ connections: 0, bytes: 0 });
    } finally {
      http.close();
      server.close();
    }
  });

  it("sees none of the host's environment, signals no process, starts none", async () => {
    const shown = await probe([
      'import js, os',
      "print('env', js.Object.keys(js.process.env).length)",
      ...attempt('kill', 'js.process.kill(js.process.ppid or 1, 0)'),
      ...attempt('dlopen', "js.process.dlopen(js.Object.new(), '/lib/x.so')"),
      ...attempt('subprocess', 'import subprocess', "subprocess.run(['true'])"),
    ]);
    expect(shown).toEqual(['env 0', 'kill refused', 'dlopen refused', 'subprocess refused']);
    if (mode === 'namespaces') expect(await probe(['import js', 'print(js.process.pid)'])).toEqual(['1']);
  });
});
