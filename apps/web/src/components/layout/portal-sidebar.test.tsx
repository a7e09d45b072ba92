import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { on } from '../../lib/events';
import { renderRoutes, setUpPageSuite } from '../../lib/testing/page-suite';
import { setToken } from '../../lib/auth/token';
import { PortalSidebar } from './portal-sidebar';

setUpPageSuite({ namespaces: ['common', 'layout'] });

const renderSidebar = (entry = '/channel') =>
  renderRoutes([{ path: '*', element: <PortalSidebar /> }], entry);

describe('the floating sidebar’s smart assistant (spec section 2)', () => {
  it('logged out, asks to log in first and stays off', async () => {
    const user = userEvent.setup();
    renderSidebar();
    const assistant = screen.getByRole('button', { name: '智能助手' });
    await user.click(assistant);
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
    expect(assistant).toHaveAttribute('aria-pressed', 'false');
  });

  it('logged in, toggles on and off', async () => {
    const user = userEvent.setup();
    setToken('tok');
    renderSidebar();
    const assistant = screen.getByRole('button', { name: '智能助手' });
    await user.click(assistant);
    expect(assistant).toHaveAttribute('aria-pressed', 'true');
    await user.click(assistant);
    expect(assistant).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('请先登录')).toBeNull();
  });
});

describe('the help menu', () => {
  it('offers the page tour, problem feedback and the user manual; on the home page the tour starts there', async () => {
    const user = userEvent.setup();
    const started = vi.fn();
    const stop = on('shui:start-tour', started);
    try {
      const router = renderSidebar('/home');
      await user.click(screen.getByRole('button', { name: '帮助' }));
      const items = await screen.findAllByRole('menuitem');
      expect(items.map((item) => item.textContent)).toEqual(['页面导览', '问题反馈', '用户手册']);
      await user.click(screen.getByRole('menuitem', { name: '页面导览' }));
      expect(started).toHaveBeenCalledOnce();
      expect(router.state.location.pathname).toBe('/home');
    } finally {
      stop();
    }
  });
});
