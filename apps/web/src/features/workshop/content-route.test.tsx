import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { envList, environment, project, running } from './testing/samples';
import { failure, ok, renderAt, setUpWorkshopSuite, stubBackend, toast } from './testing/workshop-harness';

const panel = () => screen.getByRole('region', { name: '实训环境' });

/** The page at `entry`, once its environment panel is there. */
async function open(entry: string) {
  renderAt(entry);
  await screen.findByRole('region', { name: '实训环境' });
}

describe('a training page, logged in', () => {
  setUpWorkshopSuite({ loggedIn: true });

  it('shows the guide step by step, sanitised, beside the environment panel', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': ok(envList([])),
    });
    renderAt('/workshop/content?id=200');
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    const guide = screen.getByRole('region', { name: '实训指引' });
    expect(within(guide).getByText('共 2 步，约 60 分钟')).toBeInTheDocument();
    const steps = within(guide)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('h3'));
    expect(steps.map((li) => li.querySelector('h3')?.textContent)).toEqual([
      '第 1 步准备环境与数据',
      '第 2 步探索性数据分析',
    ]);
    expect(within(guide).getByText('import pandas as pd')).toBeInTheDocument();
    expect(guide.querySelector('script, [onclick]')).toBeNull();
    expect((window as { __stolen?: boolean }).__stolen).toBeUndefined();

    // No environment yet: what the image gives, and the start button.
    expect(await within(panel()).findByRole('button', { name: '启动环境' })).toBeInTheDocument();
    expect(within(panel()).getByText('2 核 CPU · 4 GB 内存')).toBeInTheDocument();
    expect(within(panel()).getByText('运行中 0/2')).toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}?${r.search.toString()}`).sort()).toEqual([
      'GET /portal/workshop/env/list?',
      'GET /portal/workshop/project?projectId=200',
    ]);
  });

  it('starts an environment, shows its progress while the server says starting, then the environment in a frame', async () => {
    // Timers that follow the real clock (the page polls as it would), which the test can also move on.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    let state: 'none' | 'starting' | 'running' = 'none';
    let polls = 0;
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': () => {
        if (state === 'starting') {
          polls += 1;
          // The second poll finds it running.
          if (polls >= 2) state = 'running';
          return ok(envList([environment({ progress: 60, secondsLeft: 2 })]));
        }
        return ok(envList(state === 'running' ? [running()] : []));
      },
      'POST /portal/workshop/env/create': () => {
        state = 'starting';
        return ok(environment());
      },
    });
    await open('/workshop/content?id=200');
    await userEvent.click(await within(panel()).findByRole('button', { name: '启动环境' }));

    expect(await within(panel()).findByText('环境启动中，请稍候…')).toBeInTheDocument();
    const bar = within(panel()).getByRole('progressbar', { name: '启动进度' });
    expect(bar).toBeInTheDocument();
    expect(within(panel()).getByText('启动中')).toBeInTheDocument();
    expect(within(panel()).queryByTitle(/实训环境：/)).toBeNull();

    const frame = await within(panel()).findByTitle('实训环境：Python 3.11 数据科学', {}, { timeout: 8000 });
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toMatch(/\/__services\/workshop-env\?envId=7&key=abc$/);
    expect(within(panel()).getByText('运行中', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: /在新窗口打开/ })).toHaveAttribute('target', '_blank');
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.search.toString())).toEqual([
      'projectId=200',
    ]);

    // Running, nothing changes by itself: a minute later, it has not been asked again.
    const asked = requests.filter((r) => r.path === '/portal/workshop/env/list').length;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(requests.filter((r) => r.path === '/portal/workshop/env/list')).toHaveLength(asked);
  });

  it('stops a running environment', async () => {
    let stopped = false;
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': () =>
        ok(envList([stopped ? environment({ state: 'stopped', progress: 0, secondsLeft: 0 }) : running()])),
      'POST /portal/workshop/env/stop': () => {
        stopped = true;
        return ok(environment({ state: 'stopping', progress: 0, secondsLeft: 2 }));
      },
    });
    await open('/workshop/content?id=200');
    await userEvent.click(await within(panel()).findByRole('button', { name: '停止环境' }));
    expect(
      await within(panel()).findByText('环境已停止，文件已保留。重新启动即可继续。'),
    ).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: '重新启动' })).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.search.get('envId')).toBe('7');
  });

  it('past the quota: the toast of the server and an alert that says where to stop one', async () => {
    stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': ok(
        envList([running({ envId: 3, projectId: 201, projectTitle: 'Python 数据分析入门' })], { quota: 1 }),
      ),
      'POST /portal/workshop/env/create': failure(409, 40901, '运行中的环境已达上限（1 个），请先停止一个'),
    });
    await open('/workshop/content?id=200');
    await userEvent.click(await within(panel()).findByRole('button', { name: '启动环境' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      '同时运行的环境最多 1 个，请在「我的环境」中停止一个后再启动',
    );
    expect(toast).toHaveBeenCalledWith('运行中的环境已达上限（1 个），请先停止一个');
    expect(within(panel()).getByRole('button', { name: '启动环境' })).toBeEnabled();
  });

  it('past the quota, a stop in 我的环境 frees the place: the alert goes and the start goes through', async () => {
    const other = { envId: 3, projectId: 201, projectTitle: 'Python 数据分析入门' };
    // The server's: a stop frees the place at once (apps/fake-api/test/workshop.test.ts).
    let list = envList([running(other)], { quota: 1 });
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': () => ok(list),
      'POST /portal/workshop/env/stop': () => {
        list = envList([environment({ ...other, state: 'stopping', progress: 0, secondsLeft: 1 })], {
          quota: 1,
        });
        return ok(list.list[0]);
      },
      'POST /portal/workshop/env/create': () => {
        if (list.active >= list.quota)
          return failure(409, 40901, '运行中的环境已达上限（1 个），请先停止一个');
        list = envList([environment({ envId: 8 }), ...list.list], { quota: 1 });
        return ok(list.list[0]);
      },
    });
    await open('/workshop/content?id=200');
    await userEvent.click(await within(panel()).findByRole('button', { name: '启动环境' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      '同时运行的环境最多 1 个，请在「我的环境」中停止一个后再启动',
    );

    const mine = screen.getByRole('region', { name: '我的环境' });
    await userEvent.click(within(mine).getByRole('button', { name: '停止环境：Python 数据分析入门' }));
    await waitFor(() => expect(within(panel()).queryByRole('alert')).toBeNull());
    expect(within(panel()).getByText('运行中 0/1')).toBeInTheDocument();

    await userEvent.click(within(panel()).getByRole('button', { name: '启动环境' }));
    expect(await within(panel()).findByRole('progressbar', { name: '启动进度' })).toBeInTheDocument();
    expect(within(panel()).queryByRole('alert')).toBeNull();
    expect(
      requests.filter((r) => r.method === 'POST').map((r) => `${r.path}?${r.search.toString()}`),
    ).toEqual([
      '/portal/workshop/env/create?projectId=200',
      '/portal/workshop/env/stop?envId=3',
      '/portal/workshop/env/create?projectId=200',
    ]);
  });

  it('a start that failed: the reason, and a retry that starts it again', async () => {
    let retried = false;
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': () =>
        ok(
          envList([
            retried
              ? running()
              : environment({
                  state: 'failed',
                  progress: 0,
                  secondsLeft: 0,
                  failReason: '环境启动失败：资源调度超时，请重试',
                }),
          ]),
        ),
      'POST /portal/workshop/env/start': () => {
        retried = true;
        return ok(environment());
      },
    });
    await open('/workshop/content?id=200');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('环境启动失败');
    expect(alert).toHaveTextContent('资源调度超时');
    await userEvent.click(within(panel()).getByRole('button', { name: '重新启动' }));
    expect(
      await within(panel()).findByTitle('实训环境：Python 3.11 数据科学', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(
      requests.filter((r) => r.method === 'POST').map((r) => `${r.path}?${r.search.toString()}`),
    ).toEqual(['/portal/workshop/env/start?envId=7']);
  });

  it('an environment list that fails shows its error and a retry, and no toast', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': () => (fail ? failure(500, 50000, '服务器内部错误') : ok(envList([]))),
    });
    await open('/workshop/content?id=200');
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('环境状态加载失败。');
    expect(toast).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await within(panel()).findByRole('button', { name: '启动环境' })).toBeInTheDocument();
  });

  it('/shiXunDemo without an id shows the machine-learning coursework (200)', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/project': ok(project),
      'GET /portal/workshop/env/list': ok(envList([])),
    });
    renderAt('/shiXunDemo');
    expect(await screen.findByRole('heading', { level: 1, name: project.title })).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/portal/workshop/project')?.search.get('projectId')).toBe('200');
  });

  it('says so for a project that does not exist, and for no id at all, with the way back', async () => {
    stubBackend({
      'GET /portal/workshop/project': failure(404, 40400, '实训项目不存在'),
      'GET /portal/workshop/env/list': ok(envList([])),
    });
    renderAt('/workshop/content?id=999');
    expect(await screen.findByRole('heading', { level: 1, name: '实训项目不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回实训工坊' })).toHaveAttribute('href', '/work/workShop');
  });

  it('a page without an id asks nothing', async () => {
    const requests = stubBackend({});
    renderAt('/workshop/content');
    expect(await screen.findByRole('heading', { level: 1, name: '未指定实训项目' })).toBeInTheDocument();
    await waitFor(() => expect(requests).toEqual([]));
  });
});

describe('a training page, logged out', () => {
  setUpWorkshopSuite({ loggedIn: false });

  it('shows the guide and asks to log in to start, without asking for environments', async () => {
    const requests = stubBackend({ 'GET /portal/workshop/project': ok(project) });
    await open('/workshop/content?id=200');
    expect(await within(panel()).findByText('登录后即可启动实训环境。')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '实训指引' })).toBeInTheDocument();
    const router = await userEvent
      .click(within(panel()).getByRole('button', { name: '登录' }))
      .then(() => screen.findByText('login page'));
    expect(router).toBeInTheDocument();
    expect(requests.map((r) => r.path)).toEqual(['/portal/workshop/project']);
  });
});
