import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Registration } from '@shui/contract';
import {
  failThenRetry,
  lastQuery,
  ok,
  openEntry,
  pageOf,
  setUpCenterSuite,
} from '../../testing/center-harness';

setUpCenterSuite();

const registration = (
  r: Partial<Registration> & Pick<Registration, 'registrationId' | 'title'>,
): Registration => ({
  eventId: r.registrationId,
  kind: 1,
  organizer: '数据科学与工程学院',
  place: '线上',
  link: null,
  signupEnd: '2026-04-01 23:59:00',
  startTime: '2026-04-10 09:00:00',
  endTime: '2026-04-12 18:00:00',
  registerTime: '2026-03-01 10:00:00',
  status: 1,
  cancelTime: null,
  phase: 'signup',
  cancellable: true,
  ...r,
});

describe('my registrations (entry d)', () => {
  it('lists the registrations with their state and cancels an open one after a confirmation', async () => {
    let list = [
      registration({ registrationId: 5, title: '水杉杯数据科学竞赛', link: '/2025' }),
      registration({
        registrationId: 3,
        kind: 2,
        title: '暑期数据科学实训营（第三期）',
        phase: 'closed',
        cancellable: false,
      }),
      registration({
        registrationId: 4,
        kind: 3,
        title: '数据库系统期中上机考试',
        status: 0,
        cancelTime: '2026-03-02 08:30:00',
        cancellable: false,
      }),
    ];
    openEntry('d', {
      'GET /portal/center/registrations': () => pageOf(list),
      'POST /portal/center/registration/cancel': () => {
        list = list.map((r) =>
          r.registrationId === 5
            ? { ...r, status: 0, cancellable: false, cancelTime: '2026-03-05 12:00:00' }
            : r,
        );
        return ok(list[0], '取消报名成功');
      },
    });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: '报名记录' });
    const item = (title: string) => within(section).getByText(title).closest('li')!;
    expect(await within(section).findByRole('link', { name: '水杉杯数据科学竞赛' })).toHaveAttribute(
      'href',
      '/2025',
    );
    expect(lastQuery('/portal/center/registrations')).toEqual({ pageNum: '1', pageSize: '10' });
    expect(within(item('水杉杯数据科学竞赛')).getByText('报名中')).toBeInTheDocument();
    expect(within(item('暑期数据科学实训营（第三期）')).getByText('实训营')).toBeInTheDocument();
    expect(within(item('暑期数据科学实训营（第三期）')).getByText('报名已截止')).toBeInTheDocument();
    expect(within(item('暑期数据科学实训营（第三期）')).queryByRole('button')).toBeNull();
    expect(within(item('数据库系统期中上机考试')).getByText('已取消')).toBeInTheDocument();
    expect(within(item('数据库系统期中上机考试')).getByText('2026-03-02 08:30')).toBeInTheDocument();

    await user.click(
      within(item('水杉杯数据科学竞赛')).getByRole('button', {
        name: '取消报名：水杉杯数据科学竞赛',
      }),
    );
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('确定取消「水杉杯数据科学竞赛」的报名吗？');
    // 再想想 keeps the registration: nothing is sent.
    await user.click(within(confirm).getByRole('button', { name: '再想想' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(lastQuery('/portal/center/registration/cancel')).toBeUndefined();
    expect(within(item('水杉杯数据科学竞赛')).getByText('报名中')).toBeInTheDocument();
    await user.click(
      within(item('水杉杯数据科学竞赛')).getByRole('button', {
        name: '取消报名：水杉杯数据科学竞赛',
      }),
    );
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '取消报名' }));
    expect(await screen.findByText('已取消「水杉杯数据科学竞赛」的报名')).toBeInTheDocument();
    expect(lastQuery('/portal/center/registration/cancel')).toEqual({ registrationId: '5' });
    await waitFor(() => expect(within(item('水杉杯数据科学竞赛')).getByText('已取消')).toBeInTheDocument());
    expect(within(section).queryByRole('button', { name: /^取消报名/ })).toBeNull();
  });

  it('pages through a long list', async () => {
    openEntry('d', {
      'GET /portal/center/registrations': (request) => {
        const pageNum = Number(request.search.get('pageNum'));
        return pageOf([registration({ registrationId: pageNum, title: `报名 ${pageNum}` })], pageNum, 10, 12);
      },
    });
    const user = userEvent.setup();
    expect(await screen.findByText('报名 1')).toBeInTheDocument();
    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('报名 2')).toBeInTheDocument();
    expect(lastQuery('/portal/center/registrations')).toEqual({ pageNum: '2', pageSize: '10' });
  });

  it('says when there is none, and offers a retry after a failure', async () => {
    await failThenRetry({
      menu: 'd',
      call: 'GET /portal/center/registrations',
      then: pageOf([]),
      failed: '报名记录加载失败，请稍后重试。',
    });
    expect(await screen.findByText('你还没有报名任何竞赛、实训或考试。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '前往竞赛报名' })).toHaveAttribute('href', '/2025');
  });
});
