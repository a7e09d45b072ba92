import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isLandingHost } from '../lib/host';
import { Providers } from './providers';
import { buildRoutes } from './router';
import { routeTable } from './routes';

export type PortalRouter = ReturnType<typeof createBrowserRouter>;

/** The portal's router. Creating it starts the first navigation, so the first page's code starts loading. */
export function createPortalRouter(): PortalRouter {
  return createBrowserRouter(buildRoutes(routeTable, isLandingHost(window.location.hostname)));
}

/**
 * Resolves once the first navigation has settled (its guard ran and its page's code loaded, or failed and
 * an error page is ready), so the first render is the whole page and the static shell of index.html stays
 * on screen until then instead of a blank moment.
 */
export function firstNavigation(router: PortalRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** `notice`: something to tell on top of the first page (why a single sign-on did not log in). */
export function App({ router, notice }: { router: PortalRouter; notice?: ReactNode }) {
  return (
    <Providers>
      <RouterProvider router={router} />
      {notice}
    </Providers>
  );
}
