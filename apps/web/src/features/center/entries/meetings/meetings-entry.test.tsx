import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Meeting } from '@shui/contract';
import { env } from '../../../../config/env';
import { failThenRetry, openEntry, pageOf, setUpCenterSuite } from '../../testing/center-harness';

setUpCenterSuite();

const meeting = (m: Partial<Meeting> & Pick<Meeting, 'meetingId' | 'title' | 'status'>): Meeting => ({
  courseId: 101,
  courseName: '计算机科学导论',
  hostName: '王老师',
  meetingNo: '728 415 306',
  startTime: '2026-03-10 19:00:00',
  endTime: '2026-03-10 20:30:00',
  joinUrl: `/__services/meeting?meetingId=${m.meetingId}`,
  ...m,
});

describe('my meetings (entry e)', () => {
  it('shows each meeting with its status, and a join link for those not ended', async () => {
    openEntry('e', {
      'GET /portal/center/meetings': () =>
        pageOf([
          meeting({ meetingId: 1, title: '第九周线上答疑：算法与复杂度', status: 'live' }),
          meeting({
            meetingId: 2,
            title: 'SQL 查询优化专题直播',
            status: 'upcoming',
            courseName: '数据库系统',
            joinUrl: 'https://meeting.example.com/j/651903274',
          }),
          meeting({ meetingId: 4, title: '第八周线上答疑：数据的表示与编码', status: 'ended' }),
        ]),
    });
    const section = await screen.findByRole('region', { name: '课程会议' });
    const item = (title: string) => within(section).getByText(title).closest('li')!;
    await within(section).findByText('第九周线上答疑：算法与复杂度');
    const live = item('第九周线上答疑：算法与复杂度');
    expect(within(live).getByText('进行中')).toBeInTheDocument();
    expect(within(live).getByText('2026-03-10 19:00 – 20:30')).toBeInTheDocument();
    expect(within(live).getByText('王老师')).toBeInTheDocument();
    const join = within(live).getByRole('link', {
      name: '进入会议：第九周线上答疑：算法与复杂度（在新标签页打开）',
    });
    expect(join).toHaveAttribute('href', `${env.api.replace(/\/$/, '')}/__services/meeting?meetingId=1`);
    expect(join).toHaveAttribute('target', '_blank');
    expect(within(item('SQL 查询优化专题直播')).getByText('即将开始')).toBeInTheDocument();
    expect(within(item('SQL 查询优化专题直播')).getByRole('link', { name: /^进入会议/ })).toHaveAttribute(
      'href',
      'https://meeting.example.com/j/651903274',
    );
    expect(within(item('第八周线上答疑：数据的表示与编码')).getByText('已结束')).toBeInTheDocument();
    expect(within(item('第八周线上答疑：数据的表示与编码')).queryByRole('link')).toBeNull();
  });

  it('says when there is none, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'e',
      call: 'GET /portal/center/meetings',
      then: pageOf([]),
      failed: '会议列表加载失败，请稍后重试。',
    });
    expect(await screen.findByText('你的课程暂时没有在线会议。')).toBeInTheDocument();
  });
});
