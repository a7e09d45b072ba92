import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failThenRetry, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

describe('learning results (entry g)', () => {
  it("shows per course the user's score and attempts, the course's statistics apart under their own heading, and a green labelled ring", async () => {
    openEntry('g', {
      'GET /portal/course/results': () =>
        ok([
          {
            courseId: 101,
            courseName: '计算机科学导论',
            score: 20,
            fullScore: 100,
            scoreStats: { maxScore: 50, minScore: 20, avgScore: 34.56, totalScore: 100 },
            progress: 50,
            attempts: [
              {
                resourceId: 5,
                title: '测试：信息的表示',
                score: 20,
                total: 30,
                submitTime: '2026-03-06 10:29:09',
              },
            ],
          },
          {
            courseId: 105,
            courseName: '统计学基础',
            score: null,
            fullScore: 60,
            scoreStats: null,
            progress: 0,
            attempts: [],
          },
        ]),
    });
    const section = await screen.findByRole('region', { name: '课程成绩' });
    const item = (await within(section).findByRole('link', { name: '计算机科学导论' })).closest('li')!;
    // The user's own part, under 我的成绩: the score and the attempts.
    const mine = within(item).getByRole('region', { name: '我的成绩' });
    expect(within(mine).getByText('20 / 100 分')).toBeInTheDocument();
    expect(within(mine).getByRole('list', { name: '计算机科学导论的测试记录' })).toHaveTextContent(
      '测试：信息的表示20 / 30 分2026-03-06 10:29',
    );
    // The course's statistics apart, under a heading that says they are all its students'.
    const course = within(item).getByRole('region', { name: '课程成绩统计（全体学生）' });
    expect(within(mine).queryByText('最高分')).toBeNull();
    const stats = within(course).getByLabelText('计算机科学导论的测试成绩统计（全体学生）');
    expect([...stats.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      '最高分50',
      '最低分20',
      '平均分34.6',
      '总分100',
    ]);
    // The progress ring, in the theme's green and with its caption.
    const ring = within(item).getByRole('progressbar', { name: '计算机科学导论的学习进度' });
    expect(
      ring.querySelector('[stroke="#1f7a3f"], [style*="#1f7a3f"], [style*="31, 122, 63"]'),
    ).not.toBeNull();
    expect(within(item).getByText('学习进度')).toBeInTheDocument();

    const none = within(section).getByRole('link', { name: '统计学基础' }).closest('li')!;
    expect(within(none).getByText('暂无成绩：还没有完成测试')).toBeInTheDocument();
    expect(within(none).getByText('本课程暂无测试成绩统计')).toBeInTheDocument();
  });

  it('says when there is none, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'g',
      call: 'GET /portal/course/results',
      then: ok([]),
      failed: '学习成果加载失败，请稍后重试。',
    });
    expect(await screen.findByText('加入课程并完成测试后，这里会显示你的成绩。')).toBeInTheDocument();
  });
});
