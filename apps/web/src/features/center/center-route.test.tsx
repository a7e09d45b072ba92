import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { setNotifier, type SessionExpiredModal } from '../../lib/notifier';
import { sessionStore } from '../../lib/session';
import { clearToken, setToken } from '../../lib/token';
import CenterRoute from './center-route';
import { loadCenterTranslations } from './testing/setup-center-test';

const toast = vi.fn<(text: string) => void>();
const modal = vi.fn<(spec: SessionExpiredModal) => void>();
const student = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };

interface Seen {
  method: string;
  path: string;
  body: unknown;
}
const seen: Seen[] = [];
type Handler = (request: Request) => { status?: number; body: unknown };

/** Stubs fetch: answers by "METHOD /path", notes every request with its body. */
function serve(handlers: Record<string, Handler>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname.slice(new URL(env.api).pathname.replace(/\/$/, '').length);
      const type = request.headers.get('content-type') ?? '';
      const body: unknown = type.includes('json')
        ? await request.json()
        : type.includes('multipart')
          ? await request.formData()
          : null;
      seen.push({ method: request.method, path, body });
      const handler = handlers[`${request.method} ${path}`];
      const answer = handler ? handler(request) : { status: 404, body: { respCode: 40400, respMsg: 'none' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const ok = (data: unknown, respMsg = '操作成功') => ({ body: { respCode: 20000, respMsg, data } });
const withUser: Record<string, Handler> = { 'GET /sys/users/current': () => ok(student) };

function renderCenter(entry = '/center') {
  const router = createMemoryRouter(
    [
      { path: '/center', element: <CenterRoute /> },
      { path: '/center/index', element: <CenterRoute /> },
    ],
    { initialEntries: [entry] },
  );
  // Without motion, as for a user who asked for less (and as the e2e run): a field's error leaves at once
  // instead of after antd's 500 ms collapse deadline, which jsdom waits out since no transition ends.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return router;
}

const menu = () => screen.getByRole('navigation', { name: '个人中心菜单' });
const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

// Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
vi.setConfig({ testTimeout: 30_000 });

beforeAll(() => loadCenterTranslations());

beforeEach(() => {
  seen.length = 0;
  toast.mockClear();
  modal.mockClear();
  setNotifier({ toast, modal });
  sessionStore.clear();
  setToken('tok');
});

afterEach(() => {
  clearToken();
  vi.unstubAllGlobals();
  setNotifier(null);
});

describe('personal centre', () => {
  it('lists the ten entries in order and shows personal info first', async () => {
    serve(withUser);
    renderCenter();
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

  it('selects an entry through the address and says plainly that it comes with the modules', async () => {
    serve(withUser);
    const user = userEvent.setup();
    const router = renderCenter('/center/index');
    await user.click(await within(menu()).findByRole('link', { name: '考勤记录' }));
    expect(router.state.location.pathname).toBe('/center/index');
    expect(router.state.location.search).toBe('?menu=h');
    expect(within(menu()).getByRole('link', { name: '考勤记录' })).toHaveAttribute('aria-current', 'page');
    expect(within(menu()).getByRole('link', { name: '个人信息' })).not.toHaveAttribute('aria-current');
    const section = screen.getByRole('region', { name: '考勤记录' });
    expect(within(section).getByText('这部分将随课程模块一起上线，目前还没有内容。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确认修改' })).toBeNull();
  });

  it('shows personal info for an unknown entry', async () => {
    serve(withUser);
    renderCenter('/center?menu=z');
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
    serve(withUser);
    renderCenter();
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
    serve(withUser);
    renderCenter();
    await screen.findByText('李同学');
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('只能上传图片文件');
    expect(seen.filter((r) => r.path === '/resource/avatar')).toEqual([]);
  });

  it('refuses an image over 5 MB without sending it', async () => {
    serve(withUser);
    renderCenter();
    await screen.findByText('李同学');
    await pick(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('上传图片不能超过5MB');
    expect(seen.filter((r) => r.path === '/resource/avatar')).toEqual([]);
  });

  it('sends the image as the multipart field "file" and shows the new avatar at once', async () => {
    serve({ ...withUser, 'POST /resource/avatar': () => ok('/uploads/avatar-new.png', '上传成功') });
    renderCenter();
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

describe('change password', () => {
  const submit = () => screen.getByRole('button', { name: '确认修改' });

  // Pasted rather than typed key by key: the same change events, far fewer of them.
  async function enter(label: string, value: string) {
    const user = userEvent.setup();
    await user.clear(field(label));
    await user.click(field(label));
    await user.paste(value);
  }

  async function fill(values: { old?: string; next?: string; confirm?: string }) {
    if (values.old !== undefined) await enter('原密码', values.old);
    if (values.next !== undefined) await enter('新密码', values.next);
    if (values.confirm !== undefined) await enter('确认新密码', values.confirm);
    await userEvent.setup().click(submit());
  }

  it('asks for each field and shows the rule hint', async () => {
    serve(withUser);
    renderCenter();
    await screen.findByText('李同学');
    expect(screen.getByText('8-20位字符，至少包含数字、字母、特殊符号中的两种')).toBeInTheDocument();
    await fill({});
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('请填写密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses each kind of bad new password with 请确认密码格式, and takes a good one', async () => {
    serve(withUser);
    renderCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025' });
    const bad = [
      'abc12',
      'abcdefghijk',
      '1234567890',
      '!@#$%^&*()',
      'abc 12345',
      '密码abc12345',
      'a1'.repeat(11),
    ];
    for (const password of bad) {
      // A good value in between, so each message is the answer to its own value.
      await enter('新密码', 'New@2026x');
      await waitFor(() => expect(screen.queryByText('请确认密码格式')).toBeNull());
      await enter('新密码', password);
      expect(await screen.findByText('请确认密码格式'), password).toBeInTheDocument();
    }
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it('refuses a confirmation that differs', async () => {
    serve(withUser);
    renderCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025', next: 'New@2026x', confirm: 'New@2026y' });
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();
    expect(seen.filter((r) => r.method === 'PUT')).toEqual([]);
  });

  it("keeps the values and shows the server's message for a wrong old password", async () => {
    serve({
      ...withUser,
      'PUT /user/users/password': () => ({ status: 400, body: { respCode: 40000, respMsg: '原密码错误' } }),
    });
    renderCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Wrong@123', next: 'New@2026x', confirm: 'New@2026x' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith('原密码错误'));
    expect(field('原密码')).toHaveValue('Wrong@123');
    expect(field('新密码')).toHaveValue('New@2026x');
    expect(field('确认新密码')).toHaveValue('New@2026x');
    await waitFor(() => expect(submit()).toBeEnabled());
  });

  it('sends old and new password, then clears the form and says so', async () => {
    serve({ ...withUser, 'PUT /user/users/password': () => ok(null, '密码修改成功') });
    renderCenter();
    await screen.findByText('李同学');
    await fill({ old: 'Shui@2025', next: 'New@2026x', confirm: 'New@2026x' });
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PUT')).toEqual({
      method: 'PUT',
      path: '/user/users/password',
      body: { oldPassword: 'Shui@2025', newPassword: 'New@2026x' },
    });
    await waitFor(() => expect(field('原密码')).toHaveValue(''));
    expect(field('新密码')).toHaveValue('');
    expect(toast).not.toHaveBeenCalled();
  });
});
