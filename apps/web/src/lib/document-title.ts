import type { i18n as I18n } from 'i18next';
import { useEffect } from 'react';
import {
  matchRoutes,
  useLocation,
  type createBrowserRouter,
  type Location,
  type RouteObject,
} from 'react-router';
import type { RouteHandle, RouteTitleKey } from '../config/paths';

/** The title key of the deepest route matching `location` that has one (none: the platform's name). */
export function routeTitleKey(routes: RouteObject[], location: Location): RouteTitleKey | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  let key: RouteTitleKey | undefined;
  for (const match of matches) key = (match.route.handle as RouteHandle | undefined)?.titleKey ?? key;
  return key;
}

/** The title a page gave itself (a course's name, say), for the path it was given on. */
let pageTitle: { pathname: string; title: string } | null = null;
/** followRouteTitles' update, while it runs: a page's title that goes gives the tab back to the route's. */
let refreshTitle: (() => void) | null = null;

/**
 * Titles the tab with what the page shows (a course's name rather than "课程", a question's type) while
 * the page is there at this path, instead of its route's title; `undefined` (still loading, say) leaves
 * the route's title. The route's title comes back when the page goes.
 */
export function usePageTitle(title: string | undefined): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    const mine = { pathname, title };
    pageTitle = mine;
    document.title = title;
    return () => {
      if (pageTitle !== mine) return;
      pageTitle = null;
      refreshTitle?.();
    };
  }, [pathname, title]);
}

/**
 * Keeps document.title on the route's title (spec: "set from the route's title, default the platform"),
 * in the current language, or on the title the page gave itself (usePageTitle). Set as soon as a
 * navigation starts, from the route table: a page's code can take seconds to arrive, and until then the
 * tab would keep the previous title. Returns the way to stop.
 */
export function followRouteTitles(
  router: Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'routes' | 'subscribe'>,
  i18n: I18n,
): () => void {
  const update = () => {
    const { navigation, location } = router.state;
    if (!navigation.location && pageTitle?.pathname === location.pathname) {
      document.title = pageTitle.title;
      return;
    }
    const key = routeTitleKey(router.routes, navigation.location ?? location);
    document.title = key ? i18n.t(`routes.${key}`) : i18n.t('app.name');
  };
  update();
  refreshTitle = update;
  const unsubscribe = router.subscribe(update);
  i18n.on('languageChanged', update);
  return () => {
    if (refreshTitle === update) refreshTitle = null;
    unsubscribe();
    i18n.off('languageChanged', update);
  };
}
