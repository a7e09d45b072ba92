import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { setNotifier } from '../../../lib/notifier';
import { queryClient } from '../../../lib/query-client';
import { loadTranslations } from '../../../lib/testing/load-translations';
import { stubTextLayout } from '../../../lib/testing/stub-layout';
import CodeParkRoute from '../code-park-route';

export { ok, stubBackend } from '../../../lib/testing/stub-backend';

export const toast = vi.fn<(text: string) => void>();

/** A failed envelope with its HTTP status. */
export const failure = (status: number, respCode: number, respMsg: string) => ({
  status,
  body: { respCode, respMsg, data: null },
});

/** The code park page in a memory router at `entry`, in antd's App (no motion, as for the e2e run). */
export function renderAt(entry: string) {
  const router = createMemoryRouter(
    [
      { path: '/codePark/codeParkDetail', element: <CodeParkRoute /> },
      { path: '/home', element: <p>home page</p> },
      { path: '/mooc/course/list', element: <p>course hall</p> },
    ],
    { initialEntries: [entry] },
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

/** The suite's set-up: zh translations, a fresh notifier and an empty query cache for each test. */
export function setUpCodeParkSuite(): void {
  vi.setConfig({ testTimeout: 30_000 });
  beforeAll(async () => {
    stubTextLayout();
    await loadTranslations(['code-park', 'common']);
  });
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
