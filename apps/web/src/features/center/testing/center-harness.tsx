import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect } from 'vitest';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { failure, ok, stubBackend, type Recorded, type Reply } from '../../../lib/testing/stub-backend';
import CenterRoute from '../center-route';

/** What the personal centre's tests share beyond lib/testing: its page, the requests, the entries' retry. */

export { ok } from '../../../lib/testing/stub-backend';
export { modal, toast } from '../../../lib/testing/page-suite';

export const student = { id: 1, truename: '李同学', headImgUrl: '', userNumber: null };

/** Every request the page made, in order (emptied before each test). */
export const seen: Recorded[] = [];

/** Stubs the backend (under the real api client): answers by "METHOD /path"; unknown calls answer 404. */
export const serve = (handlers: Record<string, Reply>) => void stubBackend(handlers, seen);

export const serverError = () => failure(500, 50000, '服务器内部错误');
/** A page of a paged list, as the backend answers it. */
export const pageOf = <T,>(list: T[], pageNum = 1, pageSize = 10, total = list.length) =>
  ok({ list, total, pageNum, pageSize });
/** The query parameters of the last request to `path`. */
export const lastQuery = (path: string) => seen.filter((r) => r.path === path).at(-1)?.query;
export const withUser: Record<string, Reply> = { 'GET /sys/users/current': ok(student) };

export const renderCenter = (entry = '/center') =>
  renderRoutes(
    [
      { path: '/center', element: <CenterRoute /> },
      { path: '/center/index', element: <CenterRoute /> },
    ],
    entry,
  );

/** Opens the centre at `entry` for the logged-in `student`, the backend also answering `handlers`. */
export function openCenter(handlers: Record<string, Reply> = {}, entry = '/center') {
  serve({ ...withUser, ...handlers });
  return renderCenter(entry);
}

/** Opens the centre's entry `menu` (`/center?menu=b`), as openCenter does. */
export const openEntry = (menu: string, handlers: Record<string, Reply> = {}) =>
  openCenter(handlers, `/center?menu=${menu}`);

/**
 * What every entry's test checks: entry `menu` whose call `call` ("GET /path") fails first shows the
 * failure `failed` in an alert; its 重试 asks again, and the call then answers `then` (`handlers` answer
 * the entry's other calls). Returns the user, to go on from what `then` shows.
 */
export async function failThenRetry({
  menu,
  call,
  then,
  failed,
  handlers = {},
}: {
  menu: string;
  call: string;
  then: ReturnType<typeof ok>;
  failed: string;
  handlers?: Record<string, Reply>;
}) {
  let fail = true;
  const user = userEvent.setup();
  openEntry(menu, { ...handlers, [call]: () => (fail ? serverError() : then) });
  const alert = (await screen.findByText(failed)).closest<HTMLElement>('[role="alert"]');
  expect(alert).not.toBeNull();
  fail = false;
  await user.click(within(alert!).getByRole('button', { name: '重试' }));
  return user;
}

export const menu = () => screen.getByRole('navigation', { name: '个人中心菜单' });
export const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

/** The suite's set-up (lib/testing/page-suite), logged in, with `seen` emptied for each test. */
export function setUpCenterSuite(): void {
  // Each entry is a chunk of its own, compiled on first use: the first find may wait for it.
  configure({ asyncUtilTimeout: 5_000 });
  setUpPageSuite({ namespaces: ['center', 'practice'], loggedIn: true });
  beforeEach(() => {
    seen.length = 0;
  });
}
