import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ASSISTANT_HISTORY_LIMIT,
  endpoints,
  type AssistantHistoryPage,
  type CheckRecord,
  type MeetingPage,
  type Registration,
  type RegistrationPage,
} from '@shui/contract';
import { manualClock } from '../src/state/clock';
import { createFakeApi } from '../src/setup';
import { AssistantHistory } from '../src/center/store';
import { startFakeApi } from './harness';

const { centerRegistrations, centerRegistrationCancel, centerMeetings, assistantHistory } = endpoints;
const DAY = 24 * 3600_000;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('my registrations (GET /portal/center/registrations, POST .../registration/cancel)', () => {
  it("lists the caller's registrations newest first, with the event's phase, a page at a time", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const all = (await api.call('GET', centerRegistrations.path, { token })).body.data as RegistrationPage;
    expect(all).toMatchObject({ total: 5, pageNum: 1, pageSize: 10 });
    expect(all.list.map((r) => [r.registrationId, r.title, r.phase, r.status, r.cancellable])).toEqual([
      [5, '水杉杯数据科学竞赛', 'signup', 1, true],
      [4, '数据库系统期中上机考试', 'signup', 0, false],
      [3, '数据科学实训营（第三期）', 'closed', 1, false],
      [2, 'Cloud Studio 云端开发挑战赛', 'ongoing', 1, false],
      [1, 'Python 程序设计能力认证考试', 'ended', 1, false],
    ]);
    expect(all.list[0]).toMatchObject({ kind: 1, link: '/2025', cancelTime: null });
    expect(all.list[1]!.cancelTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    const page = await api.call('GET', centerRegistrations.path, {
      token,
      query: { pageNum: 2, pageSize: 2 },
    });
    expect((page.body.data as RegistrationPage).list.map((r) => r.registrationId)).toEqual([3, 2]);
    const past = await api.call('GET', centerRegistrations.path, { token, query: { pageNum: 9 } });
    expect(past.body.data).toMatchObject({ list: [], total: 5, pageNum: 9 });

    const other = await api.login('10215501001', '10215501001');
    const theirs = (await api.call('GET', centerRegistrations.path, { token: other })).body
      .data as RegistrationPage;
    expect(theirs.list.map((r) => r.registrationId)).toEqual([7, 6]);
  });

  it('cancels an open registration once; it stays in the list as cancelled', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const cancel = (registrationId: number, as = token) =>
      api.call('POST', centerRegistrationCancel.path, { token: as, query: { registrationId } });

    // Someone else's is as unknown as a missing one.
    const other = await api.login('10215501001', '10215501001');
    expect((await cancel(5, other)).body).toMatchObject({ respCode: 40400, respMsg: '报名记录不存在' });

    const done = await cancel(5);
    expect(done.body.respMsg).toBe('取消报名成功');
    expect(done.body.data).toMatchObject({
      registrationId: 5,
      status: 0,
      cancellable: false,
      phase: 'signup',
    });
    expect((done.body.data as Registration).cancelTime).not.toBeNull();
    expect((await cancel(5)).body).toMatchObject({ respCode: 40900, respMsg: '已取消报名' });

    const list = (await api.call('GET', centerRegistrations.path, { token })).body.data as RegistrationPage;
    expect(list.list.find((r) => r.registrationId === 5)).toMatchObject({ status: 0 });
    expect(list.total).toBe(5);
  });

  it('refuses to cancel once the deadline has passed', async () => {
    const api = startFakeApi();
    api.clock.advance(11 * DAY); // the 2025 competition's sign-up closes after 10 days
    const token = await api.login();
    const list = (await api.call('GET', centerRegistrations.path, { token })).body.data as RegistrationPage;
    expect(list.list[0]).toMatchObject({ registrationId: 5, phase: 'closed', cancellable: false });
    const refused = await api.call('POST', centerRegistrationCancel.path, {
      token,
      query: { registrationId: 5 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.respMsg).toBe('报名已截止，无法取消');
  });

  it('answers a bad page or id with an envelope error', async () => {
    const api = startFakeApi();
    const token = await api.login();
    for (const query of [{ pageSize: 51 }, { pageNum: 0 }, { pageNum: 'x' }] as Record<
      string,
      string | number
    >[]) {
      const res = await api.call('GET', centerRegistrations.path, { token, query });
      expect(res.status).toBe(400);
      expect(res.body.respCode).toBe(40000);
    }
    expect((await api.call('POST', centerRegistrationCancel.path, { token })).body.respMsg).toMatch(
      /registrationId/,
    );
    expect((await api.call('GET', centerRegistrations.path)).status).toBe(401);
  });
});

describe('my meetings (GET /portal/center/meetings)', () => {
  it("lists the meetings of the caller's courses: live, upcoming soonest first, ended latest first", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const page = (await api.call('GET', centerMeetings.path, { token })).body.data as MeetingPage;
    expect(page.total).toBe(5);
    expect(page.list.map((m) => [m.meetingId, m.status, m.courseName])).toEqual([
      [1, 'live', '计算机科学导论'],
      [2, 'upcoming', '数据库系统'],
      [3, 'upcoming', 'Python 程序设计'],
      [5, 'ended', '数据库系统'],
      [4, 'ended', '计算机科学导论'],
    ]);
    expect(page.list[0]).toMatchObject({
      hostName: '王老师',
      meetingNo: '728 415 306',
      joinUrl: '/__services/meeting?meetingId=1',
    });

    // Another student sees only the meetings of the courses they take.
    const other = await api.login('10215501001', '10215501001');
    const theirs = (await api.call('GET', centerMeetings.path, { token: other })).body.data as MeetingPage;
    expect(theirs.list.map((m) => m.meetingId)).toEqual([1, 3, 4]);
  });

  it('moves a meeting from upcoming to live to ended with the clock', async () => {
    const api = startFakeApi();
    // A fresh token each time: a day's move outlives one.
    const statusOf = async (id: number) =>
      (
        (await api.call('GET', centerMeetings.path, { token: await api.login() })).body.data as MeetingPage
      ).list.find((m) => m.meetingId === id)?.status;
    expect(await statusOf(2)).toBe('upcoming');
    api.clock.advance(DAY + 60_000);
    expect(await statusOf(2)).toBe('live');
    api.clock.advance(2 * 3600_000);
    expect(await statusOf(2)).toBe('ended');
  });

  it('serves a stand-in page where the join link leads', async () => {
    const api = startFakeApi();
    const page = await request(api.app).get('/__services/meeting').query({ meetingId: 1 });
    expect(page.status).toBe(200);
    expect(page.text).toContain('第九周线上答疑：算法与复杂度');
    expect(page.text).toContain('728 415 306');
    expect((await request(api.app).get('/__services/meeting').query({ meetingId: 99 })).status).toBe(404);
    expect((await request(api.app).get('/__services/meeting')).status).toBe(404);
  });
});

describe('assistant history (GET /portal/assistant/history)', () => {
  it('lists the seeded exchanges and records each answered question, newest first, per user', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const history = async (as = token, query = {}) =>
      (await api.call('GET', assistantHistory.path, { token: as, query })).body.data as AssistantHistoryPage;
    const seeded = await history();
    expect(seeded.total).toBe(3);
    expect(seeded.list[0]!.question).toBe('Python 的列表和元组怎么选？');

    api.clock.advance(60_000);
    const asked = await api.call('POST', endpoints.assistantQa.path, {
      token,
      body: { type: 1, key: '  什么是哈希表？ ', courseId: 101 },
    });
    const after = await history();
    expect(after.total).toBe(4);
    expect(after.list[0]).toMatchObject({
      question: '什么是哈希表？',
      answer: asked.body.data,
      courseId: 101,
    });
    expect((await history(token, { pageNum: 2, pageSize: 3 })).list.map((x) => x.id)).toEqual([1]);

    const other = await api.login('10215501001', '10215501001');
    expect((await history(other)).total).toBe(0);

    // A question refused during the exam period is not an exchange.
    api.store.updateSettings({ examPeriod: true });
    await api.call('POST', endpoints.assistantQa.path, { token, body: { type: 1, key: '补码' } });
    expect((await history()).total).toBe(4);
  });

  it(`keeps at most ${ASSISTANT_HISTORY_LIMIT} exchanges per user, dropping the oldest`, () => {
    const api = startFakeApi();
    const store = api.store.use(AssistantHistory);
    const student = api.store.findByLogin('student')!;
    for (let i = 0; i < ASSISTANT_HISTORY_LIMIT; i += 1) {
      api.clock.advance(1000);
      store.record(student, `问题 ${i}`, '答', null);
    }
    const page = store.of(student, { pageSize: 50, pageNum: 10 });
    expect(page.total).toBe(ASSISTANT_HISTORY_LIMIT);
    expect(page.list.at(-1)!.question).toBe('问题 0');
  });
});

describe('the centre and the state', () => {
  it('keeps a cancellation and a question across a restart; reset goes back to the seed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-center-'));
    dirs.push(dir);
    const file = join(dir, 'state.json');
    const first = startFakeApi({ state: file });
    const token = await first.login();
    await first.call('POST', centerRegistrationCancel.path, { token, query: { registrationId: 5 } });
    await first.call('POST', endpoints.assistantQa.path, { token, body: { type: 1, key: '什么是栈？' } });
    await first.writer?.drain();

    const second = startFakeApi({ state: file });
    const list = (await second.call('GET', centerRegistrations.path, { token })).body
      .data as RegistrationPage;
    expect(list.list.find((r) => r.registrationId === 5)?.status).toBe(0);
    const history = (await second.call('GET', assistantHistory.path, { token })).body
      .data as AssistantHistoryPage;
    expect(history.list[0]?.question).toBe('什么是栈？');

    await request(second.app).post('/__admin/reset').expect(200);
    const again = await second.login();
    const reset = (await second.call('GET', centerRegistrations.path, { token: again })).body
      .data as RegistrationPage;
    expect(reset.list.find((r) => r.registrationId === 5)?.status).toBe(1);
  });

  it('loads a state file written before the centre existed, with the centre from the seed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shui-center-'));
    dirs.push(dir);
    const file = join(dir, 'state.json');
    // One instant for every start: the seed's times follow the clock, and a second passing between two
    // starts on a busy machine would make the two seeds differ.
    const clock = manualClock(Date.now());
    const state = createFakeApi({ state: 'memory', clock }).store.snapshot() as unknown as Record<
      string,
      unknown
    >;
    for (const key of ['centerEvents', 'centerRegistrations', 'centerMeetings', 'assistantExchanges'])
      delete state[key];
    writeFileSync(file, JSON.stringify(state));
    const api = createFakeApi({ state: file, clock });
    expect(api.restoredFromFile).toBe(true);
    // The collections the file lacks come from the seed (persistence.ts), the rest from the file.
    const seeded = createFakeApi({ state: 'memory', clock }).store.snapshot();
    expect(api.store.snapshot().centerRegistrations).toEqual(seeded.centerRegistrations);
    expect(api.store.snapshot().centerRegistrations.length).toBeGreaterThan(0);
  });

  it('gives check-in records their teaching class and opening time', async () => {
    const api = startFakeApi();
    const token = await api.login();
    const records = (await api.call('GET', endpoints.checkHistory.path, { token })).body
      .data as CheckRecord[];
    expect(records.find((r) => r.checkItemId === 4)).toMatchObject({ teachclassId: 1002, courseId: 102 });
    for (const r of records) expect(r.startTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});
