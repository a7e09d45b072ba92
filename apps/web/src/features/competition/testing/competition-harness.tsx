import { sessionStore } from '../../../lib/auth/session';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { setToken } from '../../../lib/auth/token';
import CompetitionRoute from '../competition-route';

/** What the competition's tests share beyond lib/testing: its page and its user. */

export { failure, ok, stubBackend, type Recorded } from '../../../lib/testing/stub-backend';
export { toast } from '../../../lib/testing/page-suite';

/** Logged in as 陈思远 (token in the cookie, the session knows the name and number). */
export function logInAsChen(): void {
  setToken('test-token');
  sessionStore.set({
    userId: 201,
    displayName: '陈思远',
    userNumber: '10235501101',
    company: '华东师范大学',
  });
}

/** /2025 in a memory router. */
export const renderCompetition = () =>
  renderRoutes(
    [
      { path: '/2025', element: <CompetitionRoute /> },
      { path: '/center', element: <p>centre page</p> },
      { path: '/login', element: <p>login page</p> },
      { path: '/home', element: <p>home page</p> },
    ],
    '/2025',
  );

/** The suite's set-up (lib/testing/page-suite): a visitor, until a test logs in. */
export const setUpCompetitionSuite = () => setUpPageSuite({ namespaces: 'competition', quietWarnings: true });
