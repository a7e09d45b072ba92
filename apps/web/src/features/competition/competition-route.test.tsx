import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { answer } from '../../lib/events';
import {
  failure,
  logInAsChen,
  ok,
  renderCompetition,
  setUpCompetitionSuite,
  stubBackend,
} from './testing/competition-harness';
import { closedCompetition, competition, registration } from './testing/samples';

setUpCompetitionSuite();

const registerRegion = () => screen.getByRole('region', { name: '报名' });

describe('the competition page (/2025)', () => {
  it("titles the tab with the competition's name, under the route 竞赛报名 (no year its dates could contradict)", async () => {
    stubBackend({ 'GET /portal/competition/detail': ok(competition) });
    renderCompetition();
    expect(await screen.findByRole('heading', { level: 1, name: '水杉杯数据科学竞赛' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('水杉杯数据科学竞赛'));
    expect(screen.getByRole('navigation', { name: '所在位置' })).toHaveTextContent('竞赛报名');
    expect(screen.queryByText(/2025 竞赛报名/)).toBeNull();
  });

  it('shows the banner, schedule, tracks, prizes and the sanitised rules to a visitor', async () => {
    const requests = stubBackend({ 'GET /portal/competition/detail': ok(competition) });
    renderCompetition();
    expect(await screen.findByRole('heading', { level: 1, name: '水杉杯数据科学竞赛' })).toBeInTheDocument();
    const facts = screen.getByText('主办单位').closest('dl')!;
    expect(facts).toHaveTextContent('主办单位数据科学与工程学院');
    expect(facts).toHaveTextContent('承办单位水杉在线、华东师范大学教务处');
    expect(facts).toHaveTextContent('报名截止2026-03-10 12:00');
    expect(facts).toHaveTextContent('比赛时间2026-03-20 09:00 – 2026-03-23 09:00');
    expect(facts).toHaveTextContent('已报名4 支队伍');
    expect(screen.getByText('报名中')).toBeInTheDocument();

    const schedule = screen.getByRole('region', { name: '赛程安排' });
    expect(within(schedule).getByText('组队报名')).toBeInTheDocument();
    expect(within(schedule).getByText('进行中')).toBeInTheDocument();
    expect(within(schedule).getByText('2026-03-20 09:00 – 2026-03-22 09:00')).toBeInTheDocument();
    const tracks = screen.getByRole('region', { name: '参赛赛道' });
    expect(
      within(tracks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['数据分析赛道', '机器学习赛道']);
    const prizes = within(screen.getByRole('region', { name: '奖项设置' })).getByRole('table');
    expect(
      within(prizes)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['奖项名额奖励', '一等奖1 支队伍奖金 10,000 元', '二等奖2 支队伍奖金 5,000 元']);

    const rules = screen.getByRole('region', { name: '竞赛规则' });
    expect(within(rules).getByRole('heading', { name: '参赛资格' })).toBeInTheDocument();
    expect(rules.querySelector('script, [onclick]')).toBeNull();
    expect(within(rules).getByText('点我')).not.toHaveAttribute('href');
    expect((window as { __stolen?: boolean }).__stolen).toBeUndefined();

    // A visitor: no registration is asked for, and the registration part asks to log in.
    expect(within(registerRegion()).getByText('登录后即可组队报名，报名人担任队长。')).toBeInTheDocument();
    expect(within(registerRegion()).queryByRole('form')).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/portal/competition/detail']);
    expect(requests[0]!.search.get('key')).toBe('2025');
  });

  it("asks a visitor to log in through the portal's need-login request, or sends them to the login page", async () => {
    stubBackend({ 'GET /portal/competition/detail': ok(competition) });
    const user = userEvent.setup();
    const asked = vi.fn(() => true);
    const stop = answer('shui:need-login', asked);
    const router = renderCompetition();
    const [inBanner, inPanel] = await screen.findAllByRole('button', { name: '登录后报名' });
    await user.click(inBanner!);
    await user.click(inPanel!);
    expect(asked).toHaveBeenCalledTimes(2);
    expect(router.state.location.pathname).toBe('/2025');

    stop();
    await user.click(inPanel!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('says when the competition failed to load and loads it on retry', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/competition/detail': () =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(competition),
    });
    const user = userEvent.setup();
    renderCompetition();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('竞赛信息加载失败，请稍后重试。');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('region', { name: '赛程安排' })).toBeInTheDocument();
  });

  it('says so when the competition does not exist, with the way home', async () => {
    stubBackend({ 'GET /portal/competition/detail': failure(404, 40400, '竞赛不存在') });
    const user = userEvent.setup();
    const router = renderCompetition();
    expect(await screen.findByText('该竞赛不存在或已下线。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

describe('the registration part, by state', () => {
  it("shows a registered user's registration with its status, a way to change it and the personal centre", async () => {
    logInAsChen();
    stubBackend({
      'GET /portal/competition/detail': ok(competition),
      'GET /portal/competition/registration': ok(registration),
    });
    const user = userEvent.setup();
    renderCompetition();
    const summary = await screen.findByRole('region', { name: '我的报名' });
    expect(within(summary).getByText('已报名')).toBeInTheDocument();
    expect(summary).toHaveTextContent('队伍名称梯度下降队');
    expect(summary).toHaveTextContent('参赛赛道机器学习赛道');
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['陈思远10235501101队长', '刘同学']);
    expect(summary).toHaveTextContent('报名时间2026-03-01 10:00');
    expect(within(summary).getByRole('link', { name: '在个人中心查看「我的报名」' })).toHaveAttribute(
      'href',
      '/center?menu=d',
    );
    expect(screen.getByRole('button', { name: '查看我的报名' })).toBeInTheDocument();

    // Changing it: the form with the registration's values; leaving it keeps the registration.
    await user.click(within(summary).getByRole('button', { name: '修改报名信息' }));
    const form = screen.getByRole('form', { name: '竞赛报名表' });
    expect(within(form).getByRole('textbox', { name: '队伍名称' })).toHaveValue('梯度下降队');
    expect(within(form).getByRole('radio', { name: '机器学习赛道' })).toBeChecked();
    expect(within(form).getByRole('textbox', { name: '队员 1 姓名' })).toHaveValue('刘同学');
    await user.click(within(form).getByRole('button', { name: '取消修改' }));
    expect(screen.getByRole('region', { name: '我的报名' })).toBeInTheDocument();
  });

  it('after a cancelling in the personal centre, says so and offers the form again with the earlier values', async () => {
    logInAsChen();
    stubBackend({
      'GET /portal/competition/detail': ok(competition),
      'GET /portal/competition/registration': ok({
        ...registration,
        status: 0,
        editable: false,
        cancelTime: '2026-03-02 08:30:00',
      }),
    });
    renderCompetition();
    expect(await screen.findByText('你已于 2026-03-02 08:30 在个人中心取消报名。')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: '竞赛报名表' });
    expect(within(form).getByRole('textbox', { name: '队伍名称' })).toHaveValue('梯度下降队');
    expect(within(form).getByRole('checkbox', { name: '我已阅读并同意竞赛规则' })).not.toBeChecked();
    expect(within(form).getByRole('button', { name: '重新报名' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '立即报名' })).toBeInTheDocument();
  });

  it('once closed: no form and no call to register for someone not registered', async () => {
    logInAsChen();
    stubBackend({
      'GET /portal/competition/detail': ok(closedCompetition),
      'GET /portal/competition/registration': ok(null),
    });
    renderCompetition();
    expect(
      await screen.findByText('报名已于 2026-03-10 12:00 截止。 你没有报名本次竞赛。'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText('报名已截止')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull();
  });

  it('shows a closed registration without the change button', async () => {
    logInAsChen();
    stubBackend({
      'GET /portal/competition/detail': ok(closedCompetition),
      'GET /portal/competition/registration': ok({ ...registration, editable: false }),
    });
    renderCompetition();
    const summary = await screen.findByRole('region', { name: '我的报名' });
    expect(within(summary).getByText('报名已截止，报名信息不能再修改。')).toBeInTheDocument();
    expect(within(summary).queryByRole('button', { name: '修改报名信息' })).toBeNull();
  });

  it("says when the user's registration failed to load and asks again on retry", async () => {
    logInAsChen();
    let fail = true;
    stubBackend({
      'GET /portal/competition/detail': ok(competition),
      'GET /portal/competition/registration': () => (fail ? failure(500, 50000, '服务器内部错误') : ok(null)),
    });
    const user = userEvent.setup();
    renderCompetition();
    const alert = await within(await screen.findByRole('region', { name: '报名' })).findByRole('alert');
    expect(alert).toHaveTextContent('你的报名信息加载失败。');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('form', { name: '竞赛报名表' })).toBeInTheDocument();
  });
});
