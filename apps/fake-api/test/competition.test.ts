import { describe, expect, it } from 'vitest';
import { type RegistrationPage } from '@shui/contract';
import { buildState, loadSeed } from '../src/state/seed';
import { createFakeApi, DEFAULT_FIXTURES } from '../src/setup';
import { startFakeApi } from './harness';
import {
  DAY,
  key,
  team,
  newcomer,
  competitionDetail,
  competitionRegistration,
  centerRegistrations,
  centerRegistrationCancel,
} from './competition-helpers';

describe('the competition (GET /portal/competition/detail)', () => {
  it('answers the 2025 competition: its event, organisers, schedule by the clock, tracks, prizes, rules, teams', async () => {
    const { detail } = await newcomer();
    const d = await detail();
    expect(d).toMatchObject({
      key: '2025',
      eventId: 1,
      title: '水杉杯数据科学竞赛',
      organizer: '数据科学与工程学院',
      coOrganizers: ['水杉在线', '华东师范大学教务处'],
      phase: 'signup',
      registrationOpen: true,
      registeredTeams: 4,
    });
    expect(d.schedule.map((s) => [s.name, s.status])).toEqual([
      ['组队报名', 'current'],
      ['赛前培训与赛题发布', 'upcoming'],
      ['线上初赛', 'upcoming'],
      ['决赛答辩与颁奖', 'upcoming'],
    ]);
    // The sign-up stage ends at the event's deadline, the last stage at the event's end.
    expect(d.schedule[0]!.endTime).toBe(d.signupEnd);
    expect(d.schedule.at(-1)!.endTime).toBe(d.endTime);
    expect(d.tracks.map((t) => t.key)).toEqual(['analytics', 'ml', 'llm']);
    expect(d.prizes[0]).toEqual({ name: '一等奖', count: 1, reward: '奖金 10,000 元与获奖证书' });
    expect(d.rulesHtml).toContain('<h3>参赛资格</h3>');
  });

  it('closes registration at the deadline and moves the stages with the clock', async () => {
    const { api, detail } = await newcomer();
    api.clock.advance(11 * DAY);
    expect(await detail()).toMatchObject({ phase: 'closed', registrationOpen: false });
    expect((await detail()).schedule.map((s) => s.status)).toEqual([
      'done',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
    api.clock.advance(10 * DAY);
    expect((await detail()).schedule.map((s) => s.status)).toEqual(['done', 'done', 'current', 'upcoming']);
  });

  it('answers 404 for an unknown key and 400 naming key when it is missing', async () => {
    const { api } = await newcomer();
    const unknown = await api.call('GET', competitionDetail.path, { query: { key: '2024' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ respCode: 40400, respMsg: '竞赛不存在' });
    const missing = await api.call('GET', competitionDetail.path);
    expect(missing.status).toBe(400);
    expect(missing.body.respMsg).toMatch(/key/);
  });
});

describe("the caller's registration (GET /portal/competition/registration)", () => {
  it('answers the seeded team of the student, null for someone who has none, 401 without a token', async () => {
    const { api, mine } = await newcomer();
    expect(await mine()).toBeNull();
    const student = await api.login();
    expect(await mine(student)).toMatchObject({
      registrationId: 5,
      key: '2025',
      teamName: '数据漫游者',
      track: 'analytics',
      trackName: '数据分析赛道',
      members: [
        { name: '李同学', studentNumber: null, role: 'leader' },
        { name: '王小明', studentNumber: '10215501023', role: 'member' },
      ],
      status: 1,
      cancelTime: null,
      editable: true,
    });
    const anonymous = await api.call('GET', competitionRegistration.path, { query: { key } });
    expect(anonymous.status).toBe(401);
    const unknown = await api.call('GET', competitionRegistration.path, {
      token: student,
      query: { key: 'x' },
    });
    expect(unknown.body).toMatchObject({ respCode: 40400, respMsg: '竞赛不存在' });
  });
});

describe('cancelling in the personal centre and registering again', () => {
  it('shows the cancelled registration here; registering again reuses it and the centre shows it registered', async () => {
    const { api, register, mine, detail } = await newcomer();
    const student = await api.login();
    const before = (await mine(student))!;
    const cancel = await api.call('POST', centerRegistrationCancel.path, {
      token: student,
      query: { registrationId: before.registrationId },
    });
    expect(cancel.body.respMsg).toBe('取消报名成功');
    const cancelled = (await mine(student))!;
    expect(cancelled).toMatchObject({ status: 0, editable: false, teamName: '数据漫游者' });
    expect(cancelled.cancelTime).not.toBeNull();
    expect((await detail()).registeredTeams).toBe(3);

    api.clock.advance(60_000);
    const again = await register(
      team({ teamName: '数据漫游者', members: [{ name: '李同学', role: 'leader' }], track: 'ml' }),
      student,
    );
    expect(again.body.respMsg).toBe('报名成功');
    expect(again.body.data).toMatchObject({
      registrationId: before.registrationId,
      status: 1,
      cancelTime: null,
      track: 'ml',
      members: [{ name: '李同学', studentNumber: null, role: 'leader' }],
    });
    const centre = (await api.call('GET', centerRegistrations.path, { token: student })).body
      .data as RegistrationPage;
    expect(centre.total).toBe(5);
    expect(centre.list[0]).toMatchObject({
      registrationId: before.registrationId,
      status: 1,
      cancelTime: null,
    });
    expect((await detail()).registeredTeams).toBe(4);
  });
});

describe('the competition and the state', () => {
  it('a state file written before the competitions existed still loads (no competition, 404)', async () => {
    const state = createFakeApi({ state: 'memory' }).store.snapshot() as unknown as Record<string, unknown>;
    delete state.competitions;
    delete state.competitionTeams;
    const api = startFakeApi();
    const res = await api.call('PUT', '/__admin/state', { body: state });
    expect(res.status).toBe(200);
    const detail = await api.call('GET', competitionDetail.path, { query: { key } });
    expect(detail.status).toBe(404);
  });

  it('names a seeded team that has no registration in center.json', () => {
    const seed = loadSeed(DEFAULT_FIXTURES);
    seed.competitionTeams.push({ ...seed.competitionTeams[0]!, username: 'teacher', teamName: '孤队' });
    expect(() => buildState(seed, Date.now())).toThrow(/孤队.*teacher.*event 1/);
  });
});
