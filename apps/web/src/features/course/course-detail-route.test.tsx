import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { answer } from '../../lib/events';
import { clearToken, setToken } from '../../lib/auth/token';
import { course } from './testing/sample';
import { failure, ok, renderMooc, seen, serve, setUpMoocSuite } from './testing/course-harness';

setUpMoocSuite({ loggedIn: true });

const section = (name: string) => screen.getByRole('region', { name });
const offs: Array<() => void> = [];
afterEach(() => offs.splice(0).forEach((off) => off()));

describe('course page', () => {
  it('shows the overview, sanitised intro, chapters, resources by type, progress, scores and classes', async () => {
    serve({ 'GET /portal/course/detail': () => ok(course()) });
    renderMooc('/mooc/course/101');
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学导论' })).toBeInTheDocument();
    expect(seen[0]!.query).toEqual({ courseId: '101' });
    expect(screen.getByText('精品课')).toBeInTheDocument();
    expect(screen.getByText('授课教师：王老师')).toBeInTheDocument();

    const intro = section('课程简介');
    expect(within(intro).getByText('简介').tagName).toBe('STRONG');
    expect(intro.querySelector('script')).toBeNull();
    expect(intro.querySelector('[onerror]')).toBeNull();

    const chapters = section('章节目录');
    expect(within(chapters).getByRole('link', { name: '2.1 数据的表示' })).toHaveAttribute(
      'href',
      '/mooc/lessonDetails?lessonId=21',
    );
    expect(within(chapters).getByText('已完成 1/3')).toBeInTheDocument();

    const resources = section('课程资源');
    const counts = within(resources)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(counts).toEqual(['2', '1', '1', '1', '0', '0', '0']);
    const groups = within(resources)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(groups).toEqual(['作业1 项', '视频2 项', '课件1 项', '测试1 项']);

    const completion = section('完成条件与学习进度');
    const bars = within(completion).getAllByRole('progressbar');
    expect(bars.map((b) => b.getAttribute('aria-valuenow'))).toEqual(['50', '0', '100']);
    expect(within(completion).getByRole('progressbar', { name: '观看视频' })).toBeInTheDocument();
    expect(within(completion).getByText('1 / 2')).toBeInTheDocument();

    const scores = section('测试成绩统计');
    for (const text of ['最高分', '30', '最低分', '10', '平均分', '21.5', '总分', '86']) {
      expect(within(scores).getByText(text)).toBeInTheDocument();
    }
    expect(within(section('教学班')).getByText('2025 秋季 1 班')).toBeInTheDocument();
  });

  it('is the same page at /Course/CourseDetail?courseId= (a notification\u2019s view details)', async () => {
    serve({ 'GET /portal/course/detail': () => ok(course()) });
    renderMooc('/Course/CourseDetail?courseId=101');
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学导论' })).toBeInTheDocument();
    expect(seen[0]!.query).toEqual({ courseId: '101' });
  });

  it('says plainly when the course does not exist, and asks nothing for an id that is not one', async () => {
    serve({ 'GET /portal/course/detail': () => failure(404, 40400, '课程不存在') });
    renderMooc('/mooc/course/999');
    expect(await screen.findByRole('heading', { level: 1, name: '课程不存在' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '返回课程列表' })).toHaveAttribute('href', '/mooc/course/list');
  });

  it('asks nothing for an id that is not a number', async () => {
    serve({});
    renderMooc('/Course/CourseDetail?courseId=abc');
    expect(await screen.findByRole('heading', { level: 1, name: '课程不存在' })).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it('joins, then shows the course as taken', async () => {
    let joined = false;
    serve({
      'GET /portal/course/detail': () => ok(course({ joined })),
      'GET /portal/course/qa': () => ok([]),
      'POST /portal/course/join': () => {
        joined = true;
        return ok(null, '加入课程成功');
      },
    });
    const user = userEvent.setup();
    renderMooc('/mooc/course/101');
    await user.click(await screen.findByRole('button', { name: '加入课程' }));
    expect(await screen.findByRole('button', { name: '退出课程' })).toBeInTheDocument();
    expect(screen.getByText('你已加入本课程')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')).toMatchObject({
      path: '/portal/course/join',
      query: { courseId: '101' },
    });
  });

  it('leaves only after the confirmation', async () => {
    let joined = true;
    serve({
      'GET /portal/course/detail': () => ok(course({ joined })),
      'GET /portal/course/qa': () => ok([]),
      'POST /portal/course/leave': () => {
        joined = false;
        return ok(null);
      },
    });
    const user = userEvent.setup();
    renderMooc('/mooc/course/101');
    await user.click(await screen.findByRole('button', { name: '退出课程' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('确定退出课程吗？');
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '退出课程' }));
    expect(await screen.findByRole('button', { name: '加入课程' })).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/portal/course/leave']);
  });

  it('asks a logged-out user to log in instead of joining', async () => {
    clearToken();
    let asked = 0;
    offs.push(answer('shui:need-login', () => ++asked > 0));
    serve({ 'GET /portal/course/detail': () => ok(course()) });
    const user = userEvent.setup();
    renderMooc('/mooc/course/101');
    await user.click(await screen.findByRole('button', { name: '加入课程' }));
    expect(asked).toBe(1);
    expect(seen.some((r) => r.method === 'POST')).toBe(false);
    expect(screen.getByText('登录并加入课程后可查看你的学习进度。')).toBeInTheDocument();
    expect(within(section('完成条件与学习进度')).queryAllByRole('progressbar')).toEqual([]);
    setToken('tok');
  });

  it('offers the course\u2019s own teacher his dashboard, not joining', async () => {
    serve({ 'GET /portal/course/detail': () => ok(course({ teaching: true, joined: false })) });
    renderMooc('/mooc/course/101');
    expect(await screen.findByRole('heading', { level: 1, name: '计算机科学导论' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '进入教师后台' })).toHaveAttribute(
      'href',
      '/teacher?courseId=101',
    );
    expect(screen.getByText('你是本课程的授课教师')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '加入课程' })).toBeNull();
    expect(screen.queryByText('加入课程后即可学习各课时。')).toBeNull();
  });

  it("shows a student's questions with the teacher's answers, and asks a new one", async () => {
    serve({
      'GET /portal/course/detail': () => ok(course({ joined: true })),
      'GET /portal/course/qa': () =>
        ok([
          {
            id: 1,
            courseId: 101,
            question: '第三章习题 2 中的补码怎么计算？',
            answer: '先取反，再加一。',
            createTime: '2026-11-25 09:30:00',
          },
        ]),
      'POST /portal/course/qa/ask': (r) =>
        ok(
          {
            id: 14,
            courseId: 101,
            question: (r.body as { question: string }).question,
            answer: null,
            createTime: '2026-11-26 10:00:00',
          },
          '提问成功',
        ),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/course/101');
    const mine = await screen.findByRole('region', { name: '我的提问' });
    expect(await within(mine).findByText('先取反，再加一。')).toBeInTheDocument();
    expect(within(mine).getByText('老师回答：')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: '提交问题' }));
    expect(within(mine).getByRole('alert')).toHaveTextContent('请输入问题');
    await user.type(within(mine).getByRole('textbox', { name: '向授课教师提问' }), '  浮点数为什么有误差？ ');
    await user.click(within(mine).getByRole('button', { name: '提交问题' }));
    await waitFor(() => expect(within(mine).getAllByRole('listitem')).toHaveLength(2));
    const first = within(mine).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('浮点数为什么有误差？');
    expect(within(first).getByText('等待老师回答')).toBeInTheDocument();
    const sent = seen.find((r) => r.method === 'POST')!;
    expect([sent.query, sent.body]).toEqual([{ courseId: '101' }, { question: '浮点数为什么有误差？' }]);
    expect(within(mine).getByRole('textbox', { name: '向授课教师提问' })).toHaveValue('');
  });

  it('toggles the favourite', async () => {
    serve({
      'GET /portal/course/detail': () => ok(course()),
      'POST /portal/favorite/add': () => ok(null, '收藏成功'),
      'POST /portal/favorite/remove': () => ok(null, '已取消收藏'),
    });
    const user = userEvent.setup();
    renderMooc('/mooc/course/101');
    const star = await screen.findByRole('button', { name: '收藏' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'true'),
    );
    await user.click(screen.getByRole('button', { name: '收藏' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '收藏' })).toHaveAttribute('aria-pressed', 'false'),
    );
    expect(seen.filter((r) => r.method === 'POST').map((r) => [r.path, r.query])).toEqual([
      ['/portal/favorite/add', { targetType: 'course', targetId: '101' }],
      ['/portal/favorite/remove', { targetType: 'course', targetId: '101' }],
    ]);
  });
});
