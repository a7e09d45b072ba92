import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { channels, noticePage, notices, nourish, rankings } from './testing/samples';
import { failure, ok, renderAt, setUpChannelSuite, stubBackend, toast } from './testing/channel-harness';

setUpChannelSuite();

const notFound = failure(404, 40400, '频道不存在');

describe('a channel page', () => {
  it('shows the banner, the sanitised rich text, the notices with status and time, the ranking and hot list', async () => {
    const requests = stubBackend({
      'GET /portal/channel/detail': ok(nourish),
      'GET /portal/channel/notices': ok(noticePage(notices(3), 3)),
      'GET /portal/channel/rankings': ok(rankings),
    });
    renderAt('/channel/nourish');
    expect(screen.getByRole('heading', { level: 1, name: '滋养计划' })).toBeInTheDocument();
    expect(await screen.findByText('滋养计划 · 课程思政示范建设')).toBeInTheDocument();

    const content = screen.getByRole('region', { name: '栏目介绍' });
    expect(within(content).getByRole('heading', { name: '计划简介' })).toBeInTheDocument();
    expect(within(content).getByText(/共立项示范课程/)).toBeInTheDocument();
    expect(content.querySelector('script, [onclick]')).toBeNull();
    expect(within(content).getByText('在线填报')).not.toHaveAttribute('href');
    expect((window as { __stolen?: boolean }).__stolen).toBeUndefined();

    const list = await screen.findByRole('list', { name: '通知公告' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('进行中通知 12025-10-28');
    expect(items[2]).toHaveTextContent('已结束通知 32025-10-26');
    expect(within(items[0]!).getByText('2025-10-28')).toHaveAttribute('datetime', '2025-10-28T01:00:00.000Z');
    // Three notices fit one page: no pager.
    expect(screen.queryByRole('navigation', { name: '通知公告分页' })).toBeNull();

    const ranking = screen.getByRole('region', { name: /排行榜/ });
    expect(within(ranking).getByText('示范课程学习人数')).toBeInTheDocument();
    expect(
      within(ranking)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1数据结构与算法2,316', '2人工智能伦理与治理1,874']);
    const hot = screen.getByRole('region', { name: '热门' });
    expect(within(hot).getByText('示范课程立项名单公示')).toBeInTheDocument();

    expect(requests.map((r) => `${r.path}?${r.search.toString()}`).sort()).toEqual([
      '/portal/channel/detail?channel=nourish',
      '/portal/channel/notices?channel=nourish&pageNum=1&pageSize=10',
      '/portal/channel/rankings?channel=nourish',
    ]);
  });

  it('pages the notices from the server, a page at a time', async () => {
    const requests = stubBackend({
      'GET /portal/channel/detail': ok(nourish),
      'GET /portal/channel/notices': ({ search }) => {
        const pageNum = Number(search.get('pageNum'));
        const pageSize = Number(search.get('pageSize'));
        const all = notices(12);
        return ok(noticePage(all.slice((pageNum - 1) * pageSize, pageNum * pageSize), 12, pageNum, pageSize));
      },
      'GET /portal/channel/rankings': ok(rankings),
    });
    renderAt('/channel/nourish');
    const pager = await screen.findByRole('navigation', { name: '通知公告分页' });
    expect(within(pager).getByText('共 12 条')).toBeInTheDocument();
    await userEvent.click(within(pager).getByRole('listitem', { name: '2' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '通知公告' })).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(screen.getByText('通知 11')).toBeInTheDocument();
    const asked = requests
      .filter((r) => r.path === '/portal/channel/notices')
      .map((r) => r.search.get('pageNum'));
    expect(asked).toEqual(['1', '2']);
  });

  it('shows a failed notices list with a retry that loads it, the rest of the page untouched', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/channel/detail': ok(nourish),
      'GET /portal/channel/notices': () =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(noticePage(notices(2), 2)),
      'GET /portal/channel/rankings': ok(rankings),
    });
    renderAt('/channel/nourish');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('通知公告加载失败。');
    // Silent: the section says it, no toast on top.
    expect(toast).not.toHaveBeenCalled();
    expect(screen.getByText('滋养计划 · 课程思政示范建设')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByText('通知 1')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows failed content with the server's message and a retry that loads it, the other parts untouched", async () => {
    let fail = true;
    stubBackend({
      // A business failure inside a 200 answer, as the error catalogue's scenarios give it.
      'GET /portal/channel/detail': () =>
        fail ? { body: { respCode: 50000, respMsg: '内容服务暂不可用', data: null } } : ok(nourish),
      'GET /portal/channel/notices': ok(noticePage(notices(2), 2)),
      'GET /portal/channel/rankings': ok(rankings),
    });
    renderAt('/channel/nourish');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('栏目内容加载失败。');
    expect(toast).toHaveBeenCalledExactlyOnceWith('内容服务暂不可用');
    expect(await screen.findByText('通知 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /排行榜/ })).getByText('数据结构与算法'),
    ).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    const content = await screen.findByRole('region', { name: '栏目介绍' });
    expect(await within(content).findByRole('heading', { name: '计划简介' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when a channel has no notices, ranking or hot entries', async () => {
    stubBackend({
      'GET /portal/channel/detail': ok({ ...nourish, contentHtml: '' }),
      'GET /portal/channel/notices': ok(noticePage([], 0)),
      'GET /portal/channel/rankings': ok({ rankingName: '学习人数', rankings: [], hot: [] }),
    });
    renderAt('/channel/nourish');
    expect(await screen.findByText('暂无通知公告。')).toBeInTheDocument();
    expect(await screen.findByText('暂无排行。')).toBeInTheDocument();
    expect(screen.getByText('暂无热门内容。')).toBeInTheDocument();
    expect(screen.getByText('该栏目暂无介绍。')).toBeInTheDocument();
  });

  it('an unknown channel says so once, with the way back to the index', async () => {
    stubBackend({
      'GET /portal/channel/detail': notFound,
      'GET /portal/channel/notices': notFound,
      'GET /portal/channel/rankings': notFound,
    });
    const router = renderAt('/channel/nourish');
    expect(await screen.findByText('该频道不存在或已下线。')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledExactlyOnceWith('频道不存在');
    expect(screen.queryByRole('heading', { name: '通知公告' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '返回频道首页' }));
    expect(router.state.location.pathname).toBe('/channel');
  });

  it('lists the recorded lessons of excellentclass/video, each opening its course in the course hall', async () => {
    stubBackend({
      'GET /portal/channel/detail': ok({
        ...nourish,
        key: 'excellentclass-video',
        videos: [
          {
            id: 1,
            title: '两阶段锁协议',
            speaker: '王立新 教授',
            duration: 2715,
            courseId: 102,
            time: '2025-10-01 09:00:00',
          },
          {
            id: 2,
            title: 'TCP 拥塞控制',
            speaker: '赵强 副教授',
            duration: 2535,
            courseId: null,
            time: '2025-09-01 09:00:00',
          },
        ],
      }),
      'GET /portal/channel/notices': ok(noticePage([], 0)),
      'GET /portal/channel/rankings': ok(rankings),
    });
    renderAt('/channel/excellentclass/video');
    expect(screen.getByRole('heading', { level: 1, name: '精品课堂视频' })).toBeInTheDocument();
    const videos = await screen.findByRole('region', { name: '课堂录像' });
    expect(within(videos).getByText('时长 45:15')).toBeInTheDocument();
    expect(within(videos).getByRole('link', { name: '在课程大厅观看《两阶段锁协议》' })).toHaveAttribute(
      'href',
      '/mooc/course/102',
    );
    expect(within(videos).getByText('录像暂未开放')).toBeInTheDocument();
  });
});

describe('the channel index', () => {
  it('lists the channels the portal has pages for, each linking to its page', async () => {
    stubBackend({ 'GET /portal/channel/list': ok(channels) });
    renderAt('/channel');
    const list = await screen.findByRole('list', { name: '全部频道' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['滋养计划', '/channel/nourish'],
      ['数据学院', '/channel/dase'],
    ]);
    expect(within(list).getByText('更新于 2025-10-08')).toBeInTheDocument();
  });

  it('shows a failed list with a retry', async () => {
    let fail = true;
    stubBackend({
      'GET /portal/channel/list': () => (fail ? failure(502, 50000, '网关错误') : ok(channels)),
    });
    renderAt('/channel');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('频道列表加载失败。');
    expect(toast).toHaveBeenCalledWith('网关错误');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s?试/ }));
    expect(await screen.findByRole('link', { name: '滋养计划' })).toBeInTheDocument();
  });

  it('says so when there is no channel', async () => {
    stubBackend({ 'GET /portal/channel/list': ok([]) });
    renderAt('/channel');
    expect(await screen.findByText('暂无频道。')).toBeInTheDocument();
  });
});
