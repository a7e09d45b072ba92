import { screen } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { stubTextLayout } from '../../../lib/testing/stub-layout';
import { failure, ok, stubBackend } from '../../../lib/testing/stub-backend';
import CodeParkRoute from '../code-park-route';
import { chartsTree, commitDetail, commitPage, commits, course, files, tree } from './samples';

/** What the code park's tests share beyond lib/testing: its page, a fake backend, the page's parts. */

export { failure, ok, stubBackend };
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

/** The code park's page. */
export const page = '/codePark/codeParkDetail';

/** The fake backend of a course with two repositories; files by path, commits in pages. */
export function backend(options: { commitCount?: number } = {}) {
  const all = commits(options.commitCount ?? 3);
  return stubBackend({
    'GET /portal/codepark/repos': ({ search }) =>
      search.get('courseId') === '3' ? ok(course) : failure(404, 40400, '课程不存在'),
    'GET /portal/codepark/tree': ({ search }) => ok(search.get('repoId') === '2' ? chartsTree : tree),
    'GET /portal/codepark/file': ({ search }) => {
      const path = search.get('path') ?? '';
      if (path === 'src') return failure(404, 40400, '该路径是目录，不是文件');
      return files[path] ? ok(files[path]) : failure(404, 40400, '文件不存在');
    },
    'GET /portal/codepark/commits': ({ search }) =>
      ok(commitPage(all, Number(search.get('pageNum')), Number(search.get('pageSize')))),
    'GET /portal/codepark/commit': ({ search }) => {
      const found = all.find((c) => c.hash === search.get('hash'));
      return found ? ok(commitDetail(found)) : failure(404, 40400, '提交不存在');
    },
  });
}

/** The page's parts: the course's repositories, a repository's file tree, a file's viewer. */
export const repoList = () => screen.getByRole('list', { name: '课程仓库' });
export const fileTree = () => screen.getByRole('tree', { name: 'data-analysis-starter 的文件' });
export const viewer = (path: string) => screen.getByRole('region', { name: path });
