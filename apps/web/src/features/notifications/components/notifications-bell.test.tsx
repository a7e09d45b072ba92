import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { Suspense } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { cacheList, cacheOwner } from '../notification-cache';
import NotificationsBell from './notifications-bell';
import { ok, stubBackend } from '../../../lib/testing/stub-backend';
import { modal, setUpNotificationsSuite, toast, token } from '../testing/notifications-harness';
import { sampleNotifications } from '../testing/sample';

setUpNotificationsSuite();

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{pathname + search}</output>;
}

function renderBell() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <App>
          <Suspense fallback={<p>loading</p>}>
            <NotificationsBell />
          </Suspense>
          <Where />
        </App>
      ),
    },
  ]);
  render(<RouterProvider router={router} />);
}

const bell = () => screen.getByRole('button', { name: /^待办与消息/ });
const panel = () => screen.getByRole('region', { name: '待办' });
const items = () => within(within(panel()).getByRole('list', { name: '待办消息' })).getAllByRole('listitem');

describe('the bell', { timeout: 15_000 }, () => {
  it('loads the list with the session user id and shows the unread dot', async () => {
    const requests = stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderBell();
    expect(
      await screen.findByRole('button', { name: '待办与消息，有未读消息' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.search.get('receiveUserId')).toBe('1');
  });

  it('shows no dot when every notification is read', async () => {
    const all = sampleNotifications().map((n) => ({ ...n, status: 1 as const }));
    stubBackend({ 'GET /resource/message': ok(all) });
    renderBell();
    await waitFor(() => expect(bell()).toHaveAccessibleName('待办与消息'));
    await userEvent.click(bell());
    expect(items()).toHaveLength(4);
  });

  it('takes the list from the session cache without asking the server', async () => {
    const requests = stubBackend({});
    cacheList(cacheOwner(1, token), sampleNotifications().slice(4));
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: '待办与消息' }));
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('作业一已批改'),
      expect.stringContaining('欢迎加入'),
    ]);
    expect(requests).toHaveLength(0);
  });

  it('ignores a cache of another login', async () => {
    const requests = stubBackend({ 'GET /resource/message': ok([]) });
    cacheList(cacheOwner(1, 'an-older-token'), sampleNotifications());
    renderBell();
    await waitFor(() => expect(requests).toHaveLength(1));
  });
});

describe('the to-do panel', { timeout: 15_000 }, () => {
  it('shows 4 a page with message, relative time and view details, then the next page', async () => {
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    expect(items()).toHaveLength(4);
    const [first, second, third, fourth] = items();
    expect(first).toHaveTextContent('新作业：第三章习题');
    expect(first).toHaveTextContent('刚刚');
    expect(second).toHaveTextContent('25分钟前');
    expect(third).toHaveTextContent('3小时前');
    expect(fourth).toHaveTextContent('昨天');
    expect(within(panel()).getAllByText('查看详情')).toHaveLength(4);

    await userEvent.click(within(panel()).getByRole('listitem', { name: '2' }));
    expect(items().map((li) => li.textContent)).toEqual([
      expect.stringContaining('2024-03-05 09:08'),
      expect.stringContaining('2024-03-01 18:00'),
    ]);
  });

  it('view details with a course marks it read, remembers it and opens the course page', async () => {
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    const link = within(items()[0]!).getByRole('link', { name: '查看详情' });
    expect(link).toHaveAttribute('href', '/Course/CourseDetail?courseId=101');
    await userEvent.click(link);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/Course/CourseDetail?courseId=101',
    );
    expect(JSON.parse(sessionStorage.getItem('shui-notifications')!)).toMatchObject({ readIds: [11] });
    await userEvent.click(bell());
    expect(items()[0]).toHaveTextContent('已读：新作业：第三章习题');
  });

  it('view details without a course is only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    await userEvent.click(within(items()[2]!).getByRole('button', { name: '查看详情' }));
    expect(info).toHaveBeenCalledWith(expect.stringContaining('notification 13'));
    expect(items()[2]).toHaveTextContent('未读：实训环境维护');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/$/);
    expect(toast).not.toHaveBeenCalled();
  });

  it('mark all as read posts the ids, then all show read and the dot goes', async () => {
    const requests = stubBackend({
      'GET /resource/message': ok(sampleNotifications()),
      'POST /resource/message/marked': ok(null),
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    await userEvent.click(within(panel()).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(bell()).toHaveAccessibleName('待办与消息'));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual([11, 12, 13, 14, 15, 16]);
    for (const item of items()) expect(item).toHaveTextContent(/^已读：/);
    expect(within(panel()).getByRole('button', { name: '全部已读' })).toBeDisabled();
  });

  it('a failed mark-read is logged only and changes nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubBackend({
      'GET /resource/message': ok(sampleNotifications()),
      'POST /resource/message/marked': {
        status: 500,
        body: { respCode: 50000, respMsg: '服务器内部错误', data: null },
      },
    });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    await userEvent.click(within(panel()).getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(bell()).toHaveAccessibleName('待办与消息，有未读消息');
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();
  });

  it('a failed fetch (even 401) is logged only: no toast, no dialog, an empty list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubBackend({
      'GET /resource/message': {
        status: 401,
        body: { respCode: 40100, respMsg: '登录过期，请重新登录', data: null },
      },
    });
    renderBell();
    await waitFor(() => expect(warn).toHaveBeenCalled());
    await userEvent.click(bell());
    expect(within(panel()).getByText('暂无消息')).toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
    expect(modal).not.toHaveBeenCalled();
  });

  it('links the history centre and closes on Escape', async () => {
    stubBackend({ 'GET /resource/message': ok(sampleNotifications()) });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: /有未读消息/ }));
    expect(within(panel()).getByRole('link', { name: '历史中心' })).toHaveAttribute(
      'href',
      '/notice/noticeDetail',
    );
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    expect(bell()).toHaveFocus();
  });
});
