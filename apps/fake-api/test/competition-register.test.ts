import { describe, expect, it } from 'vitest';
import {
  type CompetitionRegistration,
  type CompetitionRegistrationInput,
  type RegistrationPage,
} from '@shui/contract';
import {
  DAY,
  key,
  NEWCOMER,
  team,
  newcomer,
  competitionRegistration,
  competitionRegister,
  centerRegistrations,
  centerRegistrationCancel,
} from './competition-helpers';

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
