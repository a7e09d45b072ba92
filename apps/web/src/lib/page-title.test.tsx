import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { followRouteTitles, usePageTitle } from './document-title';
import type { RouteHandle } from '../config/paths';

function Course() {
  usePageTitle('计算机科学导论');
  return <h1>计算机科学导论</h1>;
}

function Loading() {
  usePageTitle(undefined);
  return null;
}

const routes: RouteObject[] = [
  { path: '/home', handle: { titleKey: 'home' } satisfies RouteHandle, Component: () => null },
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

describe('usePageTitle', () => {
  it('titles the tab with what the page names while it is there, and gives the route its title back', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/mooc/course/101'] });
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
    const router = createMemoryRouter(routes, { initialEntries: ['/loading'] });
    stop = followRouteTitles(router, i18n);
    render(<RouterProvider router={router} />);
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(document.title).toBe('课程');
  });
});
