import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { followRouteTitles, usePageTitle } from './document-title';
import type { RouteHandle } from '../config/paths';

const never = () => new Promise<never>(() => undefined);
const Page = () => null;

/** Two pages: the first one's code is there, the second one's never arrives. */
const navigationRoutes: RouteObject[] = [
  {
    path: '/',
    children: [
      { path: 'home', handle: { titleKey: 'home' } satisfies RouteHandle, Component: Page },
      {
        path: 'center',
        handle: { titleKey: 'center' } satisfies RouteHandle,
        children: [{ index: true, lazy: never }],
      },
      { path: 'untitled', lazy: never },
    ],
  },
];

function Course() {
  usePageTitle('计算机科学导论');
  return <h1>计算机科学导论</h1>;
}

function Loading() {
  usePageTitle(undefined);
  return null;
}

/** A course page that names itself, and one whose name is still loading. */
const pageRoutes: RouteObject[] = [
  { path: '/home', handle: { titleKey: 'home' } satisfies RouteHandle, Component: Page },
  { path: '/mooc/course/:id', handle: { titleKey: 'moocCourse' } satisfies RouteHandle, Component: Course },
  { path: '/loading', handle: { titleKey: 'moocCourse' } satisfies RouteHandle, Component: Loading },
];

let stop: () => void = () => undefined;

beforeAll(async () => {
  await initI18n('zh');
});

afterEach(async () => {
  stop();
  await i18n.changeLanguage('zh');
});

describe('followRouteTitles', () => {
  it("titles the tab with the route's title as a navigation starts, before the page's code has arrived", () => {
    const router = createMemoryRouter(navigationRoutes, { initialEntries: ['/home'] });
    stop = followRouteTitles(router, i18n);
    expect(document.title).toBe('首页');

    void router.navigate('/center');
    expect(router.state.navigation.state).toBe('loading');
    expect(document.title).toBe('个人中心');
    expect(router.state.location.pathname).toBe('/home');
  });

  it("uses the platform's name for a route without a title, and follows a change of language", async () => {
    const router = createMemoryRouter(navigationRoutes, { initialEntries: ['/home'] });
    stop = followRouteTitles(router, i18n);
    await i18n.changeLanguage('en');
    expect(document.title).toBe('Home');

    void router.navigate('/untitled');
    expect(document.title).toBe('Shuishan Online');
    await i18n.changeLanguage('fr');
    expect(document.title).toBe('Shuishan Online');

    void router.navigate('/center');
    expect(document.title).toBe('Espace personnel');
  });
});

describe('usePageTitle', () => {
  it('titles the tab with what the page names while it is there, and gives the route its title back', async () => {
    const router = createMemoryRouter(pageRoutes, { initialEntries: ['/mooc/course/101'] });
    stop = followRouteTitles(router, i18n);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(document.title).toBe('计算机科学导论'));

    // A change of language keeps the page's own title.
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(document.title).toBe('计算机科学导论');

    await act(async () => {
      await router.navigate('/home');
    });
    await waitFor(() => expect(document.title).toBe('Home'));
  });

  it("keeps the route's title while the page has none yet", async () => {
    const router = createMemoryRouter(pageRoutes, { initialEntries: ['/loading'] });
    stop = followRouteTitles(router, i18n);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(document.title).toBe('课程');
  });
});
