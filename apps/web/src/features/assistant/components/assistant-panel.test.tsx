import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CS101_COURSE_ID } from '@shui/contract';
import { i18n, initI18n } from '../../../lib/i18n';
import { setNotifier } from '../../../lib/notifier';
import { sessionStore } from '../../../lib/auth/session';
import AssistantPanel from './assistant-panel';

const toast = vi.fn<(text: string) => void>();
const requests: Array<{ path: string; body: unknown }> = [];

/** Answers by path: `available` for the exam-period check, `qa` for questions. */
function answer({ available = 'true', qa }: { available?: string; qa?: (key: string) => Response }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      const text = await request.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      requests.push({ path, body });
      if (path === '/portal/assistant/available') return json(200, { respCode: 20000, data: available });
      if (path === '/portal/assistant/qa' && qa) return qa((body as { key: string }).key);
      throw new TypeError('Failed to fetch');
    }),
  );
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderPanel(path = '/home') {
  return render(
    <AntdApp>
      <MemoryRouter initialEntries={[path]}>
        <AssistantPanel open onClose={() => undefined} />
      </MemoryRouter>
    </AntdApp>,
  );
}

beforeAll(async () => {
  await initI18n('zh');
  await i18n.loadNamespaces('assistant');
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

beforeEach(() => {
  requests.length = 0;
  setNotifier({ toast, modal: vi.fn() });
  sessionStore.set({ displayName: '李同学' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setNotifier(null);
  sessionStore.clear();
});

// antd under jsdom is slow to type into on a busy machine.
describe('assistant panel', { timeout: 20_000 }, () => {
  it('during an exam period says the assistant is paused and offers no chat', async () => {
    answer({ available: 'false' });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('考试期间智能助手暂停使用');
    expect(screen.queryByRole('textbox', { name: '输入问题' })).toBeNull();
    expect(screen.queryByRole('button', { name: /新窗口打开/ })).toBeNull();
  });

  it('sends a question with Enter and shows both sides with names, times and the answer', async () => {
    answer({
      qa: (key) => json(200, { respCode: '20000', respMsg: '操作成功', data: `回答：${key}` }),
    });
    renderPanel();
    const input = await screen.findByRole('textbox', { name: '输入问题' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.type(input, '什么是递归？{Enter}');

    const log = screen.getByRole('log', { name: '对话记录' });
    expect(await within(log).findByText('回答：什么是递归？')).toBeInTheDocument();
    const items = within(log).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('水杉智能助手');
    expect(items[1]).toHaveClass('shui-chat__message--user');
    expect(items[1]).toHaveTextContent(/李同学\d{2}:\d{2}什么是递归？/);
    expect(items[2]).toHaveClass('shui-chat__message--assistant');
    expect(input).toHaveValue('');
    expect(requests.find((r) => r.path === '/portal/assistant/qa')?.body).toEqual({
      type: 1,
      key: '什么是递归？',
    });
  });

  it('keeps a question that got no answer and sends it again on request', async () => {
    let fail = true;
    answer({
      qa: (key) =>
        fail
          ? json(500, { respCode: 50000, respMsg: '服务器内部错误', data: null })
          : json(200, { respCode: '20000', data: `好的：${key}` }),
    });
    renderPanel();
    await userEvent.type(await screen.findByRole('textbox', { name: '输入问题' }), '你好{Enter}');
    expect(await screen.findByText('这条消息未能得到回答。')).toBeInTheDocument();
    expect(toast).toHaveBeenCalledWith('服务器内部错误');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '重新发送' }));
    expect(await screen.findByText('好的：你好')).toBeInTheDocument();
    expect(screen.queryByText('这条消息未能得到回答。')).toBeNull();
  });

  it('a question the exam period stops (403) stays; reopened once it is over, the panel checks again and sends it again', async () => {
    let examPeriod = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        const text = await request.text();
        const body: unknown = text ? JSON.parse(text) : undefined;
        requests.push({ path, body });
        if (path === '/portal/assistant/available')
          return json(200, { respCode: 20000, data: examPeriod ? 'false' : 'true' });
        if (examPeriod)
          return json(403, { respCode: 40300, respMsg: '考试期间智能助手暂停使用', data: null });
        return json(200, { respCode: '20000', data: `回答：${(body as { key: string }).key}` });
      }),
    );
    const panel = (open: boolean) => (
      <AntdApp>
        <MemoryRouter initialEntries={['/home']}>
          <AssistantPanel open={open} onClose={() => undefined} />
        </MemoryRouter>
      </AntdApp>
    );
    const { rerender } = render(panel(true));
    const input = await screen.findByRole('textbox', { name: '输入问题' });
    examPeriod = true;
    await userEvent.type(input, '考试题怎么做{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('考试期间智能助手暂停使用');

    examPeriod = false;
    rerender(panel(false));
    rerender(panel(true));
    const log = await screen.findByRole('log', { name: '对话记录' });
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(within(log).getByText('考试题怎么做')).toBeInTheDocument();
    expect(within(log).getByText('这条消息未能得到回答。')).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/portal/assistant/available')).toHaveLength(2);
    await userEvent.click(within(log).getByRole('button', { name: '重新发送' }));
    expect(await within(log).findByText('回答：考试题怎么做')).toBeInTheDocument();
  });

  it('opens the assistant site in a new tab with a fresh ticket, on /cs101 with the course id', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const path = new URL(request.url).pathname;
        const text = await request.text();
        requests.push({ path, body: text ? JSON.parse(text) : undefined });
        if (path === '/portal/assistant/available') return json(200, { respCode: 20000, data: 'true' });
        if (path === '/user/oauth/tickets')
          return json(200, {
            respCode: 20000,
            data: { clientTicket: `T-${requests.length}`, clientId: 'gpt_assistant', expiresIn: 300 },
          });
        throw new TypeError('Failed to fetch');
      }),
    );
    for (const [path, courseId] of [
      ['/home', null],
      ['/cs101', String(CS101_COURSE_ID)],
    ] as const) {
      const tab = { opener: window as unknown, location: { replace: vi.fn() }, close: vi.fn() };
      const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      const { unmount } = renderPanel(path);
      await userEvent.click(await screen.findByRole('button', { name: /新窗口打开/ }));
      await waitFor(() => expect(tab.location.replace).toHaveBeenCalledOnce());
      // The tab opens at once (still the user's click), then goes to the address with its ticket.
      expect(open).toHaveBeenCalledExactlyOnceWith('', '_blank');
      expect(tab.opener).toBeNull();
      const address = new URL(tab.location.replace.mock.calls[0]![0] as string);
      const ticketCalls = requests.filter((r) => r.path === '/user/oauth/tickets');
      expect(ticketCalls.at(-1)?.body).toEqual({ clientId: 'gpt_assistant' });
      expect(address.searchParams.get('ticket')).toMatch(/^T-\d+$/);
      expect(address.searchParams.get('courseId')).toBe(courseId);
      unmount();
      open.mockRestore();
    }
    // A fresh ticket each time.
    expect(requests.filter((r) => r.path === '/user/oauth/tickets')).toHaveLength(2);
  });

  it('on /cs101 is the course assistant and sends the course id', async () => {
    answer({ qa: () => json(200, { respCode: '20000', data: '课程回答' }) });
    renderPanel('/cs101');
    expect(screen.getByRole('dialog', { name: 'CS101 课程助教' })).toBeInTheDocument();
    await userEvent.type(await screen.findByRole('textbox', { name: '输入问题' }), '作业{Enter}');
    expect(await screen.findByText('课程回答')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/portal/assistant/qa')?.body).toEqual({
      type: 1,
      key: '作业',
      courseId: CS101_COURSE_ID,
    });
  });

  it("shows the chat's times in China time, as every other time of the portal, whatever the browser's zone", async () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/New_York';
    // 01:30 UTC: 09:30 in China, 20:30 the day before in New York.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 0, 5, 1, 30) });
    try {
      answer({ qa: () => json(200, { respCode: '20000', data: '回答' }) });
      renderPanel();
      const log = await screen.findByRole('log');
      const greeting = within(log).getAllByRole('listitem')[0]!;
      expect(greeting.querySelector('time')).toHaveTextContent('09:30');
      expect(greeting.querySelector('time')).toHaveAttribute('datetime', '2026-01-05T09:30:00+08:00');
    } finally {
      vi.useRealTimers();
      process.env.TZ = zone;
    }
  });
});
