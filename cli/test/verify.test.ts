import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints, findEndpoint, type EndpointDef } from '@shui/contract';
import { loadDriftProfile } from '@shui/fake-api/drift';
import { verifyCommand } from '../src/commands/verify';
import { deadApi, run, startApi } from './helpers';

// `shui verify` against the drift stand-in (fixtures/drift/stand-in.json) and the plain fake API, both
// in this process on free ports, as a team would run it against the test server and `pnpm dev`.

const PROFILE = new URL('../../fixtures/drift/stand-in.json', import.meta.url);
const profile = loadDriftProfile(PROFILE.pathname);

const serve = (drift?: typeof profile) => startApi({ drift });

// Fresh for each test: the stand-in counts calls (its 500 every 2nd one) and --allow-write changes data.
let plain: Awaited<ReturnType<typeof serve>>;
let standIn: Awaited<ReturnType<typeof serve>>;
beforeEach(async () => {
  vi.stubEnv('SHUI_VERIFY_USERNAME', 'student');
  vi.stubEnv('SHUI_VERIFY_PASSWORD', 'Shui@2025');
  [plain, standIn] = await Promise.all([serve(), serve(profile)]);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await Promise.all([plain.close(), standIn.close()]);
});

const verify = (against: string, fake: string, ...more: string[]) =>
  run(verifyCommand, ['--against', against, '--fake', fake, '--rate', '1000', ...more]);

/** A finding as the tests compare them. */
const brief = (f: { kind: string; endpoint: string; field?: string; attribution: string }) =>
  `${f.attribution} ${f.kind} ${f.endpoint}${f.field ? ` ${f.field}` : ''}`;

/** What each planted drift must be reported as, attributed to `who`. */
const planted = (who: string) =>
  profile.drifts
    .map((d) =>
      brief({
        kind: d.kind,
        endpoint: d.kind === 'expired-token-signal' ? 'expired-token' : d.endpoint,
        field: 'field' in d ? d.field : undefined,
        attribution: who,
      }),
    )
    .sort();

describe('shui verify', () => {
  it("reports exactly the planted drifts of the stand-in, each the backend's, and exits 1", async () => {
    const result = await verify(standIn.url, plain.url, '--json');
    expect(result.code).toBe(1);
    const report = result.json();
    expect(report.findings.map(brief).sort()).toEqual(planted('backend'));
    expect(report.summary).toMatchObject({ breaking: 8, additive: 2, accepted: 0 });
    expect(result.errorJson().error.message).toBe(
      `8 breaking finding(s) against ${standIn.url}; see the report.`,
    );
    // No value the server sent is in the report: not the planted ID number.
    expect(result.out).not.toContain(profile.secrets.find((s) => s.kind === 'id-number')?.value);
  });

  it('sends no write to the server without --allow-write: the login is the only one', async () => {
    await verify(standIn.url, plain.url);
    const calls = standIn.journal.list().map((e) => ({ e, def: findEndpoint(e.method, e.path) }));
    expect(calls.length).toBeGreaterThan(40);
    expect(calls.filter(({ def }) => !def?.read).map(({ e }) => `${e.method} ${e.path}`)).toEqual([
      `POST ${endpoints.login.path}`,
    ]);
  });

  it('calls the writes the contract gives inputs for with --allow-write', async () => {
    const result = await verify(plain.url, plain.url, '--allow-write', '--json');
    expect(result.code).toBe(0);
    const writes = plain.journal
      .list()
      .filter((e) => !findEndpoint(e.method, e.path)?.read)
      .map((e) => `${e.method} ${e.path}`);
    const withInputs = Object.values(endpoints as Record<string, EndpointDef>).filter(
      (d) => !d.read && d.inputs,
    );
    expect(new Set(writes)).toEqual(
      new Set([`POST ${endpoints.login.path}`, ...withInputs.map((d) => `${d.method} ${d.path}`)]),
    );
  });

  it('finds nothing against the plain fake API, and exits 0', async () => {
    const result = await verify(plain.url, plain.url);
    expect(result.code).toBe(0);
    expect(result.out).toContain(
      '- **0 breaking**, 0 additive, 0 accepted by the baseline: no breaking drift',
    );
    expect(result.out).not.toContain('## Breaking');
  });

  it("lays what only the fake gets wrong at the fake's door, and what both get wrong at the contract's", async () => {
    const fakeWrong = await verify(plain.url, standIn.url, '--json');
    expect(fakeWrong.json().findings.map(brief).sort()).toEqual(planted('fake'));
    // Two stand-ins: one alone would count the calls of both sides as one series (its 500 every 2nd call).
    const other = await serve(profile);
    const bothWrong = await verify(standIn.url, other.url, '--json');
    await other.close();
    expect(bothWrong.json().findings.map(brief).sort()).toEqual(planted('contract'));
  });

  it('exits 2 when the server is down, never a pass', async () => {
    const result = await verify(await deadApi(), plain.url);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(
      /^shui: could not reach the server at http:\/\/127\.0\.0\.1:\d+: ECONNREFUSED, twice\./,
    );
  });

  it('exits 2 when the fake API is down or the login is refused', async () => {
    const noFake = await verify(plain.url, await deadApi());
    expect([noFake.code, noFake.err]).toEqual([
      2,
      expect.stringContaining('could not reach the fake API at'),
    ]);
    vi.stubEnv('SHUI_VERIFY_PASSWORD', 'wrong');
    const refused = await verify(plain.url, plain.url);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain(
      `could not log in to the server at ${plain.url} as student: it answered wrongCredentials`,
    );
  });

  it('needs the account variables for calls with a token, and not for public calls', async () => {
    vi.stubEnv('SHUI_VERIFY_USERNAME', '');
    vi.stubEnv('SHUI_VERIFY_PASSWORD', '');
    const all = await verify(standIn.url, plain.url);
    expect(all.code).toBe(2);
    expect(all.err).toContain('SHUI_VERIFY_USERNAME and SHUI_VERIFY_PASSWORD are not set');
    const publicOnly = await verify(standIn.url, plain.url, '--only', 'courseList,channelList', '--json');
    expect(publicOnly.code).toBe(1);
    expect(publicOnly.json().findings.map(brief).sort()).toEqual([
      'backend expired-token-signal expired-token',
      'backend null-value channelList [].updateTime',
      'backend wrong-type courseList total',
    ]);
  });

  it('shows baseline entries as accepted, ignores expired ones and says so, and writes JUnit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const baseline = join(dir, 'baseline.json');
    const entry = (kind: string, endpoint: string, expires: string, field?: string) => ({
      endpoint,
      kind,
      ...(field ? { field } : {}),
      reason: 'known, ticket QA-12',
      expires,
    });
    const entries = [
      entry('wrong-type', 'courseList', '2999-12-31', 'total'),
      entry('null-value', 'channelList', '2000-01-01'),
      ...profile.drifts
        .filter((d) => d.kind !== 'wrong-type' && d.kind !== 'null-value')
        .map((d) =>
          entry(d.kind, d.kind === 'expired-token-signal' ? 'expired-token' : d.endpoint, '2999-12-31'),
        ),
    ];
    writeFileSync(baseline, JSON.stringify({ accepted: entries }));
    const junitFile = join(dir, 'verify.xml');
    const result = await verify(standIn.url, plain.url, '--baseline', baseline, '--junit', junitFile);
    expect(result.code).toBe(1);
    expect(result.out).toContain('- **1 breaking**, 0 additive, 9 accepted by the baseline: breaking drift');
    expect(result.out).toContain(
      '| wrong-type | `courseList` GET /portal/course/list | `total` | backend | known, ticket QA-12 (until 2999-12-31) |',
    );
    expect(result.out).toContain(
      '- `channelList null-value`, expired 2000-01-01 (known, ticket QA-12): 1 finding(s) above',
    );
    const xml = readFileSync(junitFile, 'utf8');
    expect(xml).toContain('failures="1"');
    expect(xml).toContain(
      '<testcase classname="shui.verify" name="channelList"><failure message="null-value [].updateTime [backend]">',
    );
  });

  it('refuses a baseline that is not one with exit 4, naming the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'verify-'));
    const file = join(dir, 'baseline.json');
    writeFileSync(
      file,
      JSON.stringify({
        accepted: [{ endpoint: 'courseList', kind: 'wrong-type', reason: 'x', expires: 'soon' }],
      }),
    );
    const result = await verify(plain.url, plain.url, '--baseline', file);
    expect(result.code).toBe(4);
    expect(result.err).toContain('accepted[0].expires: a date such as 2026-06-30');
  });

  it('refuses a misspelt call or server with exit 2 before sending anything', async () => {
    const call = await verify(plain.url, plain.url, '--only', 'courseLst');
    expect([call.code, call.err]).toEqual([
      2,
      expect.stringContaining('--only: unknown call "courseLst". Did you mean "courseList"?'),
    ]);
    const server = await run(verifyCommand, ['--against', 'tset']);
    expect([server.code, server.err]).toEqual([
      2,
      expect.stringContaining('--against: unknown environment "tset". Did you mean "test"?'),
    ]);
    expect(plain.journal.list()).toEqual([]);
  });
});
