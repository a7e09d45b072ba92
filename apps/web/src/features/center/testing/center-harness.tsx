import { configure, render, screen } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { env } from '../../../config/env';
import { setNotifier, type SessionExpiredModal } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { clearToken, setToken } from '../../../lib/token';
import CenterRoute from '../center-route';
import { loadCenterTranslations } from './setup-center-test';

/** What the personal centre's tests share: a stubbed backend, the page in a router, the set-up. */

export const toast = vi.fn<(text: string) => void>();
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();
export const student = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };

interface Seen {
  method: string;
  path: string;
  body: unknown;
}
export const seen: Seen[] = [];
/** Every request with its URL (for the query string). */
export const requests: Array<{ method: string; path: string; url: URL }> = [];
type Handler = (request: Request) => { status?: number; body: unknown };

/** Stubs fetch: answers by "METHOD /path", notes every request with its body. */
export function serve(handlers: Record<string, Handler>): void {
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
      requests.push({ method: request.method, path, url: new URL(request.url) });
      const handler = handlers[`${request.method} ${path}`];
      const answer = handler ? handler(request) : { status: 404, body: { respCode: 40400, respMsg: 'none' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

export const ok = (data: unknown, respMsg = '操作成功') => ({ body: { respCode: 20000, respMsg, data } });
export const serverError = () => ({ status: 500, body: { respCode: 50000, respMsg: '服务器内部错误' } });
/** A page of a paged list, as the backend answers it. */
export const pageOf = <T,>(list: T[], pageNum = 1, pageSize = 10, total = list.length) =>
  ok({ list, total, pageNum, pageSize });
/** The query parameters of the last request to `path`. */
export const lastQuery = (path: string) => {
  const request = requests.filter((r) => r.path === path).at(-1);
  return request ? Object.fromEntries(request.url.searchParams) : undefined;
};
export const withUser: Record<string, Handler> = { 'GET /sys/users/current': () => ok(student) };

export function renderCenter(entry = '/center') {
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

export const menu = () => screen.getByRole('navigation', { name: '个人中心菜单' });
export const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The suite's set-up: translations, a fresh notifier, session and token for each test, fetch unstubbed after. */
export function setUpCenterSuite(): void {
  // Rendering antd forms in jsdom is slow on a busy machine; the default 5 s is too tight.
  vi.setConfig({ testTimeout: 30_000 });
  // Each entry is a chunk of its own, compiled on first use: the first find may wait for it.
  configure({ asyncUtilTimeout: 5_000 });

  beforeAll(() => loadCenterTranslations());

  beforeEach(() => {
    seen.length = 0;
    requests.length = 0;
    // One query client for the portal: no test sees what the last one loaded.
    queryClient.clear();
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
}
