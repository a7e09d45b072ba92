import { useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { isLandingHost } from '../lib/host';
import { Providers } from './providers';
import { buildRoutes } from './router';
import { routeTable } from './routes';

export function App() {
  const router = useMemo(
    () => createBrowserRouter(buildRoutes(routeTable, isLandingHost(window.location.hostname))),
    [],
  );
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
