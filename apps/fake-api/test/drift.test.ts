import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import {
  DRIFT_KINDS,
  DriftProfileError,
  SECRET_KINDS,
  parseDriftProfile,
  type DriftProfile,
} from '../src/drift/profile';
import { createFakeApi } from '../src/setup';
import { runServerToExit, startServer } from './spawn';

const STAND_IN = new URL('../../../fixtures/drift/stand-in.json', import.meta.url);
const raw = JSON.parse(readFileSync(STAND_IN, 'utf8')) as unknown;
const profile = parseDriftProfile(raw, 'stand-in.json');
const secret = (kind: (typeof SECRET_KINDS)[number]) =>
  profile.secrets.find((s) => s.kind === kind)?.value ?? '';

/** The stand-in of fixtures/drift/stand-in.json in memory, with its request log kept. */
function standIn(drift: DriftProfile = profile) {
  const log: string[] = [];
  const api = createFakeApi({ state: 'memory', drift, log: (line) => log.push(line) });
  const login = async () => {
    const res = await request(api.app)
      .post(endpoints.login.path)
      .send({ username: 'student', password: 'Shui@2025', checked: true });
    return res.body.data.access_token as string;
  };
  return { ...api, log, login };
}

const problemsOf = (drifts: unknown[], secrets: unknown[] = []): string[] => {
  try {
    parseDriftProfile({ drifts, secrets });
    return [];
  } catch (error) {
    if (!(error instanceof DriftProfileError)) throw error;
    return error.problems;
  }
};

describe('the example profile fixtures/drift/stand-in.json', () => {
  it('plants one drift of each kind and one secret of each kind, each with a note', () => {
    expect(profile.drifts.map((d) => d.kind).sort()).toEqual([...DRIFT_KINDS].sort());
    expect(profile.secrets.map((s) => s.kind).sort()).toEqual([...SECRET_KINDS].sort());
    expect([...profile.drifts, ...profile.secrets].filter((entry) => entry.note.length < 20)).toEqual([]);
  });
});

describe('a drift profile', () => {
  it.each([
    [
      [{ kind: 'renamed-field', endpoint: 'curentUser', field: 'truename', to: 'x', note: 'n' }],
      'drifts[0] (renamed-field of curentUser): no call named "curentUser" in the contract. Did you mean currentUser?',
    ],
    [
      [{ kind: 'wrong-type', endpoint: 'courseList', field: 'totl', to: 'string', note: 'n' }],
      'drifts[0] (wrong-type of courseList): "totl" is not declared in the data of courseList (declared there: list, total, pageNum, pageSize)',
    ],
    [[{ kind: 'renamed-field', endpoint: 'currentCompany', field: 'id', to: 'companyId', note: 'n' }], null],
    [
      [{ kind: 'null-value', endpoint: 'currentUser', field: 'userNumber', note: 'n' }],
      'drifts[0] (null-value of currentUser): "userNumber" may be null in the contract; pick a field that may not',
    ],
    [[{ kind: 'missing-field', endpoint: 'courseList', field: 'list[].cover', note: 'n' }], null],
    [
      [{ kind: 'unknown-enum-value', endpoint: 'messages', field: '[].status', value: 1, note: 'n' }],
      'drifts[0] (unknown-enum-value of messages): 1 is one of the values the contract allows',
    ],
    [
      [{ kind: 'unknown-respcode', endpoint: 'messages', respCode: 40000, respMsg: 'x', note: 'n' }],
      'drifts[0] (unknown-respcode of messages): respCode 40000 is known to the contract (codes.ts); plant another one',
    ],
    [
      [{ kind: 'undeclared-field', endpoint: 'currentUser', field: 'truename', value: 1, note: 'n' }],
      'drifts[0] (undeclared-field of currentUser): "truename" is declared in the data of currentUser',
    ],
    [[{ kind: 'bogus', note: 'n' }], 'drifts[0] (bogus) kind: kind must be one of renamed-field, wrong-type'],
    [
      [{ kind: 'removed', endpoint: 'averageScore', note: ' ' }],
      'drifts[0] (removed of averageScore) note: say in a note',
    ],
  ])('%j is refused naming the entry and why: %s', (drifts, expected) => {
    const problems = problemsOf(drifts);
    if (expected === null) expect(problems).toEqual([]);
    else expect(problems.join('\n')).toContain(expected);
  });

  it('refuses a secret in a field that is not text, or carried by no drift', () => {
    expect(
      problemsOf(
        [],
        [
          {
            kind: 'phone',
            value: '13900000000',
            placement: { in: 'field', endpoint: 'messages', field: '[].id' },
            note: 'n',
          },
          { kind: 'id-number', value: '11010519900307123X', placement: { in: 'drift' }, note: 'n' },
        ],
      ),
    ).toEqual([
      'secrets[0] (phone): "[].id" of messages is not a text field',
      'secrets[1] (id-number): no undeclared-field drift carries its value',
    ]);
  });
});

describe('the stand-in (pnpm fake-api --drift fixtures/drift/stand-in.json)', () => {
  it('answers the data drifts and the secrets in them', async () => {
    const api = standIn();
    const token = await api.login();
    expect(token).toBe(secret('token'));
    const auth = { Authorization: `Bearer ${token}` };

    const user = await request(api.app).get(endpoints.currentUser.path).set(auth);
    expect(user.body.data).toEqual({
      id: 1,
      trueName: '李同学',
      headImgUrl: '',
      userNumber: null,
      idCard: secret('id-number'),
    });
    const courses = await request(api.app).get(endpoints.courseList.path);
    expect(courses.body.data.total).toBe('12');
    const questions = await request(api.app).get(endpoints.questionList.path);
    expect(questions.body.data.list[0]).not.toHaveProperty('passRate');
    const channels = await request(api.app).get(endpoints.channelList.path);
    expect(channels.body.data.every((c: { updateTime: unknown }) => c.updateTime === null)).toBe(true);
    const messages = await request(api.app)
      .get(endpoints.messages.path)
      .query({ receiveUserId: 1 })
      .set(auth);
    expect(messages.body.data[0].status).toBe(2);
    expect(messages.body.data[0].message).toMatch(new RegExp(` ${secret('phone')}$`));
    const course = await request(api.app).get(endpoints.courseDetail.path).query({ courseId: 101 });
    expect(course.body.data.teacher.truename).toBe(secret('name'));
    expect(course.headers['set-cookie']).toEqual([
      `JSESSIONID=${secret('session-cookie')}; Path=/; HttpOnly`,
    ]);
  });

  it('answers the envelope drifts: unknown respCode, removed call, HTTP 200 for a bad token, a 500 every 2nd call', async () => {
    const api = standIn();
    const auth = { Authorization: `Bearer ${await api.login()}` };
    const available = await request(api.app).get(endpoints.assistantAvailable.path).set(auth);
    expect([available.status, available.body]).toEqual([
      200,
      { respCode: 45001, respMsg: '考试期间服务调整', data: null },
    ]);
    const removed = await request(api.app).get(endpoints.averageScore.path).set(auth);
    expect([removed.status, removed.body.respCode]).toEqual([404, 40400]);
    const expired = await request(api.app)
      .get(endpoints.currentUser.path)
      .set('Authorization', 'Bearer nope');
    expect([expired.status, expired.body]).toEqual([
      200,
      { respCode: 40100, respMsg: 'token 已过期，请重新登录', data: null },
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await request(api.app).get(endpoints.superCompany.path)).status);
    expect(statuses).toEqual([500, 200, 500, 200]);
  });

  it('takes the planted ticket back where the portal hands it on', async () => {
    const api = standIn();
    const auth = { Authorization: `Bearer ${await api.login()}` };
    const issued = await request(api.app)
      .post(endpoints.tickets.path)
      .set(auth)
      .send({ clientId: 'gpt_assistant' });
    expect(issued.body.data.clientTicket).toBe(secret('sso-ticket'));
    const page = await request(api.app)
      .get('/__services/assistant')
      .query({ ticket: issued.body.data.clientTicket });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('票据无效');
  });

  it('logs every request with its method and path, the answers it made itself too', async () => {
    const api = standIn();
    await request(api.app).get(endpoints.superCompany.path);
    await request(api.app).post(endpoints.login.path).send({ username: 'student', password: 'Shui@2025' });
    expect(api.log.map((line) => line.split(' ').slice(1, 4).join(' '))).toEqual([
      'GET /super/company 500',
      'POST /sys/login 200',
    ]);
    expect(api.log[0]).toContain('[fault drift:intermittent]');
    expect(api.journal.list().map((e) => `${e.method} ${e.path} ${e.status}`)).toEqual([
      'GET /super/company 500',
      'POST /sys/login 200',
    ]);
  });

  it('changes nothing without a profile', async () => {
    const plain = createFakeApi({ state: 'memory' });
    const res = await request(plain.app).get(endpoints.courseList.path);
    expect(res.body.data.total).toBe(12);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('pnpm fake-api --drift', () => {
  it('starts the stand-in from a file, saying so', async () => {
    // Absolute: a relative path is taken from where pnpm was started (INIT_CWD), which differs by runner.
    const profile = resolve(import.meta.dirname, '../../../fixtures/drift/stand-in.json');
    const server = await startServer(['--state', 'memory', '--drift', profile]);
    try {
      expect(server.output()).toMatch(/drift stand-in: .*stand-in\.json: 10 drifts, 6 planted secrets/);
      const res = await fetch(`${server.url}${endpoints.averageScore.path}`);
      expect(res.status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it('refuses a broken profile with exit 2, naming the entry', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drift-'));
    const file = join(dir, 'bad.json');
    writeFileSync(
      file,
      JSON.stringify({ drifts: [{ kind: 'removed', endpoint: 'averageScor', note: 'gone' }] }),
    );
    const { code, output } = await runServerToExit(['--state', 'memory', '--drift', file]);
    expect(code).toBe(2);
    expect(output).toContain(`fake-api: bad --drift / SHUI_DRIFT: drift profile ${file}:`);
    expect(output).toContain(
      'drifts[0] (removed of averageScor): no call named "averageScor" in the contract. Did you mean averageScore?',
    );
  });
});
