import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { card, page } from './testing/sample';
import { failure, ok, renderMooc, seen, serve, setUpMoocSuite, toast } from './testing/course-harness';

setUpMoocSuite({ loggedIn: false });

const listCalls = () => seen.filter((r) => r.path === '/portal/course/list').map((r) => r.query);
const cards = () => within(screen.getByRole('list', { name: '课程' })).getAllByRole('article');

describe('course list', () => {
  it('shows the page of courses the server answers, as cards with name, teacher and tag', async () => {
    serve({
      'GET /portal/course/list': () =>
        ok(page([card(1, { courseName: '数据库系统', tag: 2, joined: true }), card(2, { tag: 4 })], 2)),
    });
    renderMooc('/mooc/course/list');
    expect(await screen.findByRole('link', { name: '数据库系统' })).toHaveAttribute('href', '/mooc/course/1');
    expect(cards()).toHaveLength(2);
    const first = cards()[0]!;
    expect(within(first).getByText('公共必修课')).toBeInTheDocument();
    expect(within(first).getByText('已加入')).toBeInTheDocument();
    expect(within(first).getByText('授课教师：王老师')).toBeInTheDocument();
    expect(within(cards()[1]!).getByText('配套教材课')).toBeInTheDocument();
    expect(screen.getByText('共 2 门课程')).toBeInTheDocument();
    expect(listCalls()).toEqual([{ pageNum: '1', pageSize: '10' }]);
  });

  it('marks the courses the caller teaches', async () => {
    serve({
      'GET /portal/course/list': () =>
        ok(page([card(1, { courseName: '数据库系统', teaching: true }), card(2, { joined: true })], 2)),
    });
    renderMooc('/mooc/course/list');
    await screen.findByRole('link', { name: '数据库系统' });
    const [taught, taken] = cards();
    expect(within(taught!).getByText('我教的课')).toBeInTheDocument();
    expect(within(taught!).queryByText('已加入')).toBeNull();
    expect(within(taken!).queryByText('我教的课')).toBeNull();
    expect(within(taken!).getByText('已加入')).toBeInTheDocument();
  });

  it('keeps tag, search and page in the address and asks the server for them', async () => {
    serve({ 'GET /portal/course/list': () => ok(page([card(1), card(2)], 45)) });
    const user = userEvent.setup();
    const router = renderMooc('/mooc/course/list?pageNum=2');
    await screen.findByRole('link', { name: '课程 1' });
    expect(listCalls().at(-1)).toEqual({ pageNum: '2', pageSize: '10' });

    const tags = screen.getByRole('radiogroup', { name: '课程类型' });
    // antd's radio input lets clicks through to its label, as a user clicks it.
    await user.click(within(tags).getByText('精品课'));
    expect(within(tags).getByRole('radio', { name: '精品课' })).toBeChecked();
    await waitFor(() => expect(router.state.location.search).toBe('?tag=3'));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ pageNum: '1', pageSize: '10', tag: '3' }));

    const box = screen.getByRole('searchbox', { name: '按课程名称搜索' });
    await user.type(box, '数据{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?tag=3&keyword=%E6%95%B0%E6%8D%AE'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ tag: '3', keyword: '数据' }));

    await user.click(await screen.findByRole('listitem', { name: '3' }));
    await waitFor(() => expect(router.state.location.search).toContain('pageNum=3'));
    await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ pageNum: '3', keyword: '数据' }));
  });

  it('says when nothing matches and clears the filters', async () => {
    serve({
      'GET /portal/course/list': ({ query }) => ok(query.keyword ? page([], 0) : page([card(5)], 1)),
    });
    const user = userEvent.setup();
    const router = renderMooc('/mooc/course/list?tag=1&keyword=%E9%87%8F%E5%AD%90');
    expect(await screen.findByText('没有符合条件的课程')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: '按课程名称搜索' })).toHaveValue('量子');
    await user.click(screen.getByRole('button', { name: '清除筛选' }));
    expect(await screen.findByRole('link', { name: '课程 5' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: '按课程名称搜索' })).toHaveValue('');
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    serve({
      'GET /portal/course/list': () =>
        fail ? failure(500, 50000, '服务器内部错误') : ok(page([card(9, { courseName: '操作系统' })])),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/course/list');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('课程列表加载失败，请稍后重试。');
    expect(toast).toHaveBeenCalledWith('服务器内部错误');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /^重\s?试$/ }));
    expect(await screen.findByRole('link', { name: '操作系统' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('goes to the last page when the address asks for one past the end', async () => {
    serve({
      'GET /portal/course/list': ({ query }) =>
        ok(query.pageNum === '9' ? page([], 12, 9) : page([card(11), card(12)], 12, 2)),
    });
    const router = renderMooc('/mooc/course/list?pageNum=9');
    expect(await screen.findByRole('link', { name: '课程 12' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pageNum=2');
  });
});
