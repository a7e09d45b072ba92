import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { healthSchema, type JudgeContainment } from '@shui/contract';
import { checkJudge, doctorCommand, judgeCheck, runChecks, type Check } from '../src/commands/doctor';
import { deadApi, run, startApi } from './helpers';

let api: Awaited<ReturnType<typeof startApi>>;
// Another program on a port: answers anything with "hi" (and may see its probes hang up early).
const stranger = createServer((socket) => {
  socket.on('error', () => {});
  socket.end('HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\nhi');
});

beforeAll(async () => {
  api = await startApi();
  await new Promise<void>((done) => stranger.listen(0, '127.0.0.1', () => done()));
});
afterAll(async () => {
  await api.close();
  stranger.close();
});

/** Every wall of the judge, as on Linux with user namespaces. */
const namespaces: JudgeContainment = {
  mode: 'namespaces',
  noNetwork: true,
  noHostFiles: true,
  noWrites: true,
  noProcesses: true,
  ownPidNamespace: true,
  memoryLimitMiB: 256,
  diesWithFakeApi: true,
  notes: [],
};
const judgeOf = (checks: Check[]) => checks.find((c) => c.name === 'judge containment');

describe('doctor', () => {
  it('checks Node.js against the engines field', async () => {
    const [node] = await runChecks({ api: 1, web: 1 });
    expect(node).toMatchObject({ name: 'Node.js', ok: true });
    expect(node?.detail).toContain(process.versions.node);
  });

  it('tells a free port, our fake API, and another program apart', async () => {
    const free = Number(new URL(await deadApi()).port);
    const strangerPort = (stranger.address() as AddressInfo).port;
    const ours = await runChecks({ api: Number(new URL(api.url).port), web: free });
    expect(ours.find((c) => c.name.includes('fake API'))).toMatchObject({
      ok: true,
      detail: 'in use by our fake API',
    });
    expect(ours.find((c) => c.name.includes('portal'))).toMatchObject({ ok: true, detail: 'free' });
    const taken = await runChecks({ api: strangerPort, web: free });
    expect(taken.find((c) => c.name.includes('fake API'))).toMatchObject({
      ok: false,
      detail: 'in use by another program',
    });
  });
});

describe("doctor's judge line", () => {
  it("prints the running fake API's report: namespaces ok, permissions-only a warning, none a failure", async () => {
    const { judge } = healthSchema.parse(await (await fetch(`${api.url}/__admin/health`)).json());
    const check = await checkJudge(api.url);
    expect(check).toMatchObject({
      name: 'judge containment',
      ok: judge.mode !== 'none',
      judge,
    });
    expect(check.detail.startsWith(judge.mode)).toBe(true);
    expect(Boolean(check.warn)).toBe(judge.mode === 'permissions-only');
    // runChecks asks the fake API on the port it checks, last.
    const checks = await runChecks({ api: Number(new URL(api.url).port), web: 1 });
    expect(checks.at(-1)).toEqual(check);
  });

  it('says what holds, what is missing and the memory limit, for each mode', () => {
    expect(judgeCheck(namespaces)).toEqual({
      name: 'judge containment',
      ok: true,
      detail:
        'namespaces; holds: no network, no host files, no writes, no new processes, own PID namespace, ' +
        'dies with the fake API; memory limit 256 MiB',
      judge: namespaces,
    });

    const permissions: JudgeContainment = {
      ...namespaces,
      mode: 'permissions-only',
      ownPidNamespace: false,
      notes: ['SHUI_JUDGE_NAMESPACES=0: namespaces are not used'],
    };
    const warned = judgeCheck(permissions);
    expect(warned).toMatchObject({ ok: true, warn: true, judge: permissions });
    expect(warned.detail).toMatch(/^permissions-only: no PID namespace/);
    expect(warned.detail).toContain('the network is still closed');
    expect(warned.detail).toContain(
      'holds: no network, no host files, no writes, no new processes, dies with the fake API; ' +
        'lacks: own PID namespace; memory limit 256 MiB',
    );
    expect(warned.fix).toContain('unshare');

    const none: JudgeContainment = {
      mode: 'none',
      noNetwork: false,
      noHostFiles: false,
      noWrites: false,
      noProcesses: false,
      ownPidNamespace: false,
      memoryLimitMiB: null,
      diesWithFakeApi: false,
      notes: ['this Node.js refuses the permission model'],
    };
    const failed = judgeCheck(none);
    expect(failed).toMatchObject({ ok: false, judge: none });
    expect(failed.warn).toBeUndefined();
    expect(failed.detail).toBe(
      'none: python and sql submissions are refused; holds: none; lacks: no network, no host files, ' +
        'no writes, no new processes, own PID namespace, dies with the fake API; memory not limited',
    );
    expect(failed.fix).toBeDefined();
  });

  it('is skipped, not failed, when the fake API is not running, and warns when another program answers', async () => {
    const dead = await deadApi();
    const skipped = await checkJudge(dead);
    expect(skipped).toMatchObject({ name: 'judge containment', ok: true, skipped: true });
    expect(skipped.detail).toContain(`the fake API is not running at ${dead}`);
    expect(skipped.fix).toContain('pnpm dev');
    expect(skipped.fix).toContain('pnpm shui serve');
    expect(skipped.judge).toBeUndefined();

    const other = await checkJudge(`http://127.0.0.1:${(stranger.address() as AddressInfo).port}`);
    expect(other).toMatchObject({ ok: true, warn: true });
    expect(other.detail).toContain('is not the fake API');
  });

  it('asks the fake API at --api, in the JSON of the other checks and in text with the notes', async () => {
    const json = await run(doctorCommand, ['--api', api.url, '--json']);
    const checks = json.json() as Check[];
    expect(checks.map((c) => c.name)).toEqual([
      'Node.js',
      'pnpm',
      'Chromium (e2e)',
      'port 4100 (fake API)',
      'port 5173 (portal dev server)',
      'judge containment',
    ]);
    const judge = judgeOf(checks);
    expect(judge).toEqual(await checkJudge(api.url));
    // Exit 1 only for a failed check.
    expect(json.code).toBe(checks.every((c) => c.ok) ? 0 : 1);

    const text = await run(doctorCommand, ['--api', api.url]);
    const mark = judge?.ok ? (judge.warn ? 'warn' : ' ok ') : 'FAIL';
    expect(text.out).toContain(`${mark} judge containment: ${judge?.detail}`);
    for (const note of judge?.judge?.notes ?? []) expect(text.out).toContain(`     note: ${note}`);

    const down = await run(doctorCommand, ['--api', await deadApi()]);
    expect(down.out).toMatch(/^skip judge containment: not checked: the fake API is not running at /m);
  });
});
