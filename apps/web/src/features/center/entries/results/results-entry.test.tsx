import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failThenRetry, ok, openEntry, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

describe('learning results (entry g)', () => {
  it('shows per course the score, the exam stats and the attempts', async () => {
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
    expect(within(item).getByText('我的成绩 20 / 100 分')).toBeInTheDocument();
    const stats = within(item).getByLabelText('计算机科学导论的考试统计');
    expect([...stats.querySelectorAll('div')].map((d) => d.textContent)).toEqual([
      '最高分50',
      '最低分20',
      '平均分34.6',
      '总分100',
    ]);
    expect(within(item).getByRole('list', { name: '计算机科学导论的测验记录' })).toHaveTextContent(
      '测试：信息的表示20 / 30 分2026-03-06 10:29',
    );
    const none = within(section).getByRole('link', { name: '统计学基础' }).closest('li')!;
    expect(within(none).getByText('暂无成绩：还没有完成测验')).toBeInTheDocument();
    expect(within(none).getByText('本课程暂无考试统计')).toBeInTheDocument();
  });

  it('says when there is none, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'g',
      call: 'GET /portal/course/results',
      then: ok([]),
      failed: '学习成果加载失败，请稍后重试。',
    });
    expect(await screen.findByText('加入课程并完成测验后，这里会显示你的成绩。')).toBeInTheDocument();
  });
});
