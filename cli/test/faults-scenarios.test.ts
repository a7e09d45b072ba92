import { mkdtempSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { faultCommand } from '../src/commands/fault';
import { scenarioCommand } from '../src/commands/scenario';
import { deadApi, run, tempDir, useFakeApi } from './helpers';

const fake = useFakeApi();
const { at, reset } = fake;
const tmp = tempDir();

describe('faults and scenarios', () => {
  it('fault add, list and clear', async () => {
    await reset();
    const added = await run(faultCommand, [
      'add',
      '--method',
      'get',
      '--path',
      '/resource/message',
      '--status',
      '401',
      '--times',
      '1',
      ...at,
    ]);
    expect(added.code).toBe(0);
    expect(added.out).toMatch(
      /fault [0-9a-f]{12}: GET \/resource\/message -> HTTP 401, no envelope \(next 1 call\)/,
    );
    const list = await run(faultCommand, ['list', '--json', ...at]);
    expect(list.json()).toMatchObject([
      { method: 'GET', path: '/resource/message', status: 401, remaining: 1 },
    ]);
    expect((await run(faultCommand, ['clear', ...at])).out).toContain('removed 1 fault');
    expect(fake.api.faults.size).toBe(0);
  });

  it('fault add refuses a rule that does nothing, a bad status and a bad query', async () => {
    const nothing = await run(faultCommand, ['add', '--path', '/sys/login', ...at]);
    expect(nothing.code).toBe(2);
    expect(nothing.err).toContain('the rule does nothing');
    expect((await run(faultCommand, ['add', '--path', '/x', '--status', '700', ...at])).err).toContain(
      '--status: must be at most 599',
    );
    expect((await run(faultCommand, ['add', '--path', 'x', '--drop', ...at])).err).toContain('--path');
    expect(
      (await run(faultCommand, ['add', '--path', '/x', '--drop', '--query', 'field', ...at])).err,
    ).toContain('--query: expected name=value');
    const method = await run(faultCommand, ['add', '--path', '/x', '--drop', '--method', 'gte', ...at]);
    expect(method.code).toBe(2);
    expect(method.err).toContain('--method: unknown method "gte". Did you mean "GET"?');
    expect(
      (await run(faultCommand, ['add', '--path', '/x', '--drop', '--method', 'head', ...at])).err,
    ).toContain('--method: unknown method "head"; valid: GET, POST, PUT, DELETE, PATCH');
    expect(fake.api.faults.size).toBe(0);
  });

  it('fault clear of an unknown id fails with the fake API’s message', async () => {
    const result = await run(faultCommand, ['clear', 'abc', ...at]);
    expect(result.code).toBe(1);
    expect(result.err).toContain('no fault with id abc');
  });

  it('scenario list shows every scenario and marks the active ones', async () => {
    await reset();
    await run(scenarioCommand, ['apply', 'http-500', ...at]);
    const list = await run(scenarioCommand, ['list', '--json', ...at]);
    const rows = list.json() as Array<{ name: string; active: boolean }>;
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(rows.filter((r) => r.active).map((r) => r.name)).toEqual(['http-500']);
    const offline = await run(scenarioCommand, ['list', '--api', await deadApi()]);
    expect(offline.code).toBe(0);
    expect(offline.out).toContain('active scenarios not shown');
  });

  it('scenario apply adds its faults (with --times) and settings; clear undoes both', async () => {
    await reset();
    const applied = await run(scenarioCommand, ['apply', 'session-expired', '--times', '1', ...at]);
    expect(applied.out).toContain('applied session-expired');
    expect(applied.out).toContain('the user sees: a modal titled 系统提示');
    expect(fake.api.faults.list()).toMatchObject([
      { path: '/portal/current_company', status: 401, remaining: 1, label: 'scenario:session-expired' },
    ]);
    await run(scenarioCommand, ['apply', 'assistant-exam-period', ...at]);
    expect(fake.api.store.settings.examPeriod).toBe(true);
    const cleared = await run(scenarioCommand, ['clear', ...at]);
    expect(cleared.out).toContain('cleared assistant-exam-period, session-expired');
    expect(fake.api.store.settings.examPeriod).toBe(false);
    expect(fake.api.faults.size).toBe(0);
  });

  it('scenario apply with a misspelt name suggests the closest (exit 2), and applies nothing', async () => {
    await reset();
    const typo = await run(scenarioCommand, ['apply', 'sesion-expired', ...at]);
    expect(typo.code).toBe(2);
    expect(typo.err).toBe(
      'shui: unknown scenario "sesion-expired". Did you mean "session-expired"?\n' +
        'See `shui scenario list` for all of them.\n',
    );
    const json = await run(scenarioCommand, ['apply', 'sesion-expired', '--json', ...at]);
    expect(json.code).toBe(2);
    expect(json.out).toBe('');
    expect(json.errorJson()).toMatchObject({
      error: {
        message: 'unknown scenario "sesion-expired". Did you mean "session-expired"?',
        exitCode: 2,
        kind: 'scenario',
        given: 'sesion-expired',
        suggestions: ['session-expired'],
        valid: expect.arrayContaining(['session-expired', 'http-500']),
      },
    });
    // A tie names both; a name far from all of them lists its family, else all, as before.
    expect((await run(scenarioCommand, ['apply', 'http-50', ...at])).err).toContain(
      'Did you mean "http-500" or "http-502"?',
    );
    const http = await run(scenarioCommand, ['apply', 'http', ...at]);
    expect(http.code).toBe(2);
    expect(http.err).toContain('unknown scenario "http"\nClose ones: http-400, http-403, http-404,');
    const far = await run(scenarioCommand, ['apply', 'zzz', '--json', ...at]);
    expect(far.errorJson().error).toMatchObject({ suggestions: [], hint: expect.stringMatching(/^Valid: /) });
    expect(fake.api.faults.size).toBe(0);
  });

  it('scenario clear with a misspelt name suggests it too (the fake API answers 404); a known one not applied is exit 1', async () => {
    await reset();
    await run(scenarioCommand, ['apply', 'session-expired', ...at]);
    const typo = await run(scenarioCommand, ['clear', 'sesion-expired', ...at]);
    expect(typo.code).toBe(2);
    expect(typo.err).toContain('unknown scenario "sesion-expired". Did you mean "session-expired"?');
    expect(fake.api.faults.size).toBe(1);
    const json = await run(scenarioCommand, ['clear', 'sesion-expird', '--json', ...at]);
    expect(json.errorJson().error).toMatchObject({ exitCode: 2, suggestions: ['session-expired'] });
    const notApplied = await run(scenarioCommand, ['clear', 'http-500', ...at]);
    expect(notApplied.code).toBe(1);
    expect(notApplied.err).toBe(
      'shui: the fake API refused: scenario http-500 is not applied\nApplied now: session-expired.\n',
    );
    expect((await run(scenarioCommand, ['clear', 'session-expired', ...at])).out).toContain(
      'cleared session-expired',
    );
  });

  it('an invalid scenario file is exit 4', async () => {
    await reset();
    const dir = mkdtempSync(join(tmp, 'scenarios-'));
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ name: 'broken', title: 'x' }));
    const invalid = await run(scenarioCommand, ['apply', 'broken', '--dir', dir, ...at]);
    expect(invalid.code).toBe(4);
    expect(invalid.err).toContain('does not match the contract');
    expect(invalid.err).toContain('catalogue');
    expect(fake.api.faults.size).toBe(0);
  });
});
