import { CODE_PARK_COURSE_ID } from '@shui/contract';
import type zhCommon from '../locales/zh/common.json';

/**
 * The portal's addresses (spec section 2), the one source: app/routes.ts builds the route table from
 * them, and every link, menu item, entrance and redirect names them here, so no address is written twice.
 * Addresses that nothing links to (most module routes) are written once, in app/routes.ts.
 */
export const paths = {
  root: '/',
  home: '/home',
  index: '/index',
  login: '/login',
  oauth: '/oauth',
  notFound: '/404',
  notFoundWarning: '/404/warning',
  center: '/center',
  centerIndex: '/center/index',
  noticeHistory: '/notice/noticeDetail',
  cloudDesktop: '/cloudDesktop',
  channel: '/channel',
  mooc: '/mooc',
  moocSchool: '/mooc/school',
  moocCourseList: '/mooc/course/list',
  work: '/work',
  workShop: '/work/workShop',
  question: '/question',
  calibrationField: '/question/calibrationField',
  codeParkDetail: '/codePark/codeParkDetail',
} as const;

/** `child` written relative to `parent`, as a child route of the route table names it. */
export function segment(parent: string, child: string): string {
  if (!child.startsWith(`${parent}/`)) throw new Error(`${child} is not below ${parent}`);
  return child.slice(parent.length + 1);
}

/** The code park's page for the course the portal shows (the header's menu item). */
export const codeParkCourse = `${paths.codeParkDetail}?courseId=${CODE_PARK_COURSE_ID}`;

/** The login page, coming back to `target` (a path with its query and hash) afterwards. */
export const loginThenBackTo = (target: string) => `${paths.login}?redirect=${encodeURIComponent(target)}`;

/** The paths that show the home page. */
export const homePaths: readonly string[] = [paths.home, paths.index];

/** The title of a route (`routes.<key>` in the common namespace). */
export type RouteTitleKey = keyof (typeof zhCommon)['routes'];

/** The module a route belongs to: it lights up the header's menu item and names the module page. */
export type ModuleKey = 'mooc' | 'work' | 'question' | 'codePark' | 'channel' | 'center' | 'other';

/** What a matched route tells the layout: its title (document title, breadcrumbs) and module. */
export interface RouteHandle {
  titleKey?: RouteTitleKey;
  module?: ModuleKey;
}
