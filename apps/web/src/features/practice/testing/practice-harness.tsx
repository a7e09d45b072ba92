import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach } from 'vitest';
import { sessionStore } from '../../../lib/auth/session';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { stubBackend, type Recorded, type Reply } from '../../../lib/testing/stub-backend';
import CalibrationFieldRoute from '../calibration-field-route';
import PracticeEditorRoute from '../practice-editor-route';
import PracticeJudgeRoute from '../practice-judge-route';
import PracticeProblemRoute from '../practice-problem-route';
import PracticeTopSidebarRoute from '../practice-top-sidebar-route';
import PythonPracticeRoute from '../python-practice-route';
import QuestionDetailRoute from '../question-detail-route';
import QuestionSelectRoute from '../question-select-route';
import { RunnersContext, type Runners } from '../runner/runner-context';

/** What the calibration field's tests share beyond lib/testing: its pages, fake runners, the requests. */

export { failure, ok } from '../../../lib/testing/stub-backend';
export { modal, toast } from '../../../lib/testing/page-suite';

/** The practice page's code editor, its run status (尚未运行, 运行结束…) and the console's output. */
export const editor = () => screen.getByRole('textbox', { name: '代码编辑器' });
export const runStatus = () => within(screen.getByRole('region', { name: '输出' })).getByRole('status');
export const output = () => screen.getByTestId('run-output');

/** Every request the page made, in order (emptied before each test). */
export const seen: Recorded[] = [];

/** Stubs the backend (under the real api client): answers by "METHOD /path"; unknown calls answer 404. */
export const serve = (handlers: Record<string, Reply>) => void stubBackend(handlers, seen);

/** Requests to `path`, in order. */
export const calls = (path: string) => seen.filter((r) => r.path === path);

const noRunner = (): never => {
  throw new Error('this test gave the page no such runner');
};

/** Renders the calibration field's pages at `entry`, with fake runners when given. */
export function renderPractice(entry: string, runners?: Partial<Runners>) {
  const wrap = (element: ReactNode) =>
    runners ? (
      <RunnersContext.Provider
        value={{
          python: runners.python ?? noRunner,
          sql: runners.sql ?? noRunner,
        }}
      >
        {element}
      </RunnersContext.Provider>
    ) : (
      element
    );
  return renderRoutes(
    [
      { path: '/question/calibrationField', element: wrap(<CalibrationFieldRoute />) },
      { path: '/question/questionSelect', element: wrap(<QuestionSelectRoute />) },
      { path: '/question/questionDetail', element: wrap(<QuestionDetailRoute />) },
      { path: '/pythonPractice/:questionId', element: wrap(<PythonPracticeRoute />) },
      { path: '/pythonPracticeTopSidebar', element: wrap(<PracticeTopSidebarRoute />) },
      { path: '/pythonPracticeEditor', element: wrap(<PracticeEditorRoute />) },
      { path: '/pythonPracticeProblem', element: wrap(<PracticeProblemRoute />) },
      { path: '/pythonPracticeJudge', element: wrap(<PracticeJudgeRoute />) },
      { path: '/login', element: <p>login page</p> },
    ],
    entry,
  );
}

/**
 * The suite's set-up (lib/testing/page-suite), logged in (as user 7) or not, with `seen` and the
 * storage (the code drafts) emptied for each test.
 */
export function setUpPracticeSuite({ loggedIn }: { loggedIn: boolean }): void {
  setUpPageSuite({ namespaces: 'practice', loggedIn });
  beforeEach(() => {
    seen.length = 0;
    localStorage.clear();
    if (loggedIn) sessionStore.set({ userId: 7 });
  });
}
