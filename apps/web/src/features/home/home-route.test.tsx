import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../lib/events';
import HomeRoute from './home-route';
import { loadHomeTranslations } from './testing/setup-home-test';

function renderHome(entry: string) {
  const router = createMemoryRouter([{ path: '/home', element: <HomeRoute /> }], {
    initialEntries: [entry],
  });
  render(<RouterProvider router={router} />);
  return router;
}

const tourPanel = () => document.querySelector('.ant-tour');
const tourMask = () => document.querySelector('.ant-tour-mask');

describe('home route', () => {
  beforeAll(() => loadHomeTranslations());
  afterEach(() => document.body.replaceChildren());

  it('shows the banner, the module entrances and the about section', async () => {
    renderHome('/home');
    expect(await screen.findByRole('heading', { level: 1, name: '水杉在线首页' })).toBeInTheDocument();
    expect(document.getElementById('shui-banner')).toBeInTheDocument();
    // Below the fold: rendered right after the first render.
    expect(await screen.findByRole('region', { name: '四大模块' })).toHaveAttribute('id', 'shui-modules');
    expect(screen.getByRole('region', { name: '关于我们' })).toHaveAttribute('id', 'shui-about');
    expect(screen.getByRole('region', { name: '为什么选择水杉在线' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '澄湖数据' })).toBeInTheDocument();
    expect(tourPanel()).toBeNull();
  });

  it('starts the tour for ?tour=1, removes the query, and lets clicks through once it is ended', async () => {
    const user = userEvent.setup();
    const router = renderHome('/home?tour=1&from=help#top');
    // The tour's code loads on demand: on a busy machine that takes more than the default second.
    expect(
      await screen.findByText('导航栏', { selector: '.ant-tour-title' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?from=help'));
    expect(router.state.location.hash).toBe('#top');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tourMask()).not.toBeNull();

    await user.click(screen.getByRole('button', { name: '结束导览' }));
    await waitFor(() => expect(tourMask()).toBeNull());
    expect(tourPanel()).toBeNull();
    expect(document.body.style.overflow).not.toBe('hidden');
  });

  it('starts the tour on the shui:start-tour event', async () => {
    renderHome('/home');
    await screen.findByRole('region', { name: '四大模块' });
    act(() => emit('shui:start-tour', {}));
    // The tour's code loads on demand: on a busy machine that takes more than the default second.
    expect(
      await screen.findByText('导航栏', { selector: '.ant-tour-title' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('opens the intro video in a dialog with its poster', async () => {
    const user = userEvent.setup();
    renderHome('/home');
    await user.click(await screen.findByRole('button', { name: '观看平台介绍' }));
    const dialog = await screen.findByRole('dialog', { name: '水杉在线平台介绍' });
    const video = dialog.querySelector('video');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('poster', '/media/shui-intro-poster.webp');
    expect([...dialog.querySelectorAll('source')].map((s) => s.getAttribute('src'))).toEqual([
      '/media/shui-intro.webm',
      '/media/shui-intro.mp4',
    ]);
  });
});
