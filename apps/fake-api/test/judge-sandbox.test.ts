import { createServer, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PythonJudge } from '../src/judge/python-judge';
import { containment, spawnContained } from '../src/judge/sandbox';

/**
 * What submitted code can reach from the judge's runner (docs/decisions.md 37). Each probe is Python
 * run by the real judge; it prints what it found, and the test reads that output.
 */
const judge = new PythonJudge();
afterAll(() => judge.close());
const limits = { timeLimitMs: 5_000, outputLimit: 10_000 };

async function python(code: string): Promise<string> {
  const [outcome] = await judge.run(code, [''], limits);
  expect(outcome).toMatchObject({ status: 'ok' });
  return (outcome as { stdout: string }).stdout.trim();
}

const namespaces = containment().kind === 'namespaces';

describe('the judge sandbox', () => {
  it("gives submitted code none of the host's environment", async () => {
    // Pyodide's own virtual variables (USER=web_user, HOME=/home/pyodide...) are all Python sees.
    const shown = await python(
      'import js, os, json\nprint(json.dumps([sorted(os.environ), js.Object.keys(js.process.env).length]))',
    );
    const [keys, jsKeys] = JSON.parse(shown) as [string[], number];
    expect(jsKeys).toBe(0);
    const pyodideOwn = [
      'HOME',
      'LANG',
      'LD_LIBRARY_PATH',
      'LOGNAME',
      'PATH',
      'PWD',
      'PYTHONINSPECT',
      'USER',
      '_',
    ];
    expect(keys.filter((k) => !pyodideOwn.includes(k))).toEqual([]);
    const home = await python('import os\nprint(os.environ["HOME"])');
    expect(home).toBe('/home/pyodide');
  });

  it("reads no file of the host and writes none, even through Pyodide's host file system", async () => {
    const shown = await python(
      [
        'import pyodide_js, js',
        'fs = pyodide_js.FS',
        "fs.mkdir('/host')",
        'try:',
        "    fs.mount(fs.filesystems.NODEFS, js.Object.fromEntries([['root', '/']]), '/host')",
        'except Exception:',
        "    print('mount refused')",
        "for path, mode in (('/host/etc/hostname', 'r'), ('/host/tmp/judge-escape.txt', 'w')):",
        '    try:',
        '        with open(path, mode) as f:',
        "            f.write('x') if mode == 'w' else f.read()",
        "        print('opened', path)",
        '    except OSError as e:',
        "        print('refused', type(e).__name__)",
      ].join('\n'),
    );
    expect(shown).not.toMatch(/opened/);
    expect(shown.split('\n')).toHaveLength(3);
    expect(shown).toMatch(/^mount refused\nrefused \w+Error\nrefused \w+Error$/);
  });

  it('cannot signal another process or reach native bindings', async () => {
    const shown = await python(
      [
        'import js',
        'for name in ("kill", "binding", "dlopen", "getBuiltinModule"):',
        '    try:',
        '        getattr(js.process, name)(js.process.ppid or 1)',
        "        print(name, 'worked')",
        '    except Exception:',
        "        print(name, 'refused')",
      ].join('\n'),
    );
    expect(shown.split('\n')).toEqual([
      'kill refused',
      'binding refused',
      'dlopen refused',
      'getBuiltinModule refused',
    ]);
  });

  it.skipIf(!namespaces)('runs in its own PID namespace, where the fake API does not exist', async () => {
    const shown = await python('import js\nprint(js.process.pid, js.process.ppid)');
    expect(shown).toBe('1 0');
  });

  it.skipIf(!namespaces)("has no network: a connection to the host's loopback fails", async () => {
    let connections = 0;
    const server: Server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as { port: number }).port;
    try {
      const probe = fileURLToPath(new URL('./fixtures/net-probe.mjs', import.meta.url));
      const child = spawnContained(probe, [], [String(port)]);
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      await new Promise((resolve) => child.on('close', resolve));
      expect(JSON.parse(out)).toMatchObject({ connected: false });
      expect(connections).toBe(0);
    } finally {
      server.close();
    }
  });

  it('starts no process', async () => {
    const shown = await python(
      [
        'import subprocess',
        'try:',
        "    subprocess.run(['true'])",
        "    print('started')",
        'except Exception as e:',
        "    print('refused', type(e).__name__)",
      ].join('\n'),
    );
    expect(shown).toMatch(/^refused /);
  });
});
