import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setNotifier } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { emptySession, sessionStore } from '../../../lib/session';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { clearToken, setToken } from '../../../lib/token';
import CompetitionRoute from '../competition-route';

export { ok, stubBackend, type Recorded } from '../../../lib/testing/stub-backend';

export const toast = vi.fn<(text: string) => void>();

/** A failed envelope with its HTTP status. */
export const failure = (status: number, respCode: number, respMsg: string) => ({
  status,
  body: { respCode, respMsg, data: null },
});

/** Logged in as 陈思远 (token in the cookie, the session knows the name and number). */
export function logInAsChen(): void {
  setToken('test-token');
  sessionStore.set({
    userId: 201,
    displayName: '陈思远',
    userNumber: '10235501101',
    company: '华东师范大学',
  });
}

/** /2025 in a memory router, in antd's App (no motion, as for the e2e run). */
export function renderCompetition() {
  const router = createMemoryRouter(
    [
      { path: '/2025', element: <CompetitionRoute /> },
      { path: '/center', element: <p>centre page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/home', element: <p>home page</p> },
    ],
    { initialEntries: ['/2025'] },
  );
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return router;
}

/** zh translations, a fresh notifier, a visitor's session and an empty query cache for each test. */
export function setUpCompetitionSuite(): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations('competition'));
  beforeEach(() => {
    toast.mockClear();
    setNotifier({ toast, modal: vi.fn() });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    queryClient.clear();
    clearToken();
    sessionStore.set(emptySession);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
