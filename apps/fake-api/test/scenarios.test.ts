import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  errorCatalogue,
  findEndpoint,
  MISSING_PARAMETER_PATTERN,
  scenarioSchema,
  type Scenario,
} from '@shui/contract';
import { startFakeApi } from './harness';

const DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../fixtures/scenarios');
const files = readdirSync(DIR).filter((f) => f.endsWith('.json'));
const scenarios: Scenario[] = files.map((file) => {
  const parsed = scenarioSchema.safeParse(JSON.parse(readFileSync(resolve(DIR, file), 'utf8')));
  if (!parsed.success) throw new Error(`fixtures/scenarios/${file}: ${parsed.error.message}`);
  return parsed.data;
});

describe('fixtures/scenarios', () => {
  it('every file matches the contract and is named after its scenario', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const [i, file] of files.entries()) expect(scenarios[i]?.name).toBe(basename(file, '.json'));
  });

  it('covers every row of the error catalogue and names only real rows', () => {
    const ids = errorCatalogue.map((row) => row.id as string);
    const covered = new Set(scenarios.flatMap((s) => s.catalogue));
    expect(ids.filter((id) => !covered.has(id))).toEqual([]);
    expect([...covered].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('names calls of the contract, and each fault hits one of its calls', () => {
    for (const s of scenarios) {
      for (const call of s.calls) {
        const [method = '', path = ''] = call.split(' ');
        expect(findEndpoint(method, path), `${s.name}: ${call}`).toBeDefined();
      }
      for (const f of s.faults) expect(s.calls, s.name).toContain(`${f.method} ${f.path}`);
    }
  });

  it('are all in docs/error-catalogue.md with their proposed test', () => {
    const doc = readFileSync(resolve(DIR, '../../docs/error-catalogue.md'), 'utf8');
    for (const s of scenarios) {
      expect(doc, s.name).toMatch(new RegExp(`^\\| \`${s.name}\` +\\|`, 'm'));
      expect(doc, s.name).toContain(`\`${s.test}\``);
    }
  });

  it('has distinct test names', () => {
    const names = scenarios.map((s) => s.test);
    expect(new Set(names).size).toBe(names.length);
  });

  it('answers each affected call as the scenario says once applied', async () => {
    const api = startFakeApi();
    for (const s of scenarios.filter((x) => x.faults.some((f) => !f.delayMs))) {
      await request(api.app).post('/__admin/reset');
      expect((await request(api.app).post('/__admin/scenarios').send({ scenario: s })).status).toBe(201);
      for (const f of s.faults) {
        const call = request(api.app)
          [f.method!.toLowerCase() as 'get' | 'post'](f.path)
          .query(f.query ?? {});
        if (f.drop) {
          await expect(call).rejects.toThrow(/socket hang up|ECONNRESET/);
          continue;
        }
        const res = await call;
        expect(res.status, `${s.name} ${f.path}`).toBe(f.status ?? 200);
        if (f.respCode !== undefined) expect(res.body.respCode).toBe(f.respCode);
        expect(res.body.respMsg).toBe(f.respMsg);
        if (s.catalogue.some((id) => id.startsWith('send-code-no-')))
          expect(res.body.respMsg).toMatch(MISSING_PARAMETER_PATTERN);
      }
    }
  });

  it('assistant-exam-period pauses the assistant until cleared', async () => {
    const api = startFakeApi();
    const s = scenarios.find((x) => x.name === 'assistant-exam-period')!;
    await request(api.app).post('/__admin/scenarios').send({ scenario: s });
    const token = await api.login();
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('false');
    await request(api.app).delete('/__admin/scenarios');
    expect((await api.call('GET', '/portal/assistant/available', { token })).body.data).toBe('true');
  });
});
