import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envList, environment, pageOf, running, summary } from './testing/samples';
import { failure, ok, renderAt, setUpWorkshopSuite, stubBackend } from './testing/workshop-harness';

const competition = summary({
  projectId: 206,
  title: '校园用电量预测挑战赛',
  kind: 'competition',
  difficulty: 3,
  hours: 20,
  tags: ['竞赛', '时间序列'],
  imageName: '深度学习 GPU',
  deadline: '2026-12-22 23:59:59',
});
const catalogue = (n: number) =>
  Array.from({ length: n }, (_, i) => summary({ projectId: 200 + i, title: `实训 ${200 + i}` }));

describe('the catalogue, logged out', () => {
  setUpWorkshopSuite({ loggedIn: false });

  it('shows the projects as cards leading to their training pages, and the entries of each kind', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/projects': ok(pageOf([summary(), competition])),
    });
    renderAt('/work/workShop');
    expect(screen.getByRole('heading', { level: 1, name: '实训工坊' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: '全部实训项目' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: '机器学习课程实训：从数据到模型' })).toHaveAttribute(
      'href',
      '/workshop/content?id=200',
    );
    expect(cards[0]).toHaveTextContent('进阶');
    expect(cards[0]).toHaveTextContent('4 学时');
    expect(cards[0]).toHaveTextContent('环境：Python 3.11 数据科学');
    expect(cards[1]).toHaveTextContent('竞赛');
    expect(cards[1]).toHaveTextContent('截止 2026-12-22');
    expect(within(cards[1]!).getByRole('list', { name: '标签' })).toHaveTextContent('竞赛时间序列');

    const entries = screen.getByRole('navigation', { name: '实训入口' });
    expect(
      within(entries)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/work/workShopSelect',
      '/work/jupyterhubSelect',
      '/work/competitionSelect',
      '/work/cloudstudio-competition',
    ]);
    // A visitor has no environments to list, and none are asked for.
    expect(screen.queryByRole('heading', { name: '我的环境' })).toBeNull();
    expect(requests.map((r) => r.path)).toEqual(['/portal/workshop/projects']);
    expect(requests[0]?.search.toString()).toBe('pageNum=1&pageSize=10');
  });

  it('filters by kind and searches, from the server, the filters in the address', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/projects': ({ search }) =>
        ok(pageOf(search.get('kind') === 'competition' ? [competition] : [summary(), competition])),
    });
    const router = renderAt('/work/workShop');
    await screen.findByRole('list', { name: '全部实训项目' });
    const kinds = screen.getByRole('radiogroup', { name: '类型' });
    // antd's radio input lets clicks through to its label, as a user clicks it.
    await userEvent.click(within(kinds).getByText('竞赛'));
    expect(within(kinds).getByRole('radio', { name: '竞赛' })).toBeChecked();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    expect(router.state.location.search).toBe('?kind=competition');

    await userEvent.type(screen.getByRole('searchbox', { name: '搜索实训项目' }), '用电{Enter}');
    expect(await screen.findByText('“用电”的搜索结果：1 项')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?kind=competition&keyword=%E7%94%A8%E7%94%B5');
    expect(requests.at(-1)?.search.toString()).toBe(
      'kind=competition&keyword=%E7%94%A8%E7%94%B5&pageNum=1&pageSize=10',
    );
  });

  it('pages the catalogue from the server', async () => {
    const requests = stubBackend({
      'GET /portal/workshop/projects': ({ search }) => {
        const all = catalogue(12);
        const page = Number(search.get('pageNum'));
        return ok(pageOf(all.slice((page - 1) * 10, page * 10), 12, page));
      },
    });
    renderAt('/work/workShop');
    const pager = await screen.findByRole('navigation', { name: '实训项目分页' });
    expect(within(pager).getByText('共 12 项')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(requests.map((r) => r.search.get('pageNum'))).toEqual(['1', '2']);
  });

  it('says when nothing matches, with a way to clear the filters', async () => {
    stubBackend({
      'GET /portal/workshop/projects': ({ search }) => ok(pageOf(search.get('keyword') ? [] : [summary()])),
    });
    renderAt('/work/workShop?keyword=量子');
    expect(await screen.findByText('没有符合条件的实训项目。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });

  it('shows a failed catalogue with a retry that loads it', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/workshop/projects': () =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(pageOf([summary()])),
    });
    renderAt('/work/workShop');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('实训项目加载失败。');
    fail = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findAllByRole('article')).toHaveLength(1);
  });
});

describe('the catalogue, logged in', () => {
  setUpWorkshopSuite({ loggedIn: true });

  it('lists my environments with their state and the quota in use; stop and delete act on one', async () => {
    let list = envList([
      running({ envId: 7 }),
      environment({
        envId: 3,
        projectId: 202,
        projectTitle: 'SQL 实验：学生选课数据库',
        state: 'stopped',
        progress: 0,
        secondsLeft: 0,
      }),
    ]);
    const requests = stubBackend({
      'GET /portal/workshop/projects': ok(pageOf([summary()])),
      'GET /portal/workshop/env/list': () => ok(list),
      'POST /portal/workshop/env/stop': () => {
        list = envList([
          environment({ envId: 7, state: 'stopped', progress: 0, secondsLeft: 0 }),
          list.list[1]!,
        ]);
        return ok(environment({ envId: 7, state: 'stopping' }));
      },
      'POST /portal/workshop/env/delete': () => {
        list = envList([list.list[0]!]);
        return { body: { respCode: 20000, respMsg: '环境已删除', data: null } };
      },
    });
    renderAt('/work/workShop');
    const mine = await screen.findByRole('region', { name: '我的环境' });
    expect(await within(mine).findByText('运行中 1/2')).toBeInTheDocument();
    const rows = within(mine).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('机器学习课程实训：从数据到模型');
    expect(rows[0]).toHaveTextContent('运行中');
    expect(rows[1]).toHaveTextContent('已停止');
    expect(within(rows[1]!).queryByRole('button', { name: /^停止环境/ })).toBeNull();

    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: '停止环境：机器学习课程实训：从数据到模型' }),
    );
    expect(await within(mine).findByText('运行中 0/2')).toBeInTheDocument();

    await userEvent.click(within(mine).getByRole('button', { name: '删除环境：SQL 实验：学生选课数据库' }));
    await userEvent.click(await screen.findByRole('button', { name: /^删\s?除$/ }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(1));
    expect(
      requests.filter((r) => r.method === 'POST').map((r) => `${r.path}?${r.search.toString()}`),
    ).toEqual(['/portal/workshop/env/stop?envId=7', '/portal/workshop/env/delete?envId=3']);
  });
});
