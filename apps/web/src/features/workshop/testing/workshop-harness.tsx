import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setNotifier, type SessionExpiredModal } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { clearToken, setToken } from '../../../lib/token';
import ContentRoute from '../content-route';
import SelectRoute from '../select-route';
import WorkshopRoute from '../workshop-route';

export { ok, stubBackend } from '../../../lib/testing/stub-backend';

export const toast = vi.fn<(text: string) => void>();
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();

/** A failed envelope with its HTTP status. */
export const failure = (status: number, respCode: number, respMsg: string) => ({
  status,
  body: { respCode, respMsg, data: null },
});

const routes: RouteObject[] = [
  { path: '/work/workShop', element: <WorkshopRoute /> },
  { path: '/work/workShopSelect', element: <SelectRoute /> },
  { path: '/work/jupyterhubSelect', element: <SelectRoute /> },
  { path: '/work/competitionSelect', element: <SelectRoute /> },
  { path: '/work/cloudstudio-competition', element: <SelectRoute /> },
  { path: '/workshop/content', element: <ContentRoute /> },
  { path: '/shiXunDemo', element: <ContentRoute /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/404/warning', element: <p>not found page</p> },
];

/** The workshop's pages in a memory router at `entry`, in antd's App (no motion, as for the e2e run). */
export function renderAt(entry: string) {
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <AntdApp>
        <RouterProvider router={router} />
      </AntdApp>
    </ConfigProvider>,
  );
  return router;
}

/** The suite's set-up: zh translations; a fresh notifier, session, query cache and (logged in or not) token. */
export function setUpWorkshopSuite({ loggedIn }: { loggedIn: boolean }): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations('workshop'));
  beforeEach(() => {
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    sessionStore.clear();
    queryClient.clear();
    if (loggedIn) setToken('tok');
    else clearToken();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    queryClient.clear();
    clearToken();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
