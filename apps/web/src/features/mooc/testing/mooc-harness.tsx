import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { setNotifier, type SessionExpiredModal } from '../../../lib/notifier';
import { sessionStore } from '../../../lib/session';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { clearToken, setToken } from '../../../lib/token';
import CollegeRoute from '../college-route';
import CourseDetailRoute from '../course-detail-route';
import CourseListRoute from '../course-list-route';
import LessonRoute from '../lesson-route';
import ProgramRoute from '../program-route';
import SchoolRoute from '../school-route';

import { env } from '../../../config/env';

/** What the course hall's tests share: the pages in a memory router, translations, a notifier spy. */

export const toast = vi.fn<(text: string) => void>();
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}
/** Every request the page made, in order. */
export const seen: Seen[] = [];

export type Answer = { status?: number; body: unknown };
type Handler = (request: Seen) => Answer;

export const ok = (data: unknown = null, respMsg = '操作成功'): Answer => ({
  body: { respCode: 20000, respMsg, data },
});
export const failure = (status: number, respCode: number, respMsg: string): Answer => ({
  status,
  body: { respCode, respMsg, data: null },
});

/** Stubs fetch (under the real api client): answers by "METHOD /path"; unknown calls answer 404. */
export function serve(handlers: Record<string, Handler>): void {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const path = url.pathname.slice(new URL(env.api).pathname.replace(/\/$/, '').length);
      const type = request.headers.get('content-type') ?? '';
      const body: unknown = type.includes('json')
        ? await request.json()
        : type.includes('multipart')
          ? await request.formData()
          : null;
      const entry = { method: request.method, path, query: Object.fromEntries(url.searchParams), body };
      seen.push(entry);
      const handler = handlers[`${request.method} ${path}`];
      const answer = handler ? handler(entry) : failure(404, 40400, '请求的资源不存在');
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

export function renderMooc(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/mooc/course/list', element: <CourseListRoute /> },
      { path: '/mooc/school', element: <SchoolRoute /> },
      { path: '/mooc/course/:courseId', element: <CourseDetailRoute /> },
      { path: '/Course/CourseDetail', element: <CourseDetailRoute /> },
      { path: '/mooc/lessonDetails', element: <LessonRoute /> },
      { path: '/program/programDetail', element: <ProgramRoute /> },
      { path: '/program/collegeDetail', element: <CollegeRoute /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: [entry] },
  );
  // Without motion: antd's transitions never end in jsdom.
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return router;
}

/** The suite's set-up: translations; a fresh notifier, session, query cache and (logged in or not) token. */
export function setUpMoocSuite({ loggedIn }: { loggedIn: boolean }): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations('mooc'));
  beforeEach(() => {
    seen.length = 0;
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    sessionStore.clear();
    queryClient.clear();
    if (loggedIn) setToken('tok');
    else clearToken();
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
    setNotifier(null);
  });
}
