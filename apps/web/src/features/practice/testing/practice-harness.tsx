import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { env } from '../../../config/env';
import { setNotifier, type SessionExpiredModal } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { clearToken, setToken } from '../../../lib/token';
import CalibrationFieldRoute from '../calibration-field-route';
import PracticeEditorRoute from '../practice-editor-route';
import PracticeJudgeRoute from '../practice-judge-route';
import PracticeProblemRoute from '../practice-problem-route';
import PracticeTopSidebarRoute from '../practice-top-sidebar-route';
import PythonPracticeRoute from '../python-practice-route';
import QuestionDetailRoute from '../question-detail-route';
import QuestionSelectRoute from '../question-select-route';
import { RunnersContext, type Runners } from '../runner/runner-context';

/** What the calibration field's tests share: the pages in a memory router, translations, a notifier spy. */

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

export const ok = (data: unknown = null): Answer => ({
  body: { respCode: 20000, respMsg: '操作成功', data },
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
      const body: unknown = type.includes('json') ? await request.json() : null;
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

/** Requests to `path`, in order. */
export const calls = (path: string) => seen.filter((r) => r.path === path);

const noRunner = (): never => {
  throw new Error('this test gave the page no such runner');
};

/** Renders the calibration field's pages at `entry`, with fake runners when given. */
export function renderPractice(entry: string, runners?: Partial<Runners>) {
  const wrap = (element: ReactNode) =>
    runners ? (
      <RunnersContext.Provider
        value={{
          python: runners.python ?? noRunner,
          sql: runners.sql ?? noRunner,
        }}
      >
        {element}
      </RunnersContext.Provider>
    ) : (
      element
    );
  const router = createMemoryRouter(
    [
      { path: '/question/calibrationField', element: wrap(<CalibrationFieldRoute />) },
      { path: '/question/questionSelect', element: wrap(<QuestionSelectRoute />) },
      { path: '/question/questionDetail', element: wrap(<QuestionDetailRoute />) },
      { path: '/pythonPractice/:questionId', element: wrap(<PythonPracticeRoute />) },
      { path: '/pythonPracticeTopSidebar', element: wrap(<PracticeTopSidebarRoute />) },
      { path: '/pythonPracticeEditor', element: wrap(<PracticeEditorRoute />) },
      { path: '/pythonPracticeProblem', element: wrap(<PracticeProblemRoute />) },
      { path: '/pythonPracticeJudge', element: wrap(<PracticeJudgeRoute />) },
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

/** The suite's set-up: translations; a fresh notifier, session, query cache, storage and token. */
export function setUpPracticeSuite({ loggedIn }: { loggedIn: boolean }): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations('practice'));
  beforeEach(() => {
    seen.length = 0;
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    sessionStore.clear();
    if (loggedIn) sessionStore.set({ userId: 7 });
    queryClient.clear();
    localStorage.clear();
    if (loggedIn) setToken('tok');
    else clearToken();
  });
  afterEach(() => {
    clearToken();
    vi.unstubAllGlobals();
    setNotifier(null);
  });
}
