import type { ComponentType } from 'react';
import { paths, segment, type ModuleKey, type RouteTitleKey } from '../config/paths';
import { i18n } from '../lib/i18n';

export type { ModuleKey, RouteTitleKey };
type Page = () => Promise<{ default: ComponentType }>;

/**
 * One route of spec section 2. `module` routes render the module page (title and menu position) until
 * their feature lands; `page` routes load their own component lazily.
 */
export interface RouteDef {
  path: string;
  titleKey?: RouteTitleKey;
  requiresLogin?: boolean;
  /** Redirect target (replace). */
  redirect?: string;
  module?: ModuleKey;
  page?: Page;
  /** Rendered without the portal's header, footer and sidebar. */
  bare?: boolean;
  children?: RouteDef[];
}

/**
 * The home page's texts are fetched beside its code, not after it: the page waits for both, and the
 * first visit of most users is this page.
 */
const home: Page = () =>
  Promise.all([import('../features/home/home-route'), i18n.loadNamespaces('home')]).then(([page]) => page);
const center: Page = () => import('../features/center/center-route');
const moduleRoute = (
  path: string,
  titleKey: RouteTitleKey,
  module: ModuleKey,
  extra: Partial<RouteDef> = {},
): RouteDef => ({
  path,
  titleKey,
  module,
  ...extra,
});

/** The route table: every route of spec section 2, in one place. */
export const routeTable: RouteDef[] = [
  { path: paths.root, redirect: paths.home },
  { path: paths.index, titleKey: 'home', page: home },
  { path: paths.home, titleKey: 'home', page: home },
  moduleRoute('/2025', 'competition2025', 'other'),
  moduleRoute(paths.channel, 'channel', 'channel', {
    children: [
      moduleRoute('nourish', 'channelNourish', 'channel'),
      moduleRoute('dase', 'channelDase', 'channel'),
      moduleRoute('digitalization', 'channelDigitalization', 'channel'),
      moduleRoute('virtuallab', 'channelVirtuallab', 'channel'),
      moduleRoute('first-class', 'channelFirstClass', 'channel'),
      moduleRoute('openeducation', 'channelOpeneducation', 'channel'),
      moduleRoute('fintech', 'channelFintech', 'channel'),
      moduleRoute('edutech', 'channelEdutech', 'channel'),
      moduleRoute('excellentclass', 'channelExcellentclass', 'channel'),
      moduleRoute('excellentclass/video', 'channelExcellentclassVideo', 'channel'),
      // {product}-dataset: one dynamic segment, checked for its suffix by the page.
      moduleRoute(':dataset', 'channelDataset', 'channel', {
        page: () => import('../features/dataset/dataset-route'),
      }),
    ],
  }),
  moduleRoute('/pythonPractice/:questionId', 'pythonPractice', 'question', { requiresLogin: true }),
  moduleRoute('/pythonPracticeTopSidebar', 'pythonPracticeTopSidebar', 'question'),
  moduleRoute('/pythonPracticeEditor', 'pythonPracticeEditor', 'question'),
  moduleRoute('/pythonPracticeProblem', 'pythonPracticeProblem', 'question'),
  moduleRoute('/pythonPracticeJudge', 'pythonPracticeJudge', 'question'),
  moduleRoute('/shiXunDemo', 'shiXunDemo', 'work'),
  moduleRoute('/workshop/content', 'workshopContent', 'work'),
  moduleRoute('/cs101', 'cs101', 'mooc'),
  moduleRoute('/guet', 'guet', 'mooc'),
  moduleRoute('/seu', 'seu', 'mooc'),
  { path: paths.oauth, titleKey: 'oauth', page: () => import('../features/auth/oauth-route') },
  { path: paths.notFound, titleKey: 'notFound', page: () => import('./pages/not-found') },
  { path: paths.notFoundWarning, titleKey: 'notFound', page: () => import('./pages/not-found') },
  { path: paths.login, titleKey: 'login', page: () => import('../features/auth/login-route') },
  {
    path: paths.mooc,
    titleKey: 'mooc',
    module: 'mooc',
    children: [
      { path: '', redirect: paths.moocCourseList },
      moduleRoute(segment(paths.mooc, paths.moocSchool), 'moocSchool', 'mooc'),
      moduleRoute(segment(paths.mooc, paths.moocCourseList), 'moocCourseList', 'mooc'),
      moduleRoute('course/:courseId', 'moocCourse', 'mooc'),
      moduleRoute('lessonDetails', 'moocLessonDetails', 'mooc'),
    ],
  },
  moduleRoute(paths.center, 'center', 'center', {
    requiresLogin: true,
    page: center,
    children: [moduleRoute(segment(paths.center, paths.centerIndex), 'center', 'center', { page: center })],
  }),
  moduleRoute(paths.question, 'question', 'question', {
    children: [
      moduleRoute('questionDetail', 'questionDetail', 'question'),
      moduleRoute(segment(paths.question, paths.calibrationField), 'calibrationField', 'question'),
      moduleRoute('questionSelect', 'questionSelect', 'question'),
    ],
  }),
  moduleRoute(paths.codeParkDetail, 'codePark', 'codePark'),
  moduleRoute('/program', 'program', 'other', {
    children: [
      moduleRoute('programDetail', 'programDetail', 'other'),
      moduleRoute('collegeDetail', 'collegeDetail', 'other'),
    ],
  }),
  moduleRoute(paths.work, 'work', 'work', {
    children: [
      moduleRoute('cloudstudio-competition', 'cloudstudioCompetition', 'work'),
      moduleRoute(segment(paths.work, paths.workShop), 'workShop', 'work'),
      moduleRoute('workShopSelect', 'workShopSelect', 'work'),
      moduleRoute('jupyterhubSelect', 'jupyterhubSelect', 'work'),
      moduleRoute('competitionSelect', 'competitionSelect', 'work'),
    ],
  }),
  {
    path: paths.noticeHistory,
    titleKey: 'noticeDetail',
    module: 'other',
    requiresLogin: true,
    page: () => import('../features/notifications/notice-history-route'),
  },
  moduleRoute('/Course/CourseDetail', 'courseDetail', 'mooc'),
  {
    path: paths.cloudDesktop,
    titleKey: 'cloudDesktop',
    page: () => import('../features/cloud-desktop/cloud-desktop-route'),
  },
  { path: '*', redirect: paths.notFoundWarning },
];
