import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setNotifier } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { loadTranslations } from '../../../lib/testing/load-translations';
import ChannelIndexRoute from '../channel-index-route';
import ChannelRoute from '../channel-route';
import DatasetRoute from '../dataset-route';
import InstitutionRoute from '../institution-route';

export { ok, stubBackend } from '../../../lib/testing/stub-backend';

export const toast = vi.fn<(text: string) => void>();

/** A failed envelope with its HTTP status. */
export const failure = (status: number, respCode: number, respMsg: string) => ({
  status,
  body: { respCode, respMsg, data: null },
});

const routes: RouteObject[] = [
  { path: '/channel', element: <ChannelIndexRoute /> },
  { path: '/channel/nourish', element: <ChannelRoute /> },
  { path: '/channel/excellentclass/video', element: <ChannelRoute /> },
  { path: '/channel/:dataset', element: <DatasetRoute /> },
  { path: '/cs101', element: <InstitutionRoute /> },
  { path: '/guet', element: <InstitutionRoute /> },
  { path: '/404/warning', element: <p>not found page</p> },
  { path: '/mooc/course/:courseId', element: <p>course hall page</p> },
  { path: '/home', element: <p>home page</p> },
];

/** The slice's pages in a memory router at `entry`, in antd's App (no motion, as for the e2e run). */
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

/** The suite's set-up: zh translations, a fresh notifier and an empty query cache for each test. */
export function setUpChannelSuite(): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(() => loadTranslations('channel'));
  beforeEach(() => {
    toast.mockClear();
    setNotifier({ toast, modal: vi.fn() });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    queryClient.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setNotifier(null);
  });
}
