import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { RECORDING_FORMAT, canonicalJson, type RecordedCall } from '@shui/contract/recording';
import { createFakeApi } from '../src/setup';

/** A recording written by hand: the manifest and one file per call. */
function recording(calls: Record<string, RecordedCall[]>, manifest: Record<string, unknown> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'shui-replay-'));
  const operations: Record<string, number> = {};
  for (const [operation, list] of Object.entries(calls)) {
    mkdirSync(join(dir, operation));
    list.forEach((call, i) => writeFileSync(join(dir, operation, `${i + 1}.json`), canonicalJson(call)));
    operations[operation] = list.length;
  }
  const base = { format: RECORDING_FORMAT, exchanges: 0, operations, unmatched: [], problems: 0 };
  writeFileSync(join(dir, 'recording.json'), canonicalJson({ ...base, ...manifest }));
  return dir;
}

const answer = (data: unknown, times = 1) => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8' },
  body: { json: { respCode: 20000, respMsg: '操作成功', data } },
  times,
  problems: [],
});

const superCompany = (responses: RecordedCall['responses']): RecordedCall => ({
  operation: 'superCompany',
  method: 'GET',
  path: '/super/company',
  request: { auth: false, query: {}, headers: {}, body: null },
  responses,
});

describe('replay (createFakeApi({ replay }))', () => {
  it('gives a recorded call’s answers in turn, repeats the last, and starts again after /__admin/reset', async () => {
    const dir = recording({
      superCompany: [
        superCompany([
          answer([{ id: 7, companyName: '甲', memberCount: 1 }], 2),
          answer([{ id: 7, companyName: '乙', memberCount: 1 }]),
        ]),
      ],
    });
    const { app } = createFakeApi({ replay: { dir } });
    const names = async () => (await request(app).get('/super/company')).body.data[0].companyName as string;
    expect([await names(), await names(), await names(), await names()]).toEqual(['甲', '甲', '乙', '乙']);
    expect((await request(app).post('/__admin/reset')).status).toBe(200);
    expect(await names()).toBe('甲');
    expect((await request(app).get('/__admin/health')).body.status).toBe('ok');
  });

  it('never serves a recorded 401: its own tokens decide', async () => {
    const dir = recording({
      superCompany: [
        superCompany([
          {
            ...answer(null),
            status: 401,
            body: { json: { respCode: 40100, respMsg: '未登录', data: null } },
          },
        ]),
      ],
    });
    const res = await request(createFakeApi({ replay: { dir } }).app).get('/super/company');
    expect(res.status).toBe(404);
    expect(res.body.respMsg).toContain('superCompany was not recorded');
  });

  it.each([
    ['no folder', () => join(tmpdir(), 'shui-no-such-recording'), '--replay: no folder'],
    ['no manifest', () => mkdtempSync(join(tmpdir(), 'shui-empty-')), 'holds no recording.json'],
    ['another format', () => recording({}, { format: 'har/1.2' }), 'is not a shui-recording/1 manifest'],
    [
      'an operation the contract does not have',
      () => recording({ superCompanies: [{ ...superCompany([answer([])]), operation: 'superCompanies' }] }),
      'records "superCompanies", which the contract\'s endpoint table does not have',
    ],
    [
      'a file of another call',
      () => recording({ superCompany: [{ ...superCompany([answer([])]), path: '/super/companies' }] }),
      "is GET /super/companies (superCompany), but the contract's superCompany is GET /super/company",
    ],
  ])('refuses a recording with %s, naming it', (_what, make, message) => {
    expect(() => createFakeApi({ replay: { dir: make() } })).toThrow(message);
  });
});
