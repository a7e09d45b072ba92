import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../lib/events';
import HomeRoute from './home-route';
import { loadHomeTranslations } from './testing/setup-home-test';

function renderHome(entry: string, { motion = true } = {}) {
  const router = createMemoryRouter([{ path: '/home', element: <HomeRoute /> }], {
    initialEntries: [entry],
  });
  // Without motion (as for a user who asked for less, and in the e2e run): antd's leaving transitions
  // never end in jsdom, so a closed dialog would stay.
  render(
    <ConfigProvider theme={{ token: { motion } }}>
      <RouterProvider router={router} />
    </ConfigProvider>,
  );
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

  it('shows the About, why-choose and partners sections with their contents', async () => {
    renderHome('/home');
    const about = await screen.findByRole('region', { name: '关于我们' });
    expect(within(about).getByRole('heading', { level: 3, name: '数据科学与工程学院' })).toBeInTheDocument();
    expect(within(about).getByRole('heading', { level: 3, name: '水杉在线平台' })).toBeInTheDocument();
    expect(about).toHaveTextContent('接下来，平台还将陆续推出个性化学习引导、自适应学习与 AI 助教。');
    const why = screen.getByRole('region', { name: '为什么选择水杉在线' });
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['一站式学习', '真实实训环境', '即时评测反馈', '智能助学']);
    const partners = screen.getByRole('region', { name: '合作伙伴' });
    expect(
      within(partners)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['澄湖数据', '栖木云', '衡码科技', '启澜智能', '云杪算力', '墨栈开源']);
  });

  it('starts the tour from the banner’s 开启页面导览, and its close button ends it', async () => {
    const user = userEvent.setup();
    renderHome('/home', { motion: false });
    await screen.findByRole('region', { name: '四大模块' });
    await user.click(screen.getByRole('button', { name: '开启页面导览' }));
    expect(
      await screen.findByText('导航栏', { selector: '.ant-tour-title' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /关闭|close/i }));
    await waitFor(() => expect(tourPanel()).toBeNull());
    expect(tourMask()).toBeNull();
  });

  it('closes the intro video with Escape and with its close button, and the player goes with it', async () => {
    const user = userEvent.setup();
    renderHome('/home', { motion: false });
    await user.click(await screen.findByRole('button', { name: '观看平台介绍' }));
    const dialog = await screen.findByRole('dialog', { name: '水杉在线平台介绍' });
    expect(
      within(dialog).getByText('十秒钟了解水杉在线：课程大厅、实训工坊、校准场与代码公园。'),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('video')).toBeNull();

    await user.click(screen.getByRole('button', { name: '观看平台介绍' }));
    const again = await screen.findByRole('dialog', { name: '水杉在线平台介绍' });
    await user.click(within(again).getByRole('button', { name: /关闭|Close/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.querySelector('video')).toBeNull();
  });
});
