import { beforeAll } from 'vitest';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { stubTextLayout } from '../../../lib/testing/stub-layout';
import CodeParkRoute from '../code-park-route';

/** What the code park's tests share beyond lib/testing: its page. */

export { failure, ok, stubBackend } from '../../../lib/testing/stub-backend';
export { toast } from '../../../lib/testing/page-suite';

export const renderAt = (entry: string) =>
  renderRoutes(
    [
      { path: '/codePark/codeParkDetail', element: <CodeParkRoute /> },
      { path: '/home', element: <p>home page</p> },
      { path: '/mooc/course/list', element: <p>course hall</p> },
    ],
    entry,
  );

/** The suite's set-up (lib/testing/page-suite): a visitor, with the text layout CodeMirror measures. */
export function setUpCodeParkSuite(): void {
  setUpPageSuite({ namespaces: ['code-park', 'common'], quietWarnings: true });
  beforeAll(() => stubTextLayout());
}
