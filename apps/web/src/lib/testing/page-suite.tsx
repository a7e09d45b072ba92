import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setNotifier, type SessionExpiredModal } from '../notifier';
import { queryClient } from '../query-client';
import { sessionStore } from '../auth/session';
import { clearToken, setToken } from '../auth/token';
import { loadTranslations } from './load-translations';

/**
 * What the tests of a feature's pages share: the pages in a memory router, the notifier's spies and the
 * set-up of a suite. A feature's harness keeps only its own: its route table, sample data and options.
 */

/** The api client's toasts, in the order they were shown. */
export const toast = vi.fn<(text: string) => void>();
/** The session-expired dialogs the api client asked for. */
export const modal = vi.fn<(spec: SessionExpiredModal) => void>();

/**
 * `routes` in a memory router at `entry`, inside antd's App without motion (as for a user who asked for
 * less, and as in the e2e run): antd's transitions never end in jsdom, so leaving states would stay.
 */
export function renderRoutes(routes: RouteObject[], entry: string) {
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

export interface PageSuiteOptions {
  /** The i18n namespaces the pages use (zh), loaded before the first test. */
  namespaces: string | string[];
  /** A token in the cookie for each test (a user), else none (a visitor). */
  loggedIn?: boolean;
  /** The logged-in user's token, where a test needs to know it ('tok' by default). */
  token?: string;
  /** Silences console.warn (antd's and React Router's notes about what jsdom lacks). */
  quietWarnings?: boolean;
}

/**
 * The suite's set-up: translations; for each test a fresh notifier (the spies above), session, query
 * cache and token; after it, fetch unstubbed, spies restored, cache and token gone.
 */
export function setUpPageSuite({
  namespaces,
  loggedIn = false,
  token = 'tok',
  quietWarnings = false,
}: PageSuiteOptions): void {
  // React and antd under jsdom are slow on a busy machine: the default 5 s failed tests that were only slow.
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations(namespaces));
  beforeEach(() => {
    toast.mockClear();
    modal.mockClear();
    setNotifier({ toast, modal });
    sessionStore.clear();
    queryClient.clear();
    if (loggedIn) setToken(token);
    else clearToken();
    if (quietWarnings) vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    queryClient.clear();
    clearToken();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
