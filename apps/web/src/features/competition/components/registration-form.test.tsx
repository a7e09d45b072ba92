import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompetitionRegistration, CompetitionRegistrationInput } from '@shui/contract';
import {
  failure,
  logInAsChen,
  ok,
  renderCompetition,
  setUpCompetitionSuite,
  stubBackend,
  type Recorded,
} from '../testing/competition-harness';
import { competition, registration } from '../testing/samples';

setUpCompetitionSuite();

/** The page for 陈思远, not registered yet; `register` answers the POST. */
async function openForm(register: (request: Recorded) => { status?: number; body: unknown }) {
  logInAsChen();
  const requests = stubBackend({
    'GET /portal/competition/detail': ok(competition),
    'GET /portal/competition/registration': ok(null),
    'POST /portal/competition/register': register,
  });
  const user = userEvent.setup();
  renderCompetition();
  const form = await screen.findByRole('form', { name: '竞赛报名表' });
  return { requests, user, form };
}

const field = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

/** Fills what a first registration needs (the leader is already there). */
async function fillTeam(user: UserEvent, form: HTMLElement) {
  await user.type(field(form, '队伍名称'), '梯度下降队');
  await user.click(within(form).getByRole('radio', { name: '机器学习赛道' }));
  await user.type(field(form, '联系电话'), '13712345678');
  await user.type(field(form, '联系邮箱'), 'chensy@example.com');
  await user.click(within(form).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' }));
}

const answered = (input: CompetitionRegistrationInput): CompetitionRegistration => ({
  ...registration,
  teamName: input.teamName,
  members: input.members.map((m) => ({ ...m, studentNumber: m.studentNumber ?? null })),
});

describe('the registration form', () => {
  it('starts with the registrant as leader (name from the account, read-only) and their organisation', async () => {
    const { form } = await openForm(() => ok(null));
    expect(field(form, '队长姓名')).toHaveValue('陈思远');
    expect(field(form, '队长姓名')).toHaveAttribute('readonly');
    expect(field(form, '队长学号（选填）')).toHaveValue('10235501101');
    expect(field(form, '所在院校')).toHaveValue('华东师范大学');
    expect(within(form).getByText('队长')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: '提交报名' })).toBeInTheDocument();
  });

  it('says what is missing or wrong on submit, focuses the first field, and sends nothing', async () => {
    const { requests, user, form } = await openForm(() => ok(null));
    await user.type(field(form, '联系电话'), '1371234567');
    await user.type(field(form, '联系邮箱'), 'chensy@');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('请输入队伍名称')).toBeInTheDocument();
    expect(within(form).getByText('请选择参赛赛道')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的手机号码')).toBeInTheDocument();
    expect(within(form).getByText('请输入正确的邮箱格式')).toBeInTheDocument();
    expect(within(form).getByText('请阅读并同意竞赛规则')).toBeInTheDocument();
    await waitFor(() => expect(field(form, '队伍名称')).toHaveFocus());
    expect(field(form, '队伍名称')).toHaveAttribute('aria-invalid', 'true');

    // As one types, a message goes once the value is right, and a too-short name says so.
    await user.type(field(form, '队伍名称'), '梯');
    expect(await within(form).findByText('队伍名称须为 2-30 个字符')).toBeInTheDocument();
    await user.clear(field(form, '联系电话'));
    await user.type(field(form, '联系电话'), '13712345678');
    await waitFor(() => expect(within(form).queryByText('请输入正确的手机号码')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('adds members up to five (the new row takes the focus) and removes them (the focus goes to 添加队员)', async () => {
    const { user, form } = await openForm(() => ok(null));
    const add = within(form).getByRole('button', { name: '添加队员' });
    await user.click(add);
    expect(field(form, '队员 1 姓名')).toHaveFocus();
    await user.keyboard('刘同学');
    for (let i = 0; i < 3; i += 1) await user.click(within(form).getByRole('button', { name: '添加队员' }));
    expect(within(form).getAllByRole('listitem')).toHaveLength(5);
    const full = within(form).getByRole('button', { name: '队伍已满 5 人' });
    expect(full).toBeDisabled();

    await user.click(within(form).getByRole('button', { name: '移除队员 4' }));
    expect(within(form).getAllByRole('listitem')).toHaveLength(4);
    expect(within(form).getByRole('button', { name: '添加队员' })).toHaveFocus();
    expect(field(form, '队员 1 姓名')).toHaveValue('刘同学');
    // The leader cannot be removed.
    expect(within(form).queryByRole('button', { name: /移除队员 0|移除队长/ })).toBeNull();
  });

  it('refuses a student number twice in the team', async () => {
    const { user, form } = await openForm(() => ok(null));
    await user.click(within(form).getByRole('button', { name: '添加队员' }));
    await user.type(field(form, '队员 1 姓名'), '刘同学');
    await user.type(field(form, '队员 1 学号（选填）'), '10235501101');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('队员学号不能重复')).toBeInTheDocument();
    await user.clear(field(form, '队员 1 学号（选填）'));
    await user.type(field(form, '队员 1 学号（选填）'), '12');
    expect(await within(form).findByText('学号须为 4-20 位字母或数字')).toBeInTheDocument();
  });

  it('sends the team and then shows the registration, focused, with its status', async () => {
    const { requests, user, form } = await openForm(({ body }) =>
      ok(answered(body as CompetitionRegistrationInput)),
    );
    await fillTeam(user, form);
    await user.click(within(form).getByRole('button', { name: '添加队员' }));
    await user.type(field(form, '队员 1 姓名'), ' 刘同学 ');
    await user.click(within(form).getByRole('button', { name: '提交报名' }));

    const summary = await screen.findByRole('region', { name: '我的报名' });
    expect(within(summary).getByText('已报名')).toBeInTheDocument();
    expect(within(summary).getByRole('heading', { name: '我的报名' })).toHaveFocus();
    expect(await screen.findByText('报名成功')).toBeInTheDocument();
    const posted = requests.find((r) => r.method === 'POST')!;
    expect(posted.path).toBe('/portal/competition/register');
    expect(posted.search.get('key')).toBe('2025');
    expect(posted.body).toEqual({
      teamName: '梯度下降队',
      track: 'ml',
      members: [
        { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
        { name: '刘同学', role: 'member' },
      ],
      institution: '华东师范大学',
      phone: '13712345678',
      email: 'chensy@example.com',
      agreement: true,
    });
    // The competition is asked again (its count of teams).
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/portal/competition/detail')).toHaveLength(2),
    );
  });

  it('keeps everything typed when the team name is taken, and says so under the name', async () => {
    const { user, form } = await openForm(() => failure(409, 40900, '队伍名称已被使用，请换一个'));
    await fillTeam(user, form);
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByText('该队伍名称已被使用，请换一个')).toBeInTheDocument();
    await waitFor(() => expect(field(form, '队伍名称')).toHaveFocus());
    expect(field(form, '队伍名称')).toHaveValue('梯度下降队');
    expect(field(form, '联系电话')).toHaveValue('13712345678');
    expect(field(form, '联系邮箱')).toHaveValue('chensy@example.com');
    expect(within(form).getByRole('radio', { name: '机器学习赛道' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' })).toBeChecked();
  });

  it('keeps everything typed after a server failure and says the registration was not sent', async () => {
    let fail = true;
    const { user, form } = await openForm(({ body }) =>
      fail ? failure(500, 50000, '服务器内部错误') : ok(answered(body as CompetitionRegistrationInput)),
    );
    await fillTeam(user, form);
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      '提交未成功，已填写的内容都还在，请检查后重试。',
    );
    expect(field(form, '队伍名称')).toHaveValue('梯度下降队');
    fail = false;
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await screen.findByRole('region', { name: '我的报名' })).toBeInTheDocument();
  });

  it('says registration has closed when the server refuses it so, the values kept', async () => {
    const { user, form } = await openForm(() => failure(400, 40000, '报名已截止，无法提交或修改报名'));
    await fillTeam(user, form);
    await user.click(within(form).getByRole('button', { name: '提交报名' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('报名已截止，无法提交或修改报名。');
    expect(field(form, '队伍名称')).toHaveValue('梯度下降队');
  });
});

describe('changing a registration', () => {
  it('sends the changed team to the update call and shows the registration again', async () => {
    logInAsChen();
    const requests = stubBackend({
      'GET /portal/competition/detail': ok(competition),
      'GET /portal/competition/registration': ok(registration),
      'POST /portal/competition/registration/update': ({ body }) => ({
        body: {
          respCode: 20000,
          respMsg: '报名信息已更新',
          data: {
            ...answered(body as CompetitionRegistrationInput),
            updateTime: '2026-03-02 09:00:00',
          },
        },
      }),
    });
    const user = userEvent.setup();
    renderCompetition();
    await user.click(await screen.findByRole('button', { name: '修改报名信息' }));
    const form = screen.getByRole('form', { name: '竞赛报名表' });
    await user.clear(field(form, '队伍名称'));
    await user.type(field(form, '队伍名称'), '梯度上升队');
    await user.click(within(form).getByRole('button', { name: '移除队员 1' }));
    await user.click(within(form).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' }));
    await user.click(within(form).getByRole('button', { name: '保存修改' }));

    const summary = await screen.findByRole('region', { name: '我的报名' });
    expect(summary).toHaveTextContent('队伍名称梯度上升队');
    expect(summary).toHaveTextContent('最近修改2026-03-02 09:00');
    expect(await screen.findByText('报名信息已更新')).toBeInTheDocument();
    const posted = requests.find((r) => r.method === 'POST')!;
    expect(posted.path).toBe('/portal/competition/registration/update');
    expect((posted.body as CompetitionRegistrationInput).members).toEqual([
      { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
    ]);
  });
});
