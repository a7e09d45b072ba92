import { act, render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from './use-current-user';
import { sessionStore } from '../../lib/auth/session';
import { answer, expired, setUpCurrentUserSuite, toast, user } from '../../lib/testing/current-user-harness';
import { clearToken } from '../../lib/auth/token';

setUpCurrentUserSuite();

function Probe() {
  useCurrentUser();
  return <p>page</p>;
}

function renderApp() {
  const router = createBrowserRouter([{ path: '*', element: <Probe /> }]);
  render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return router;
}

describe('useCurrentUser', () => {
  it('fetches the user once per page load with a token', async () => {
    const fetchMock = answer(200, { respCode: 20000, data: user });
    renderApp();
    await waitFor(() => expect(sessionStore.get().displayName).toBe('李同学'));
    expect(fetchMock).toHaveBeenCalledOnce();
  });

  it('fetches nothing without a token', async () => {
    clearToken();
    const fetchMock = answer(200, { respCode: 20000, data: user });
    renderApp();
    await act(() => Promise.resolve());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes to /login with the page as redirect on a 401', async () => {
    answer(401, expired);
    const router = renderApp();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fcenter%3Ftab%3Db');
    expect(toast).toHaveBeenCalledExactlyOnceWith('登录已过期，请重新登录');
  });
});
