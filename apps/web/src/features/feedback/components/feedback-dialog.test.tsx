import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { setNotifier } from '../../../lib/notifier';
import { popups } from '../../../lib/popups';
import FeedbackDialog from './feedback-dialog';

const toast = vi.fn<(text: string) => void>();
const requests: Request[] = [];

/** Answers each call by its path; records every request. */
function answerByPath(answers: Record<string, { status?: number; body: unknown }>) {
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      requests.push(request);
      const found = answers[new URL(request.url).pathname];
      if (!found) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(found.body), {
          status: found.status ?? 200,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
}

const ok = (data: unknown, respMsg = '操作成功') => ({ body: { respCode: 20000, respMsg, data } });
const png = (size = 1024) => new File([new Uint8Array(size)], 'shot.png', { type: 'image/png' });

async function openDialog() {
  render(
    <AntdApp>
      <FeedbackDialog />
    </AntdApp>,
  );
  act(() => popups.open('feedback'));
  return screen.findByRole('dialog', { name: '问题反馈' });
}

beforeAll(async () => {
  await initI18n('zh');
  await i18n.loadNamespaces('feedback');
  URL.createObjectURL = () => 'blob:shot';
  URL.revokeObjectURL = () => undefined;
  // What jsdom lacks and antd's modal, inputs and responsive hooks ask for.
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        addListener() {},
        removeListener() {},
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList;
  }
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  const computed = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computed(element);
});

beforeEach(() => {
  requests.length = 0;
  toast.mockClear();
  setNotifier({ toast, modal: vi.fn() });
});

afterEach(() => {
  act(() => popups.close());
  vi.unstubAllGlobals();
  setNotifier(null);
});

// antd's form under jsdom is slow to type into on a busy machine.
describe('feedback dialog', { timeout: 20_000 }, () => {
  it('names every missing field when submitted empty, and sends nothing', async () => {
    answerByPath({});
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    for (const text of ['请选择问题类型', '请输入标题', '请输入详细描述', '请提交截图', '请输入联系邮箱']) {
      expect(await within(dialog).findByText(text)).toBeInTheDocument();
    }
    expect(requests).toHaveLength(0);
  });

  it('offers the five categories of spec section 9, each with its own sub-types', async () => {
    answerByPath({});
    const user = userEvent.setup();
    const dialog = await openDialog();
    const categories = within(dialog).getAllByRole('radio');
    expect(categories.map((radio) => radio.closest('label')?.textContent)).toEqual([
      '登录/注册',
      '课堂',
      '实训',
      '评测场',
      '其他问题或建议',
    ]);
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    const subTypes: Array<[string, string[]]> = [
      ['登录/注册', ['登录问题', '忘记密码', '注册问题']],
      ['课堂', ['视频播放', '课件', '作业']],
      ['实训', ['服务器', '运行', '其他']],
      ['评测场', ['评测登录', '代码提交', '其他']],
      ['其他问题或建议', []],
    ];
    for (const [category, expected] of subTypes) {
      await user.click(within(dialog).getByRole('radio', { name: category }));
      const boxes = within(dialog).queryAllByRole('checkbox');
      expect(
        boxes.map((box) => box.closest('label')?.textContent),
        category,
      ).toEqual(expected);
    }
  });

  it('counts a title of blanks as missing', async () => {
    answerByPath({});
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('标题'), '   ');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请输入标题')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('makes room for another screenshot once the first is removed, and asks for one again', async () => {
    answerByPath({ '/portal/feedback/upload': ok('/uploads/feedback-1.png', '上传成功') });
    const user = userEvent.setup();
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('截图');
    await user.upload(input, png());
    expect(await within(dialog).findByRole('img', { name: '已上传的截图预览' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '删除截图' }));
    expect(within(dialog).queryByRole('img', { name: '已上传的截图预览' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请提交截图')).toBeInTheDocument();

    await user.upload(input, png());
    expect(await within(dialog).findByRole('img', { name: '已上传的截图预览' })).toBeInTheDocument();
    expect(within(dialog).queryByText('只能上传1张图片')).toBeNull();
    await waitFor(() => expect(within(dialog).queryByText('请提交截图')).toBeNull());
  });

  it('shows the submit button loading while the feedback is sent, and starts empty the next time', async () => {
    let answerSubmit: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((request: Request) => {
        requests.push(request);
        const path = new URL(request.url).pathname;
        const body = (data: unknown, respMsg: string) =>
          new Response(JSON.stringify({ respCode: 20000, respMsg, data }), {
            headers: { 'content-type': 'application/json' },
          });
        if (path === '/portal/feedback/upload') return Promise.resolve(body('/uploads/f.png', '上传成功'));
        return new Promise<Response>((resolve) => {
          answerSubmit = () => resolve(body({ id: 8 }, '反馈已收到，请等待邮件回复'));
        });
      }),
    );
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '课堂' }));
    await user.type(within(dialog).getByLabelText('标题'), '视频卡顿');
    await user.type(within(dialog).getByLabelText('详细描述'), '播放到一半就停了');
    await user.upload(within(dialog).getByLabelText('截图'), png());
    await within(dialog).findByRole('img', { name: '已上传的截图预览' });
    await user.type(within(dialog).getByLabelText('联系邮箱'), 'me@example.com');
    const submit = within(dialog).getByRole('button', { name: /提\s?交/ });
    await user.click(submit);

    await waitFor(() => expect(requests).toHaveLength(2));
    await waitFor(() => expect(submit).toHaveClass('ant-btn-loading'));
    expect(popups.get().name).toBe('feedback');
    act(() => answerSubmit(new Response()));
    expect(await screen.findByText('反馈已收到，请等待邮件回复')).toBeInTheDocument();
    await waitFor(() => expect(popups.get().name).toBeNull());

    act(() => popups.open('feedback'));
    const again = await screen.findByRole('dialog', { name: '问题反馈' });
    expect(within(again).getByLabelText('标题')).toHaveValue('');
    expect(within(again).getByLabelText('详细描述')).toHaveValue('');
    expect(within(again).getByLabelText('联系邮箱')).toHaveValue('');
    expect(within(again).getByRole('radio', { name: '课堂' })).not.toBeChecked();
    expect(within(again).queryByRole('img', { name: '已上传的截图预览' })).toBeNull();
    expect(within(again).getByRole('button', { name: /提\s?交/ })).not.toHaveClass('ant-btn-loading');
  });

  it('refuses an image over 5 MB, a second image and a file that is not an image before uploading', async () => {
    answerByPath({ '/portal/feedback/upload': ok('/uploads/feedback-1.png', '上传成功') });
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openDialog();
    const input = within(dialog).getByLabelText('截图');

    await user.upload(input, png(5 * 1024 * 1024 + 1));
    expect(await within(dialog).findByText('上传图片不能超过5MB')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('只能上传图片文件')).toBeInTheDocument();
    expect(requests).toHaveLength(0);

    await user.upload(input, png());
    expect(await within(dialog).findByRole('img', { name: '已上传的截图预览' })).toBeInTheDocument();
    await user.upload(input, png());
    expect(await within(dialog).findByText('只能上传1张图片')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
  });

  it('uploads the screenshot, sends the form with the composed feedtype, confirms and closes', async () => {
    answerByPath({
      '/portal/feedback/upload': ok('/uploads/feedback-1.png', '上传成功'),
      '/portal/feedback': ok({ id: 7 }, '反馈已收到，请等待邮件回复'),
    });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '登录/注册' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '忘记密码' }));
    await user.click(within(dialog).getByRole('checkbox', { name: '登录问题' }));
    await user.type(within(dialog).getByLabelText('标题'), ' 登录不了 ');
    await user.type(within(dialog).getByLabelText('详细描述'), '输入密码后一直转圈');
    await user.upload(within(dialog).getByLabelText('截图'), png());
    await within(dialog).findByRole('img', { name: '已上传的截图预览' });
    await user.type(within(dialog).getByLabelText('联系邮箱'), 'not-a-mail');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));
    expect(await within(dialog).findByText('请输入正确的邮箱地址')).toBeInTheDocument();
    expect(requests).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('联系邮箱'));
    await user.type(within(dialog).getByLabelText('联系邮箱'), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    expect(await screen.findByText('反馈已收到，请等待邮件回复')).toBeInTheDocument();
    await waitFor(() => expect(popups.get().name).toBeNull());
    const upload = requests[0]!;
    expect(new URL(upload.url).pathname).toBe('/portal/feedback/upload');
    expect(upload.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await upload.text()).toMatch(/name="file"; filename="[^"]+"\r\nContent-Type: image\/png/);
    const submit = requests[1]!;
    expect(new URL(submit.url).pathname).toBe('/portal/feedback');
    expect(Object.fromEntries(new URLSearchParams(await submit.text()))).toEqual({
      feedtype: '登录/注册,登录问题,忘记密码',
      title: '登录不了',
      content: '输入密码后一直转圈',
      filepath: '/uploads/feedback-1.png',
      contact: 'me@example.com',
    });
  });

  it('keeps every value when the submit fails', async () => {
    answerByPath({
      '/portal/feedback/upload': ok('/uploads/feedback-1.png', '上传成功'),
      '/portal/feedback': { status: 500, body: { respCode: 50000, respMsg: '服务器内部错误', data: null } },
    });
    const user = userEvent.setup();
    const dialog = await openDialog();
    await user.click(within(dialog).getByRole('radio', { name: '其他问题或建议' }));
    expect(within(dialog).queryByRole('checkbox')).toBeNull();
    await user.type(within(dialog).getByLabelText('标题'), '建议');
    await user.type(within(dialog).getByLabelText('详细描述'), '希望增加夜间模式');
    await user.upload(within(dialog).getByLabelText('截图'), png());
    await within(dialog).findByRole('img', { name: '已上传的截图预览' });
    await user.type(within(dialog).getByLabelText('联系邮箱'), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: /提\s?交/ }));

    await waitFor(() => expect(toast).toHaveBeenCalledWith('服务器内部错误'));
    expect(popups.get().name).toBe('feedback');
    expect(within(dialog).getByLabelText('标题')).toHaveValue('建议');
    expect(within(dialog).getByLabelText('详细描述')).toHaveValue('希望增加夜间模式');
    expect(within(dialog).getByLabelText('联系邮箱')).toHaveValue('me@example.com');
    expect(within(dialog).getByRole('radio', { name: '其他问题或建议' })).toBeChecked();
    expect(within(dialog).getByRole('img', { name: '已上传的截图预览' })).toBeInTheDocument();
  });
});
