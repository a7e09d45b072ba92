import type { RouteObject } from 'react-router';
import { beforeEach } from 'vitest';
import { renderRoutes, setUpPageSuite } from '../../../lib/testing/page-suite';
import { stubBackend, type Recorded, type Reply } from '../../../lib/testing/stub-backend';
import CollegeRoute from '../college-route';
import CourseDetailRoute from '../course-detail-route';
import CourseListRoute from '../course-list-route';
import LessonRoute from '../lesson-route';
import ProgramRoute from '../program-route';
import SchoolRoute from '../school-route';

/** What the course hall's tests share beyond lib/testing: its pages, the requests they made. */

export { failure, ok } from '../../../lib/testing/stub-backend';
export { modal, toast } from '../../../lib/testing/page-suite';

/** Every request the page made, in order (emptied before each test). */
export const seen: Recorded[] = [];

/** Stubs the backend (under the real api client): answers by "METHOD /path"; unknown calls answer 404. */
export const serve = (handlers: Record<string, Reply>) => void stubBackend(handlers, seen);

const routes: RouteObject[] = [
  { path: '/mooc/course/list', element: <CourseListRoute /> },
  { path: '/mooc/school', element: <SchoolRoute /> },
  { path: '/mooc/course/:courseId', element: <CourseDetailRoute /> },
  { path: '/Course/CourseDetail', element: <CourseDetailRoute /> },
  { path: '/mooc/lessonDetails', element: <LessonRoute /> },
  { path: '/program/programDetail', element: <ProgramRoute /> },
  { path: '/program/collegeDetail', element: <CollegeRoute /> },
  { path: '/login', element: <p>login page</p> },
];

export const renderMooc = (entry: string) => renderRoutes(routes, entry);

/** The suite's set-up (lib/testing/page-suite), logged in or not, with `seen` emptied for each test. */
export function setUpMoocSuite({ loggedIn }: { loggedIn: boolean }): void {
  setUpPageSuite({ namespaces: 'course', loggedIn });
  beforeEach(() => {
    seen.length = 0;
  });
}
