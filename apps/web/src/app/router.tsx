import { Navigate, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { RouteError } from '../components/route-error';
import { PortalLayout } from './portal-layout';
import { loadChunk } from '../lib/chunk';
import { getToken } from '../lib/auth/token';
import { loginThenBackTo, paths, type RouteHandle } from '../config/paths';
import type { RouteDef } from './routes';

/** The login guard: no token -> /login?redirect=<the full target path>. */
function requireLogin({ request }: LoaderFunctionArgs) {
  if (getToken()) return null;
  const url = new URL(request.url);
  // react-router's way: a loader throws the redirect Response.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  throw redirect(loginThenBackTo(url.pathname + url.search + url.hash));
}

// Module pages are a chunk of their own, which /home does not load. The error page is not: it must show
// when chunks cannot be loaded at all.
const ModulePage = () => import('../components/module-page').then((m) => ({ default: m.ModulePage }));
const routeError = <RouteError />;

function toRouteObject(def: RouteDef): RouteObject {
  if (def.redirect) {
    // path '' inside a parent is that parent's own address (/mooc -> /mooc/course/list).
    const element = <Navigate to={def.redirect} replace />;
    return def.path === '' ? { index: true, element } : { path: def.path, element };
  }
  const handle: RouteHandle = { titleKey: def.titleKey, module: def.module };
  const loader = def.requiresLogin ? requireLogin : undefined;
  const page = def.page ?? ModulePage;
  const leaf = { handle, lazy: async () => ({ Component: (await loadChunk(page)).default }) };
  if (!def.children) return { path: def.path, loader, ...leaf };
  return {
    path: def.path,
    handle,
    loader,
    element: <Outlet />,
    children: [
      ...(def.children.some((child) => child.path === '') ? [] : [{ index: true as const, ...leaf }]),
      ...def.children.map(toRouteObject),
    ],
  };
}

/**
 * Routes for react-router from the route table. On the landing host, /home is the multilingual landing
 * page on its own, without the portal's layout and with no child routes.
 */
export function buildRoutes(table: RouteDef[], landingHost: boolean): RouteObject[] {
  const inLayout = table.filter((def) => !(landingHost && def.path === paths.home));
  const routes: RouteObject[] = [
    { element: <PortalLayout />, errorElement: routeError, children: inLayout.map(toRouteObject) },
  ];
  if (landingHost) {
    routes.unshift({
      path: paths.home,
      errorElement: routeError,
      // No title key: the tab shows the platform's name, as the landing page itself does.
      handle: {} satisfies RouteHandle,
      lazy: async () => ({
        Component: (await loadChunk(() => import('../features/landing/landing-route'))).default,
      }),
    });
  }
  return routes;
}
