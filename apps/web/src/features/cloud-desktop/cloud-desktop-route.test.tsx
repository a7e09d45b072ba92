import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../config/env';
import { setNotifier } from '../../lib/notifier';
import { initI18n } from '../../lib/i18n';
import CloudDesktopRoute from './cloud-desktop-route';

const toast = vi.fn<(text: string) => void>();
let release: () => void = () => undefined;
let fetchMock: ReturnType<typeof vi.fn>;

/** Answers the on-campus check once `release()` is called, so the checking state can be seen first. */
function answer(respond: () => Promise<Response>): void {
  fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        release = () => void respond().then(resolve, reject);
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
}

/** Renders the page and lets the check answer once it has been asked. */
async function renderAndAnswer(): Promise<void> {
  render(<CloudDesktopRoute />);
  expect(screen.getByText('正在确认网络环境…')).toBeInTheDocument();
  await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
  release();
}
const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeAll(async () => {
  await initI18n('zh');
});

beforeEach(() => {
  toast.mockClear();
  setNotifier({ toast, modal: vi.fn() });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  setNotifier(null);
});

describe('/cloudDesktop', () => {
  it('says it is checking, then offers the cloud desktop in a new tab on campus', async () => {
    answer(() => json(200, { respCode: 20000, data: 'true' }));
    await renderAndAnswer();
    expect(await screen.findByText('您正在校园网内，可以使用云桌面。')).toBeInTheDocument();
    const open = screen.getByRole('link', { name: '打开云桌面' });
    expect(open).toHaveAttribute('href', env.cloudDesktop);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open.getAttribute('rel')).toContain('noopener');
    expect(screen.queryByText('正在确认网络环境…')).not.toBeInTheDocument();
  });

  it('says the cloud desktop is campus-only off campus, with no link', async () => {
    answer(() => json(200, { respCode: 20000, data: 'false' }));
    await renderAndAnswer();
    expect(await screen.findByText('云桌面仅限校园网内访问，请连接校园网后再试。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '打开云桌面' })).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => json(500, { respCode: 50000, respMsg: '服务器内部错误', data: null })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('says it could not tell after %s, without a toast', async (_name, respond) => {
    answer(respond);
    await renderAndAnswer();
    expect(await screen.findByText('暂时无法确认网络环境，请稍后再试。')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '打开云桌面' })).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });
});
