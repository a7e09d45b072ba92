import { describe, expect, it } from 'vitest';
import {
  endpoints,
  type CompetitionDetail,
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
  type RegistrationPage,
} from '@shui/contract';
import { buildState, loadSeed } from '../src/state/seed';
import { createFakeApi, DEFAULT_FIXTURES } from '../src/setup';
import { startFakeApi } from './harness';

const {
  competitionDetail,
  competitionRegistration,
  competitionRegister,
  competitionRegistrationUpdate,
  centerRegistrations,
  centerRegistrationCancel,
} = endpoints;
const DAY = 24 * 3600_000;
const key = '2025';
// fixtures/seed: 10235501101 (陈思远) has no registration; student (李同学) registered 数据漫游者.
const NEWCOMER = '10235501101';

/** A valid team of 陈思远, changed by `patch`. */
const team = (patch: Partial<CompetitionRegistrationInput> = {}): CompetitionRegistrationInput => ({
  teamName: '  梯度  下降队 ',
  track: 'llm',
  members: [
    { name: '刘同学', studentNumber: '10235509999', role: 'member' },
    { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
    { name: '孙同学', studentNumber: '', role: 'member' },
  ],
  institution: '华东师范大学',
  phone: '13712345678',
  email: 'chensy@example.com',
  agreement: true,
  ...patch,
});

async function newcomer() {
  const api = startFakeApi();
  const token = await api.login(NEWCOMER);
  // `as` null: no token (a visitor).
  const register = (body: unknown, as: string | null = token) =>
    api.call('POST', competitionRegister.path, { token: as ?? undefined, query: { key }, body });
  const update = (body: unknown, as: string | null = token) =>
    api.call('POST', competitionRegistrationUpdate.path, { token: as ?? undefined, query: { key }, body });
  const mine = async (as: string = token) =>
    (await api.call('GET', competitionRegistration.path, { token: as, query: { key } })).body
      .data as CompetitionRegistration | null;
  const detail = async () =>
    (await api.call('GET', competitionDetail.path, { query: { key } })).body.data as CompetitionDetail;
  return { api, token, register, update, mine, detail };
}

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

describe('registering (POST /portal/competition/register)', () => {
  it('registers the team, leader first; it is a registration of the personal centre and counts as a team', async () => {
    const { api, token, register, mine, detail } = await newcomer();
    api.clock.advance(60_000);
    const res = await register(team());
    expect(res.status).toBe(200);
    expect(res.body.respMsg).toBe('报名成功');
    const made = res.body.data as CompetitionRegistration;
    expect(made).toMatchObject({
      key: '2025',
      teamName: '梯度 下降队',
      trackName: '大模型应用赛道',
      institution: '华东师范大学',
      phone: '13712345678',
      status: 1,
      editable: true,
    });
    expect(made.members).toEqual([
      { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
      { name: '刘同学', studentNumber: '10235509999', role: 'member' },
      { name: '孙同学', studentNumber: null, role: 'member' },
    ]);
    expect(made.registerTime).toBe(made.updateTime);
    expect(await mine()).toEqual(made);
    expect((await detail()).registeredTeams).toBe(5);

    const centre = (await api.call('GET', centerRegistrations.path, { token })).body.data as RegistrationPage;
    expect(centre.list).toHaveLength(1);
    expect(centre.list[0]).toMatchObject({
      registrationId: made.registrationId,
      eventId: 1,
      link: '/2025',
      status: 1,
      cancellable: true,
    });
  });

  it.each([
    ['a team name of one character', { teamName: ' 队 ' }, /^请求参数错误：teamName /],
    ['a team name of 31 characters', { teamName: 'x'.repeat(31) }, /^请求参数错误：teamName /],
    ['no member', { members: [] }, /^请求参数错误：members /],
    [
      'six members',
      {
        members: [
          { name: '陈思远', role: 'leader' as const },
          ...[1, 2, 3, 4, 5].map((n) => ({ name: `队员${n}`, role: 'member' as const })),
        ],
      },
      /^请求参数错误：members /,
    ],
    [
      'two leaders',
      {
        members: [
          { name: '陈思远', role: 'leader' as const },
          { name: '刘同学', role: 'leader' as const },
        ],
      },
      /^请求参数错误：members 须有且只有一名队长$/,
    ],
    [
      'no leader',
      { members: [{ name: '陈思远', role: 'member' as const }] },
      /^请求参数错误：members 须有且只有一名队长$/,
    ],
    [
      'a student number of 3 characters',
      {
        members: [
          { name: '陈思远', role: 'leader' as const },
          { name: '刘同学', studentNumber: '123', role: 'member' as const },
        ],
      },
      /^请求参数错误：members\.1\.studentNumber 学号须为 4-20 位字母或数字$/,
    ],
    [
      'a student number twice',
      {
        members: [
          { name: '陈思远', studentNumber: 'ab1234', role: 'leader' as const },
          { name: '刘同学', studentNumber: 'AB1234', role: 'member' as const },
        ],
      },
      /^请求参数错误：members 队员学号不能重复$/,
    ],
    ['an institution of one character', { institution: '华' }, /^请求参数错误：institution /],
    ['a phone of 10 digits', { phone: '1371234567' }, /^请求参数错误：phone 请输入正确的手机号码$/],
    ['a phone starting 12', { phone: '12712345678' }, /^请求参数错误：phone 请输入正确的手机号码$/],
    ['an e-mail without a domain', { email: 'chensy@' }, /^请求参数错误：email 请输入正确的邮箱格式$/],
    ['the rules not agreed', { agreement: false }, /^请求参数错误：agreement 须阅读并同意竞赛规则$/],
    ['an unknown track', { track: 'robotics' }, /^赛道不存在$/],
    [
      'a leader who is not the caller',
      { members: [{ name: '李同学', role: 'leader' as const }] },
      /^队长须为报名人本人$/,
    ],
  ])('refuses %s with 400 naming it', async (_what, patch, message) => {
    const { register, mine } = await newcomer();
    const res = await register(team(patch as Partial<CompetitionRegistrationInput>));
    expect(res.status).toBe(400);
    expect(res.body.respCode).toBe(40000);
    expect(res.body.respMsg).toMatch(message);
    expect(await mine()).toBeNull();
  });

  it('refuses a missing body (400) and a visitor (401)', async () => {
    const { register, mine } = await newcomer();
    const missing = await register(undefined);
    expect(missing.status).toBe(400);
    expect(missing.body.respMsg).toBe('请求参数错误：请求体缺失');
    const anonymous = await register(team(), null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.respCode).toBe(40100);
    expect(await mine()).toBeNull();
  });

  it('answers 404 for an unknown key, 400 once registration has closed, 409 the second time', async () => {
    const { api, register } = await newcomer();
    const unknown = await api.call('POST', competitionRegister.path, {
      token: await api.login(NEWCOMER),
      query: { key: '2099' },
      body: team(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.respMsg).toBe('竞赛不存在');

    expect((await register(team())).status).toBe(200);
    const twice = await register(team({ teamName: '另一支队伍' }));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ respCode: 40900, respMsg: '你已报名该竞赛，如需修改请编辑报名信息' });

    const late = await newcomer();
    late.api.clock.advance(10 * DAY + 60_000);
    // A fresh token: ten days outlive one.
    const closed = await late.register(team(), await late.api.login(NEWCOMER));
    expect(closed.status).toBe(400);
    expect(closed.body.respMsg).toBe('报名已截止，无法提交或修改报名');
    expect(await late.mine()).toBeNull();
  });

  it("refuses a registered team's name, whatever its case and spaces; a cancelled team's name is free", async () => {
    const { api, register } = await newcomer();
    const taken = await register(team({ teamName: ' data   WIZARDS ' }));
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ respCode: 40900, respMsg: '队伍名称已被使用，请换一个' });

    // 刘雨桐 cancels Data Wizards in the personal centre: the name is free again.
    const liu = await api.login('10235501102', 'Shui@2025');
    const theirs = (await api.call('GET', competitionRegistration.path, { token: liu, query: { key } })).body
      .data as CompetitionRegistration;
    await api.call('POST', centerRegistrationCancel.path, {
      token: liu,
      query: { registrationId: theirs.registrationId },
    });
    expect((await register(team({ teamName: 'Data Wizards' }))).status).toBe(200);
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

describe('changing a registration (POST /portal/competition/registration/update)', () => {
  it('replaces the team and keeps the registration time; its own name is not "taken"', async () => {
    const { api, register, update, mine } = await newcomer();
    const made = (await register(team())).body.data as CompetitionRegistration;
    api.clock.advance(3600_000);
    const res = await update(
      team({ teamName: '梯度下降队', track: 'analytics', members: [team().members[1]!] }),
    );
    expect(res.status).toBe(200);
    expect(res.body.respMsg).toBe('报名信息已更新');
    const changed = res.body.data as CompetitionRegistration;
    expect(changed).toMatchObject({
      registrationId: made.registrationId,
      teamName: '梯度下降队',
      trackName: '数据分析赛道',
      members: [{ name: '陈思远', studentNumber: '10235501101', role: 'leader' }],
      registerTime: made.registerTime,
    });
    expect(changed.updateTime > made.updateTime).toBe(true);
    expect(await mine()).toEqual(changed);
    expect((await update(team({ teamName: '梯度下降队' }))).status).toBe(200);

    const taken = await update(team({ teamName: '向量星球' }));
    expect(taken.status).toBe(409);
    expect(taken.body.respMsg).toBe('队伍名称已被使用，请换一个');
    const bad = await update(team({ email: 'nope' }));
    expect(bad.status).toBe(400);
    expect(bad.body.respMsg).toBe('请求参数错误：email 请输入正确的邮箱格式');
    expect((await mine())!.teamName).toBe('梯度下降队');
  });

  it('answers 404 without a registration (or a cancelled one), 400 once closed, 401 for a visitor', async () => {
    const { api, update, register } = await newcomer();
    const none = await update(team());
    expect(none.status).toBe(404);
    expect(none.body.respMsg).toBe('你还没有报名该竞赛');

    const made = (await register(team())).body.data as CompetitionRegistration;
    await api.call('POST', centerRegistrationCancel.path, {
      token: await api.login(NEWCOMER),
      query: { registrationId: made.registrationId },
    });
    expect((await update(team())).body.respMsg).toBe('你还没有报名该竞赛');
    expect((await update(team(), null)).status).toBe(401);

    api.clock.advance(11 * DAY);
    const student = await api.login();
    const closed = await update(team({ members: [{ name: '李同学', role: 'leader' }] }), student);
    expect(closed.status).toBe(400);
    expect(closed.body.respMsg).toBe('报名已截止，无法提交或修改报名');
    const mine = (await api.call('GET', competitionRegistration.path, { token: student, query: { key } }))
      .body.data as CompetitionRegistration;
    expect(mine).toMatchObject({ status: 1, editable: false });
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
