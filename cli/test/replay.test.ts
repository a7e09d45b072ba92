import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '@shui/contract';
import { createFakeApi } from '@shui/fake-api/setup';
import { recordWalk, startTarget, walk } from './record-walk';

const dir = mkdtempSync(join(tmpdir(), 'shui-replay-'));
const RECORDED_NOTICE = '只在录制里的通知：第七周实验课改到周四';
const RECORDED_ORG = '录制专用学院';

/** The recorded answers' bodies of an operation. */
function recordedBodies(operation: string): unknown[] {
  const folder = join(dir, operation);
  return readdirSync(folder).flatMap((file) =>
    (
      JSON.parse(readFileSync(join(folder, file), 'utf8')) as {
        responses: Array<{ body: { json: unknown } }>;
      }
    ).responses.map((r) => r.body.json),
  );
}

const operationOf = (call: string) => {
  const [method, url = ''] = call.split(' ');
  const path = url.split('?')[0];
  return Object.entries(endpoints).find(([, def]) => def.method === method && def.path === path)?.[0] ?? '';
};

/** `pnpm fake-api --replay dir [--into state]`, in this process on a free port. */
async function startReplay(intoState: boolean) {
  const log: string[] = [];
  const api = createFakeApi({ state: 'memory', replay: { dir, intoState }, log: (line) => log.push(line) });
  const server = api.app.listen(0, '127.0.0.1');
  await new Promise<void>((done) => server.once('listening', () => done()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const login = async () => {
    const res = await fetch(`${url}/sys/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'Shui@2025' }),
    });
    return ((await res.json()) as { data: { access_token: string } }).data.access_token;
  };
  const call = async (method: string, path: string, token?: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- as supertest's body
  };
  const close = () =>
    new Promise<void>((done) => {
      server.closeAllConnections();
      server.close(() => done());
    });
  return { api, url, log, login, call, close };
}

beforeAll(async () => {
  // The recorded server differs from the seed: a notification and an organisation only it has.
  const target = await startTarget();
  try {
    await target.admin('POST', '/__admin/notifications', { username: 'student', message: RECORDED_NOTICE });
    await target.admin('POST', '/__admin/organisations', { companyName: RECORDED_ORG });
    await target.admin('POST', '/__admin/organisations/assign', {
      username: 'student',
      organisation: RECORDED_ORG,
    });
    await recordWalk(dir, target);
  } finally {
    await target.close();
  }
});

describe('pnpm fake-api --replay DIR', () => {
  let replay: Awaited<ReturnType<typeof startReplay>>;
  beforeAll(async () => {
    replay = await startReplay(false);
  });
  afterAll(() => replay.close());

  it('answers the same walk with the recorded data, logged in by its own login', async () => {
    const walked = await walk(replay.url, { username: 'student', password: 'Shui@2025' });
    const replayed = walked.answers.filter((a) => !/^(login|sendResetCode)$/.test(operationOf(a.call)));
    expect(replayed).toHaveLength(13);
    for (const answer of replayed) {
      expect({ call: answer.call, status: answer.status }).toEqual({ call: answer.call, status: 200 });
      expect(recordedBodies(operationOf(answer.call))).toContainEqual(answer.body);
    }
    const me = replayed.find((a) => a.call === 'GET /sys/users/current');
    expect(me?.body.data.truename).not.toBe('李同学');
    const messages = replayed.find((a) => a.call.startsWith('GET /resource/message'));
    expect(messages?.body.data.map((n: { message: string }) => n.message)).toContain(RECORDED_NOTICE);
  });

  it('serves a recorded answer only with a valid token of its own: 401 otherwise', async () => {
    expect((await replay.call('GET', '/sys/users/current')).status).toBe(401);
    const forged = await replay.call('GET', '/sys/users/current', 'a-token-it-never-issued');
    expect(forged).toMatchObject({ status: 401, body: { respCode: 40100 } });
  });

  it('answers a call it has no recording of with an error that names the nearest recorded call', async () => {
    const token = await replay.login();
    const miss = await replay.call('GET', '/resource/message?receiveUserId=2', token);
    expect(miss.status).toBe(404);
    expect(miss.body.respCode).toBe(40400);
    expect(miss.body.respMsg).toBe(
      'replay: no recorded answer for GET /resource/message?receiveUserId=2 (with a token). The nearest ' +
        'recorded call of messages is messages/1.json: GET /resource/message?receiveUserId=1 (with a token).',
    );
    expect(replay.log).toContain(miss.body.respMsg);
    const never = await replay.call('GET', '/portal/network/onCampus');
    expect(never.body.respMsg).toContain('onCampus was not recorded');
  });
});

describe('pnpm fake-api --replay DIR --into state', () => {
  let replay: Awaited<ReturnType<typeof startReplay>>;
  beforeAll(async () => {
    replay = await startReplay(true);
  });
  afterAll(() => replay.close());

  it('marks a recorded notification read, and lists it read afterwards', async () => {
    const token = await replay.login();
    const before = await replay.call('GET', '/resource/message?receiveUserId=1', token);
    const notice = before.body.data.find((n: { message: string }) => n.message === RECORDED_NOTICE);
    expect(notice).toMatchObject({ status: 0 });
    const marked = await replay.call('POST', '/resource/message/marked', token, [notice.id]);
    expect(marked).toMatchObject({ status: 200, body: { respCode: 20000 } });
    const after = await replay.call('GET', '/resource/message?receiveUserId=1', token);
    expect(after.body.data.find((n: { id: number }) => n.id === notice.id)).toMatchObject({ status: 1 });
  });

  it('switches to a recorded organisation', async () => {
    const token = await replay.login();
    const mine = await replay.call('GET', '/portal/companies', token);
    const recorded = mine.body.data.find((o: { companyName: string }) => o.companyName === RECORDED_ORG);
    expect(recorded).toBeDefined();
    const switched = await replay.call('POST', `/portal/current_company?companyId=${recorded.id}`, token);
    expect(switched.body).toMatchObject({
      respCode: 20000,
      data: { id: recorded.id, companyName: RECORDED_ORG },
    });
    const current = await replay.call('GET', '/portal/current_company?isLogin=true', token);
    expect(current.body.data).toEqual({ id: recorded.id, companyName: RECORDED_ORG });
  });

  it('still replays what the state does not hold: a practice question', async () => {
    const token = await replay.login();
    const detail = await replay.call('GET', '/portal/question/detail?questionId=4', token);
    expect(recordedBodies('questionDetail')).toContainEqual(detail.body);
  });
});
