import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { env } from '../../config/env';
import { sessionStore } from '../../lib/auth/session';
import {
  menu,
  ok,
  openCenter,
  openEntry,
  renderCenter,
  seen,
  serve,
  setUpCenterSuite,
  student,
  toast,
} from './testing/center-harness';

setUpCenterSuite();

describe('personal centre', () => {
  it('lists the ten entries in order and shows personal info first', async () => {
    openCenter();
    expect(await screen.findByRole('heading', { level: 1, name: '个人中心' })).toBeInTheDocument();
    const links = within(menu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      '个人信息',
      '我的课程',
      '我的报名',
      '我的会议',
      '我的收藏',
      '学习成果',
      '挑战题库',
      '考勤记录',
      '智能助教',
      '知识点',
    ]);
    expect(within(menu()).getByRole('link', { name: '个人信息' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 2, name: '个人信息' })).toBeInTheDocument();
  });

  it('selects an entry through the address and shows that entry alone', async () => {
    const router = openCenter(
      {
        'GET /portal/student/checkCurrent': () => ok([]),
        'GET /portal/student/checkHistory': () => ok([]),
      },
      '/center/index',
    );
    const user = userEvent.setup();
    await user.click(await within(menu()).findByRole('link', { name: '考勤记录' }));
    expect(router.state.location.pathname).toBe('/center/index');
    expect(router.state.location.search).toBe('?menu=h');
    expect(within(menu()).getByRole('link', { name: '考勤记录' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: '个人信息' })).not.toHaveAttribute('aria-current');
    const section = screen.getByRole('region', { name: '考勤记录' });
    expect(await within(section).findByRole('region', { name: '当前签到' })).toBeInTheDocument();
    expect(within(section).getByRole('region', { name: '签到记录' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认修改' })).toBeNull();
  });

  it('shows personal info for an unknown entry', async () => {
    openEntry('z');
    expect(await screen.findByRole('heading', { level: 2, name: '个人信息' })).toBeInTheDocument();
  });

  it('shows name, number and avatar from GET /sys/users/current', async () => {
    serve({
      'GET /sys/users/current': () =>
        ok({ id: 3, truename: '张合作', headImgUrl: '/uploads/avatar-1.png', userNumber: '10215501001' }),
    });
    renderCenter();
    const profile = await screen.findByRole('region', { name: '基本资料' });
    expect(await within(profile).findByText('张合作')).toBeInTheDocument();
    expect(within(profile).getByText('10215501001')).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: '张合作的头像' })).toHaveAttribute(
      'src',
      `${env.api}/uploads/avatar-1.png`,
    );
  });

  it('says when the number is not linked', async () => {
    openCenter();
    expect(await screen.findByText('未绑定')).toBeInTheDocument();
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    let fail = true;
    serve({
      'GET /sys/users/current': () =>
        fail ? { status: 500, body: { respCode: 50000, respMsg: '服务器内部错误' } } : ok(student),
    });
    const user = userEvent.setup();
    renderCenter();
    expect(await screen.findByText('个人信息加载失败，请稍后重试。')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('服务器内部错误');
    fail = false;
    await user.click(screen.getByRole('button', { name: /^重\s?试$/ }));
    expect(await screen.findByText('李同学')).toBeInTheDocument();
  });
});

describe('avatar upload', () => {
  const pick = async (file: File) => {
    // As a user who switches the picker to "all files": the page itself must refuse.
    const user = userEvent.setup({ applyAccept: false });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, file);
  };

  it('refuses a file that is not an image without sending it', async () => {
    openCenter();
    await screen.findByText('李同学');
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片文件');
    expect(seen.filter((r) => r.path === '/resource/avatar')).toEqual([]);
  });

  it('refuses an image over 5 MB without sending it', async () => {
    openCenter();
    await screen.findByText('李同学');
    await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传图片不能超过5MB');
    expect(seen.filter((r) => r.path === '/resource/avatar')).toEqual([]);
  });

  it('sends the image as the multipart field "file" and shows the new avatar at once', async () => {
    openCenter({ 'POST /resource/avatar': () => ok('/uploads/avatar-new.png', '上传成功') });
    await screen.findByText('李同学');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
    await pick(png);
    const img = await screen.findByRole('img', { name: '李同学的头像' });
    await waitFor(() => expect(img).toHaveAttribute('src', `${env.api}/uploads/avatar-new.png`));
    expect(sessionStore.get().avatar).toBe(`${env.api}/uploads/avatar-new.png`);
    const sent = seen.find((r) => r.path === '/resource/avatar')!.body as FormData;
    // jsdom's File does not survive Node's Request whole (name and bytes); the e2e spec checks those.
    expect([...sent.keys()]).toEqual(['file']);
    expect((sent.get('file') as Blob).type).toBe('image/png');
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    expect(document.querySelector('.shui-center__refusal')).toBeNull();
  });
});
