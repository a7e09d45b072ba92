import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '@shui/contract';
import {
  ok,
  questions,
  renderTeacher,
  serverError,
  setUpTeacherSuite,
  teacherBackend,
  teacherOnly,
  toast,
} from './testing/teacher-harness';

// The charts draw on a canvas, which jsdom has not: stand-ins that show what they were given.
vi.mock('./components/charts/activity-plot', () => ({
  default: ({ data }: { data: Array<{ date: string; value: number }> }) => (
    <p data-testid="activity-plot">{data.map((d) => `${d.date}:${d.value}`).join(' ')}</p>
  ),
}));
vi.mock('./components/charts/score-plot', () => ({
  default: ({ data }: { data: Array<{ band: string; value: number }> }) => (
    <p data-testid="score-plot">{data.map((d) => `${d.band}:${d.value}`).join(' ')}</p>
  ),
}));

setUpTeacherSuite();

const region = (name: string) => screen.findByRole('region', { name });

describe('the teacher view', () => {
  it("shows the overview, the course's activity and scores as charts with their data, and its questions", async () => {
    const requests = teacherBackend();
    renderTeacher();
    expect(await screen.findByRole('heading', { level: 1, name: '教师后台' })).toBeInTheDocument();

    const overview = await screen.findByLabelText('全部课程概况');
    await waitFor(() => expect(within(overview).getByText('70%')).toBeInTheDocument());
    expect(within(overview).getByText('78.26')).toBeInTheDocument();

    const activity = await region('学习活跃度');
    expect(await within(activity).findByTestId('activity-plot')).toHaveTextContent(
      '11-23:9 11-24:12 11-25:7',
    );
    expect(
      within(activity).getByText(
        '计算机科学导论近 3 天每天的活跃学生人数：共 18 名学生有学习记录，最活跃的一天是 2026-11-24（12 人）。',
      ),
    ).toBeInTheDocument();
    const activityRows = within(within(activity).getByRole('table')).getAllByRole('row');
    expect(activityRows.map((r) => r.textContent)).toEqual([
      '日期活跃学生学习次数',
      '2026-11-25721',
      '2026-11-241236',
      '2026-11-23927',
    ]);

    const scores = await region('成绩分布');
    expect(await within(scores).findByTestId('score-plot')).toHaveTextContent(
      '0–59:1 60–69:2 70–79:4 80–89:2 90–100:1',
    );
    expect(
      within(scores).getByText(/平均分 76.5，最高分 98，最低分 52；人数最多的分数段是 70–79 分（4 人）/),
    ).toBeInTheDocument();

    const asked = await region('学生提问');
    const items = await within(asked).findAllByRole('listitem');
    expect(items.map((i) => within(i).getByText(/？$/).textContent)).toEqual([
      '第三章习题 2 中的补码怎么计算？',
      '作业可以延期提交吗？',
    ]);
    expect(within(items[0]!).getByText('待回答')).toBeInTheDocument();
    expect(within(items[0]!).getByText('李同学')).toBeInTheDocument();
    expect(within(items[1]!).getByText('已回答')).toBeInTheDocument();
    expect(within(items[1]!).getByText('回答：可以，请在截止后 24 小时内提交。')).toBeInTheDocument();
    expect(within(asked).getByText('共 2 个提问，1 个待回答')).toBeInTheDocument();

    expect(requests.find((r) => r.path === endpoints.dailyLiveness.path)?.search.toString()).toBe(
      'courseId=101&days=14',
    );
    expect(toast).not.toHaveBeenCalled();
  });

  it('switches course and period, keeping the course in the address', async () => {
    const requests = teacherBackend();
    const user = userEvent.setup();
    const router = renderTeacher();
    await screen.findByTestId('activity-plot');

    await user.click(screen.getByRole('radio', { name: '近 30 天' }).closest('label')!);
    await waitFor(() =>
      expect(requests.some((r) => r.search.toString() === 'courseId=101&days=30')).toBe(true),
    );

    await user.click(screen.getByRole('combobox', { name: '课程' }));
    await user.click(await screen.findByText('数据库系统 · 16 名学生'));
    expect(router.state.location.search).toBe('?courseId=102');
    const activity = await region('学习活跃度');
    expect(await within(activity).findByText('这段时间还没有学生的学习记录。')).toBeInTheDocument();
    const asked = await region('学生提问');
    expect(within(asked).getByText('第二范式和第三范式的区别能再举个例子吗？')).toBeInTheDocument();
    expect(within(asked).queryByText('作业可以延期提交吗？')).toBeNull();
  });

  it("answers a student's question: the answer is sent, shown, and the pending count drops", async () => {
    const requests = teacherBackend({
      [`POST ${endpoints.answerQuestion.path}`]: (r) =>
        ok({ ...questions[0]!, answer: (r.body as { answer: string }).answer }, '回答成功'),
    });
    const user = userEvent.setup();
    renderTeacher();
    const figures = await screen.findByLabelText('计算机科学导论 概况');
    const pending = await within(figures).findByRole('link', { name: '1' });
    expect(pending).toHaveAttribute('href', '#shui-teacher-questions');

    const asked = await region('学生提问');
    await user.click(
      await within(asked).findByRole('button', { name: '回答：第三章习题 2 中的补码怎么计算？' }),
    );
    const box = within(asked).getByRole('textbox', { name: '对“第三章习题 2 中的补码怎么计算？”的回答' });
    await user.click(within(asked).getByRole('button', { name: '提交回答' }));
    expect(within(asked).getByRole('alert')).toHaveTextContent('请输入回答');
    await user.type(box, ' 先取反，再加一。 ');
    await user.click(within(asked).getByRole('button', { name: '提交回答' }));

    expect(await within(asked).findByText('回答：先取反，再加一。')).toBeInTheDocument();
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ id: 1, answer: '先取反，再加一。' });
    expect(within(asked).getByText('共 2 个提问，0 个待回答')).toBeInTheDocument();
    expect(within(figures).getByRole('link', { name: '0' })).toBeInTheDocument();
    expect(within(asked).queryByRole('textbox')).toBeNull();
    expect(
      within(asked).getByRole('button', { name: '修改回答：第三章习题 2 中的补码怎么计算？' }),
    ).toBeInTheDocument();
  });

  it('shows the homework handed in, late submissions marked', async () => {
    teacherBackend();
    const user = userEvent.setup();
    renderTeacher();
    const handedIn = await region('作业提交');
    await within(handedIn).findByText('作业：信息的表示');
    const items = within(handedIn).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('作业：信息的表示')).toBeInTheDocument();
    expect(within(items[0]!).getByText('已提交 2 / 24')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1 份逾期')).toBeInTheDocument();
    await user.click(within(items[0]!).getByText('查看 2 份提交'));
    const rows = within(within(items[0]!).getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      '学生文件提交时间状态',
      '李同学 补码.pdf2026-11-25 10:00:00逾期',
      '张合作 10215501001 信息的表示.docx2026-11-17 20:00:00按时',
    ]);
    expect(within(items[1]!).getByText('已提交 0 / 24')).toBeInTheDocument();
  });

  it('tells a student plainly that the page is for teachers, without a toast', async () => {
    teacherBackend({ [`GET ${endpoints.teacherCourses.path}`]: teacherOnly });
    const user = userEvent.setup();
    const router = renderTeacher();
    expect(await screen.findByRole('heading', { name: '仅教师可以查看此页面' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '学习活跃度' })).toBeNull();
    expect(toast).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '返回首页' }));
    expect(router.state.location.pathname).toBe('/home');
  });

  it('says when the courses cannot be loaded, and loads them again on retry', async () => {
    let fail = true;
    teacherBackend({
      [`GET ${endpoints.teacherCourses.path}`]: () =>
        fail ? serverError : { body: { respCode: 20000, respMsg: '操作成功', data: [] } },
    });
    const user = userEvent.setup();
    renderTeacher();
    expect(
      await screen.findByRole('heading', { name: '教师后台加载失败，请稍后重试。' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /^重 ?试$/ }));
    expect(await screen.findByText('您目前没有任教的课程。')).toBeInTheDocument();
  });

  it("shows a card's failure with a retry while the rest of the page works", async () => {
    let fail = true;
    teacherBackend({
      [`GET ${endpoints.scoreDistribution.path}`]: () =>
        fail
          ? serverError
          : {
              body: {
                respCode: 20000,
                respMsg: '操作成功',
                data: {
                  courseId: 101,
                  courseName: '计算机科学导论',
                  studentCount: 24,
                  scoredCount: 0,
                  avgScore: 0,
                  maxScore: 0,
                  minScore: 0,
                  bands: [],
                },
              },
            },
    });
    const user = userEvent.setup();
    renderTeacher();
    const scores = await region('成绩分布');
    expect(await within(scores).findByText('数据加载失败。')).toBeInTheDocument();
    expect(await screen.findByTestId('activity-plot')).toBeInTheDocument();
    fail = false;
    await user.click(within(scores).getByRole('button', { name: /^重 ?试$/ }));
    expect(await within(scores).findByText('这门课程还没有考试成绩。')).toBeInTheDocument();
  });
});
