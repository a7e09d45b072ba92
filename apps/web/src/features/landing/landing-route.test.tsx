import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { LANDING_COURSE_URLS } from './courses';
import LandingPage from './landing-route';
import { loadLandingTranslations } from './testing/setup-landing-test';

function renderLanding() {
  const router = createMemoryRouter(
    [
      { path: '/home', element: <LandingPage /> },
      { path: '/login', element: <p>login page</p> },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('landing page', () => {
  beforeEach(async () => {
    localStorage.clear();
    await loadLandingTranslations();
  });

  it('shows the platform name, the slogan and a footer line in Chinese by default', async () => {
    renderLanding();
    expect(await screen.findByRole('heading', { level: 1, name: '让数据科学触手可及' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('水杉在线');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} 华东师范大学`);
    expect(document.title).toBe('水杉在线');
  });

  it('offers the five languages by their own names with a flag each, and switches to the one chosen', async () => {
    const user = userEvent.setup();
    renderLanding();
    await user.click(await screen.findByRole('button', { name: '选择语言: 中文' }));
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '中文',
      'English',
      'Italiano',
      'Français',
      'Español',
    ]);
    for (const item of items) expect(item.querySelector('img')).toHaveAttribute('src');

    await user.click(within(menu).getByText('English'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Data science within everyone's reach" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a language: English' })).toBeInTheDocument();
    // Remembered once the language is applied (its antd texts loaded too).
    await waitFor(() => expect(localStorage.getItem('shui-lang')).toBe('en'));
  });

  it('opens each of the three courses in a new tab, without giving it the opener', async () => {
    renderLanding();
    const courses = await screen.findByRole('region', { name: '精选课程' });
    const links = within(courses).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(Object.values(LANDING_COURSE_URLS));
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link).toHaveTextContent('在新标签页中打开');
    }
    expect(links[0]).toHaveAccessibleName(/计算机基础/);
  });

  it('goes to /login from the login button', async () => {
    const user = userEvent.setup();
    const router = renderLanding();
    await user.click(await screen.findByRole('button', { name: '登录' }));
    expect(router.state.location.pathname).toBe('/login');
  });
});
