import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n';
import { followRouteTitles } from './document-title';
import type { RouteHandle } from '../config/paths';

const never = () => new Promise<never>(() => undefined);
const Page = () => null;

/** Two pages: the first one's code is there, the second one's never arrives. */
const routes: RouteObject[] = [
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
    const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
    stop = followRouteTitles(router, i18n);
    expect(document.title).toBe('首页');

    void router.navigate('/center');
    expect(router.state.navigation.state).toBe('loading');
    expect(document.title).toBe('个人中心');
    expect(router.state.location.pathname).toBe('/home');
  });

  it("uses the platform's name for a route without a title, and follows a change of language", async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/home'] });
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
