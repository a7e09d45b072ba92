import type { RouteObject } from 'react-router';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import ChannelIndexRoute from '../channel-index-route';
import ChannelRoute from '../channel-route';
import DatasetRoute from '../dataset-route';
import InstitutionRoute from '../institution-route';

/** What the channels' tests share beyond lib/testing: their pages. */

export { failure, ok, stubBackend } from '../../../lib/testing/stub-backend';
export { toast } from '../../../lib/testing/page-suite';

const routes: RouteObject[] = [
  { path: '/channel', element: <ChannelIndexRoute /> },
  { path: '/channel/nourish', element: <ChannelRoute /> },
  { path: '/channel/excellentclass/video', element: <ChannelRoute /> },
  { path: '/channel/:dataset', element: <DatasetRoute /> },
  { path: '/cs101', element: <InstitutionRoute /> },
  { path: '/guet', element: <InstitutionRoute /> },
  { path: '/404/warning', element: <p>not found page</p> },
  { path: '/mooc/course/:courseId', element: <p>course hall page</p> },
  { path: '/home', element: <p>home page</p> },
];

export const renderAt = (entry: string) => renderRoutes(routes, entry);

/** The suite's set-up (lib/testing/page-suite): a visitor. */
export const setUpChannelSuite = () => setUpPageSuite({ namespaces: 'channel', quietWarnings: true });
