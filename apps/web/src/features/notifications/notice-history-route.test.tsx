import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Notification } from '@shui/contract';
import { cacheList, cacheOwner } from './notification-cache';
import NoticeHistoryRoute from './notice-history-route';
import { fullTime } from './notification-time';
import { ok, stubBackend } from '../../lib/testing/stub-backend';
import { setUpNotificationsSuite, toast, token } from './testing/notifications-harness';
import { sampleNotifications } from './testing/sample';

setUpNotificationsSuite({ quietWarnings: true });

function renderHistory() {
  const router = createMemoryRouter(
    [
      {
        path: '/notice/noticeDetail',
        element: (
          <ConfigProvider locale={zhCN}>
            <App>
              <NoticeHistoryRoute />
            </App>
          </ConfigProvider>
        ),
      },
      { path: '/Course/CourseDetail', element: <p>course page</p> },
    ],
    { initialEntries: ['/notice/noticeDetail'] },
  );
  render(<RouterProvider router={router} />);
}

const many = (count: number): Notification[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    message: `消息 ${i + 1}`,
    status: i % 2 === 0 ? 0 : 1,
    createTime: `2024-05-${String(28 - (i % 28)).padStart(2, '0')} 08:30:15`,
    courseId: i + 1,
  }));

const items = () => within(screen.getByRole('list', { name: '全部消息' })).getAllByRole('listitem');

describe('the notification history', { timeout: 15_000 }, () => {
  it('shows each with message, full time, read status and view details', async () => {
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderHistory();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: '消息中心' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(items()).toHaveLength(6));
    expect(items()[4]).toHaveTextContent('作业一已批改');
    expect(items()[4]).toHaveTextContent('2024-03-05 09:08:07');
    expect(items()[4]).toHaveTextContent('已读');
    expect(items()[0]).toHaveTextContent('未读');
    expect(within(items()[0]!).getByRole('link', { name: '查看详情' })).toHaveAttribute(
      'href',
      '/Course/CourseDetail?courseId=101',
    );
    expect(screen.getByText('共 6 条')).toBeInTheDocument();
  });

  it('pages 10 by default and offers 10, 20, 30 and 50 a page', async () => {
    stubBackend({ 'GET /resource/message': ok(many(57)) });
    renderHistory();
    await waitFor(() => expect(items()).toHaveLength(10));
    const pager = screen.getByRole('navigation', { name: '消息分页' });
    await userEvent.click(within(pager).getByRole('listitem', { name: '6' }));
    expect(items()).toHaveLength(7);
    expect(items()[0]).toHaveTextContent('消息 51');

    await userEvent.click(within(pager).getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['10 条/页', '20 条/页', '30 条/页', '50 条/页']);
    await userEvent.click(screen.getByText('50 条/页', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(items()).toHaveLength(50));
    expect(items()[0]).toHaveTextContent('消息 1');
  });

  it('asks the server again even when the list is cached', async () => {
    cacheList(cacheOwner(1, token), sampleNotifications().slice(0, 1));
    const requests = stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderHistory();
    await waitFor(() => expect(items()).toHaveLength(6));
    expect(requests).toHaveLength(1);
  });

  it('says when there are none', async () => {
    stubBackend({ 'GET /resource/message': ok([]) });
    renderHistory();
    expect(await screen.findByText('暂无消息')).toBeInTheDocument();
  });

  it('says when loading failed, without a toast, and loads again on retry', async () => {
    let fail = true;
    stubBackend({
      'GET /resource/message': () =>
        fail
          ? { status: 500, body: { respCode: 50000, respMsg: '服务器内部错误', data: null } }
          : ok(sampleNotifications()),
    });
    renderHistory();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('消息加载失败，请稍后重试。');
    expect(toast).not.toHaveBeenCalled();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重\s*试/ }));
    await waitFor(() => expect(items()).toHaveLength(6));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the cached list when refreshing fails, and says so', async () => {
    cacheList(cacheOwner(1, token), sampleNotifications().slice(0, 2));
    stubBackend({
      'GET /resource/message': { status: 502, body: { respCode: 50200, respMsg: '网关错误', data: null } },
    });
    renderHistory();
    expect(await screen.findByRole('alert')).toHaveTextContent('消息未能刷新');
    expect(items()).toHaveLength(2);
  });

  it('view details marks it read and opens the course page', async () => {
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderHistory();
    await waitFor(() => expect(items()).toHaveLength(6));
    await userEvent.click(within(items()[1]!).getByRole('link', { name: '查看详情' }));
    expect(await screen.findByText('course page')).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem('shui-notifications')!)).toMatchObject({ readIds: [12] });
  });
});

describe('fullTime', () => {
  it('writes the default pattern on the backend clock', () => {
    expect(fullTime('2024-03-05 09:08:07')).toBe('2024-03-05 09:08:07');
    expect(fullTime('2024-03-05T01:08:07Z')).toBe('2024-03-05 09:08:07');
    expect(fullTime('garbled')).toBe('garbled');
  });
});
