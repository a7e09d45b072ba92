import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints, type EndpointDef } from '@shui/contract';
import { attribute } from '../src/lib/verify/attribute';
import { applyBaseline, type BaselineEntry } from '../src/lib/verify/baseline';
import { checkCall, type Checked } from '../src/lib/verify/check';
import { RateLimiter, ServerClient, type Clock } from '../src/lib/verify/client';
import { inputsFor, plan } from '../src/lib/verify/inputs';
import type { Finding } from '../src/lib/verify/types';
import { walkData } from '../src/lib/verify/walk';

// The parts of `shui verify` with rules of their own: the baseline, the rate limit, the answer's layers,
// attribution and the order and inputs of the calls.

const finding = (endpoint: string, kind: Finding['kind'], field?: string): Finding => ({
  endpoint,
  method: 'GET',
  path: '/x',
  kind,
  severity: 'breaking',
  field,
  expected: 'number',
  actual: 'string',
  count: 1,
  attribution: 'backend',
  detail: '',
});
const entry = (
  endpoint: string,
  kind: BaselineEntry['kind'],
  expires: string,
  field?: string,
): BaselineEntry => ({
  endpoint,
  kind,
  field,
  reason: 'known',
  expires,
});

describe('the baseline', () => {
  const findings = [
    finding('courseList', 'wrong-type', 'total'),
    finding('channelList', 'null-value', '[].updateTime'),
  ];

  it('accepts a finding up to and including its expiry day, matching call, kind and field', () => {
    const outcome = applyBaseline(
      findings,
      [entry('courseList', 'wrong-type', '2026-03-31', 'total')],
      '2026-03-31',
    );
    expect(outcome.accepted.map((f) => [f.endpoint, f.reason, f.expires])).toEqual([
      ['courseList', 'known', '2026-03-31'],
    ]);
    expect(outcome.active.map((f) => f.endpoint)).toEqual(['channelList']);
  });

  it('accepts every field of the kind when the entry names none, and no other field when it does', () => {
    const other = applyBaseline(
      findings,
      [entry('courseList', 'wrong-type', '2026-12-31', 'pageNum')],
      '2026-01-01',
    );
    expect(other.accepted).toEqual([]);
    expect(other.unused.map((e) => e.field)).toEqual(['pageNum']);
    const any = applyBaseline(findings, [entry('channelList', 'null-value', '2026-12-31')], '2026-01-01');
    expect(any.accepted.map((f) => f.field)).toEqual(['[].updateTime']);
  });

  it('accepts nothing from the day after expiry, and lists the entry with the findings it no longer accepts', () => {
    const outcome = applyBaseline(
      findings,
      [entry('courseList', 'wrong-type', '2026-03-31', 'total')],
      '2026-04-01',
    );
    expect(outcome.accepted).toEqual([]);
    expect(outcome.active).toHaveLength(2);
    expect(outcome.expired).toEqual([
      expect.objectContaining({ expires: '2026-03-31', matches: ['courseList wrong-type total'] }),
    ]);
    expect(outcome.unused).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('spaces requests evenly at the rate, without waiting for the first', async () => {
    let now = 0;
    const waits: number[] = [];
    const clock: Clock = {
      now: () => now,
      sleep: (ms) => {
        waits.push(ms);
        now += ms;
        return Promise.resolve();
      },
    };
    const limiter = new RateLimiter(4, clock);
    for (let i = 0; i < 4; i++) await limiter.take();
    expect(waits).toEqual([250, 250, 250]);
    now += 1000;
    await limiter.take();
    expect(waits).toHaveLength(3);
  });
});

describe('the layers of an answer', () => {
  let server: Server | undefined;
  afterEach(
    () =>
      new Promise<void>((done) => {
        server?.closeAllConnections();
        if (server) server.close(() => done());
        else done();
      }),
  );

  /** A server answering `status` and `body` to everything. */
  async function answering(status: number, body: string, type = 'application/json') {
    server = createServer((_req, res) => res.writeHead(status, { 'content-type': type }).end(body));
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', () => done()));
    const client = new ServerClient(
      `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      new RateLimiter(1000),
      5000,
    );
    return (name: keyof typeof endpoints) => checkCall(client, { def: endpoints[name] });
  }
  const kinds = (checked: Checked) =>
    checked.state === 'checked'
      ? checked.issues.map((i) => `${i.severity} ${i.kind} ${i.actual}`)
      : checked.reason;

  it('reports a page that is not the envelope', async () => {
    const call = await answering(200, '<html>login</html>', 'text/html');
    expect(kinds(await call('superCompany'))).toEqual([
      'breaking not-envelope HTTP 200, text/html, not JSON',
    ]);
  });

  it('skips a call answering an error it declares, and reports one it does not declare', async () => {
    const call = await answering(
      403,
      JSON.stringify({ respCode: 40300, respMsg: '仅教师可以访问', data: null }),
    );
    expect(kinds(await call('liveness'))).toBe(
      'answered forbidden (HTTP 403, respCode 40300: 仅教师可以访问)',
    );
    expect(kinds(await call('superCompany'))).toEqual([
      'breaking http-status HTTP 403, respCode 40300 (forbidden)',
    ]);
  });

  it('takes an unknown code that still means success as additive, and checks its data', async () => {
    const call = await answering(200, JSON.stringify({ respCode: 20001, respMsg: 'ok', data: [{ id: 1 }] }));
    expect(kinds(await call('companies'))).toEqual([
      'additive unknown-respcode 20001',
      'breaking missing-field absent',
    ]);
  });

  it('gives up on a server that accepts and says nothing, after the timeout, twice', async () => {
    server = createServer(() => undefined);
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', () => done()));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const client = new ServerClient(url, new RateLimiter(1000), 200);
    expect(kinds(await checkCall(client, { def: endpoints.superCompany }))).toEqual([
      'breaking no-answer no answer within 0.2 s, twice',
    ]);
  });

  it('reports a 500 that stays as an HTTP status, asked twice', async () => {
    const call = await answering(502, 'Bad Gateway', 'text/plain');
    expect(kinds(await call('superCompany'))).toEqual(['breaking http-status HTTP 502, twice']);
  });
});

describe('attribution', () => {
  const call = { endpoint: 'x', method: 'GET', path: '/x' };
  const checked = (schema: z.ZodType, data: unknown): Checked => {
    const walked = walkData(schema, data);
    return { state: 'checked', issues: walked.issues, walked, data };
  };

  it('says the contract is too loose when an optional field is always sent by one and never by the other', () => {
    const schema = endpoints.login.data;
    const server = checked(schema, { access_token: 't', expires_in: 60 });
    const fake = checked(schema, { access_token: 't' });
    expect(
      attribute(call, server, fake).findings.map((f) => `${f.attribution} ${f.kind} ${f.field} ${f.actual}`),
    ).toEqual(['contract optional-field expires_in the server always sends it, the fake never']);
  });

  it('says the contract is too loose when both pass a union by branches they never share', () => {
    const schema = z.array(z.object({ score: z.union([z.string(), z.number()]) }));
    const result = attribute(call, checked(schema, [{ score: '90' }]), checked(schema, [{ score: 90 }]));
    expect(result.findings.map((f) => `${f.attribution} ${f.kind} ${f.field} ${f.actual}`)).toEqual([
      'contract loose-type [].score the server sends string, the fake number',
    ]);
  });

  it('reports a call skipped on one side, and what the other side got wrong', () => {
    const server: Checked = { state: 'skipped', reason: 'answered forbidden' };
    const fake = checked(endpoints.companies.data, [{ id: 'one', companyName: 'x' }]);
    const result = attribute(call, server, fake);
    expect(result.skipped).toEqual([{ ...call, side: 'server', reason: 'answered forbidden' }]);
    expect(result.findings.map((f) => `${f.attribution} ${f.kind} ${f.field}`)).toEqual([
      'fake wrong-type [].id',
    ]);
  });
});

describe('the calls and their inputs', () => {
  it('makes each call after those it takes inputs from, and only reads without --allow-write', () => {
    const { calls, notCalled } = plan({ allowWrite: false, only: ['lessonDetail'] });
    expect(calls).toEqual(['myCourses', 'courseDetail', 'lessonDetail']);
    expect(notCalled).toEqual([]);
    const all = plan({ allowWrite: false });
    expect(all.calls.every((name) => (endpoints as Record<string, EndpointDef>)[name]?.read)).toBe(true);
    expect(all.notCalled).toContain('switchCompany');
  });

  it('fills inputs from earlier answers, and says what is missing', () => {
    const answers = new Map<string, unknown>([
      ['courseDetail', { chapters: [{ lessons: [] }, { lessons: [{ lessonId: 9 }] }] }],
    ]);
    expect(inputsFor('lessonDetail', answers)).toEqual({ query: { lessonId: '9' } });
    expect(inputsFor('messages', answers)).toEqual({
      missing: 'needs receiveUserId from currentUser, which did not answer with data',
    });
    expect(inputsFor('getMail', answers)).toEqual({
      missing: 'needs mail, and the contract gives no source for it (inputs)',
    });
    expect(inputsFor('markRead', new Map([['messages', [{ id: 4 }]]]))).toEqual({ query: {}, body: [4] });
  });
});
