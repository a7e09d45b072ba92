import type { RouteObject } from 'react-router';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import ContentRoute from '../content-route';
import SelectRoute from '../select-route';
import WorkshopRoute from '../workshop-route';

/** What the workshop's tests share beyond lib/testing: its pages. */

export { failure, ok, stubBackend } from '../../../lib/testing/stub-backend';
export { modal, toast } from '../../../lib/testing/page-suite';

const routes: RouteObject[] = [
  { path: '/work/workShop', element: <WorkshopRoute /> },
  { path: '/work/workShopSelect', element: <SelectRoute /> },
  { path: '/work/jupyterhubSelect', element: <SelectRoute /> },
  { path: '/work/competitionSelect', element: <SelectRoute /> },
  { path: '/work/cloudstudio-competition', element: <SelectRoute /> },
  { path: '/workshop/content', element: <ContentRoute /> },
  { path: '/shiXunDemo', element: <ContentRoute /> },
  { path: '/login', element: <p>login page</p> },
  { path: '/404/warning', element: <p>not found page</p> },
];

export const renderAt = (entry: string) => renderRoutes(routes, entry);

/** The suite's set-up (lib/testing/page-suite), logged in or not. */
export const setUpWorkshopSuite = ({ loggedIn }: { loggedIn: boolean }) =>
  setUpPageSuite({ namespaces: 'workshop', loggedIn, quietWarnings: true });
