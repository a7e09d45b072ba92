import type { i18n as I18n } from 'i18next';
import { matchRoutes, type Location, type RouteObject } from 'react-router';
import type { PortalRouter } from './app';
import type { RouteHandle, RouteTitleKey } from '../config/paths';

/** The title key of the deepest route matching `location` that has one (none: the platform's name). */
export function routeTitleKey(routes: RouteObject[], location: Location): RouteTitleKey | undefined {
  const matches = matchRoutes(routes, location) ?? [];
  let key: RouteTitleKey | undefined;
  for (const match of matches) key = (match.route.handle as RouteHandle | undefined)?.titleKey ?? key;
  return key;
}

/**
 * Keeps document.title on the route's title (spec: "set from the route's title, default the platform"),
 * in the current language. Set as soon as a navigation starts, from the route table: a page's code can
 * take seconds to arrive, and until then the tab would keep the previous title. Returns the way to stop.
 */
export function followRouteTitles(
  router: Pick<PortalRouter, 'state' | 'routes' | 'subscribe'>,
  i18n: I18n,
): () => void {
  const update = () => {
    const { navigation, location } = router.state;
    const key = routeTitleKey(router.routes, navigation.location ?? location);
    document.title = key ? i18n.t(`routes.${key}`) : i18n.t('app.name');
  };
  update();
  const unsubscribe = router.subscribe(update);
  i18n.on('languageChanged', update);
  return () => {
    unsubscribe();
    i18n.off('languageChanged', update);
  };
}
