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
const channelPage: Page = () => import('../features/channel/channel-route');
const institutionPage: Page = () => import('../features/channel/institution-route');
const courseDetail: Page = () => import('../features/course/course-detail-route');
const workshopContent: Page = () => import('../features/workshop/content-route');
const workshopSelect: Page = () => import('../features/workshop/select-route');
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
  moduleRoute(paths.competition2025, 'competition2025', 'other', {
    page: () => import('../features/competition/competition-route'),
  }),
  moduleRoute(paths.channel, 'channel', 'channel', {
    page: () => import('../features/channel/channel-index-route'),
    children: [
      moduleRoute('nourish', 'channelNourish', 'channel', { page: channelPage }),
      moduleRoute('dase', 'channelDase', 'channel', { page: channelPage }),
      moduleRoute('digitalization', 'channelDigitalization', 'channel', { page: channelPage }),
      moduleRoute('virtuallab', 'channelVirtuallab', 'channel', { page: channelPage }),
      moduleRoute('first-class', 'channelFirstClass', 'channel', { page: channelPage }),
      moduleRoute('openeducation', 'channelOpeneducation', 'channel', { page: channelPage }),
      moduleRoute('fintech', 'channelFintech', 'channel', { page: channelPage }),
      moduleRoute('edutech', 'channelEdutech', 'channel', { page: channelPage }),
      moduleRoute('excellentclass', 'channelExcellentclass', 'channel', { page: channelPage }),
      moduleRoute('excellentclass/video', 'channelExcellentclassVideo', 'channel', { page: channelPage }),
      // {product}-dataset: one dynamic segment, checked for its suffix by the page.
      moduleRoute(':dataset', 'channelDataset', 'channel', {
        page: () => import('../features/channel/dataset-route'),
      }),
    ],
  }),
  moduleRoute(`${paths.pythonPractice}/:questionId`, 'pythonPractice', 'question', {
    requiresLogin: true,
    page: () => import('../features/practice/python-practice-route'),
  }),
  moduleRoute(paths.pythonPracticeTopSidebar, 'pythonPracticeTopSidebar', 'question', {
    page: () => import('../features/practice/practice-top-sidebar-route'),
  }),
  moduleRoute(paths.pythonPracticeEditor, 'pythonPracticeEditor', 'question', {
    page: () => import('../features/practice/practice-editor-route'),
  }),
  moduleRoute(paths.pythonPracticeProblem, 'pythonPracticeProblem', 'question', {
    page: () => import('../features/practice/practice-problem-route'),
  }),
  moduleRoute(paths.pythonPracticeJudge, 'pythonPracticeJudge', 'question', {
    page: () => import('../features/practice/practice-judge-route'),
  }),
  moduleRoute(paths.shiXunDemo, 'shiXunDemo', 'work', { page: workshopContent }),
  moduleRoute(paths.workshopContent, 'workshopContent', 'work', { page: workshopContent }),
  moduleRoute('/cs101', 'cs101', 'mooc', { page: institutionPage }),
  moduleRoute('/guet', 'guet', 'mooc', { page: institutionPage }),
  moduleRoute('/seu', 'seu', 'mooc', { page: institutionPage }),
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
      moduleRoute(segment(paths.mooc, paths.moocSchool), 'moocSchool', 'mooc', {
        page: () => import('../features/course/school-route'),
      }),
      moduleRoute(segment(paths.mooc, paths.moocCourseList), 'moocCourseList', 'mooc', {
        page: () => import('../features/course/course-list-route'),
      }),
      moduleRoute('course/:courseId', 'moocCourse', 'mooc', { page: courseDetail }),
      moduleRoute(segment(paths.mooc, paths.moocLessonDetails), 'moocLessonDetails', 'mooc', {
        requiresLogin: true,
        page: () => import('../features/course/lesson-route'),
      }),
    ],
  },
  moduleRoute(paths.center, 'center', 'center', {
    requiresLogin: true,
    page: center,
    children: [moduleRoute(segment(paths.center, paths.centerIndex), 'center', 'center', { page: center })],
  }),
  moduleRoute(paths.question, 'question', 'question', {
    children: [
      { path: '', redirect: paths.calibrationField },
      moduleRoute(segment(paths.question, paths.questionDetail), 'questionDetail', 'question', {
        page: () => import('../features/practice/question-detail-route'),
      }),
      moduleRoute(segment(paths.question, paths.calibrationField), 'calibrationField', 'question', {
        page: () => import('../features/practice/calibration-field-route'),
      }),
      moduleRoute(segment(paths.question, paths.questionSelect), 'questionSelect', 'question', {
        page: () => import('../features/practice/question-select-route'),
      }),
    ],
  }),
  moduleRoute(paths.codeParkDetail, 'codePark', 'codePark', {
    page: () => import('../features/code-park/code-park-route'),
  }),
  moduleRoute(paths.program, 'program', 'mooc', {
    children: [
      { path: '', redirect: paths.moocSchool },
      moduleRoute(segment(paths.program, paths.programDetail), 'programDetail', 'mooc', {
        page: () => import('../features/course/program-route'),
      }),
      moduleRoute(segment(paths.program, paths.collegeDetail), 'collegeDetail', 'mooc', {
        page: () => import('../features/course/college-route'),
      }),
    ],
  }),
  moduleRoute(paths.work, 'work', 'work', {
    children: [
      { path: '', redirect: paths.workShop },
      moduleRoute(segment(paths.work, paths.cloudstudioCompetition), 'cloudstudioCompetition', 'work', {
        page: workshopSelect,
      }),
      moduleRoute(segment(paths.work, paths.workShop), 'workShop', 'work', {
        page: () => import('../features/workshop/workshop-route'),
      }),
      moduleRoute(segment(paths.work, paths.workShopSelect), 'workShopSelect', 'work', {
        page: workshopSelect,
      }),
      moduleRoute(segment(paths.work, paths.jupyterhubSelect), 'jupyterhubSelect', 'work', {
        page: workshopSelect,
      }),
      moduleRoute(segment(paths.work, paths.competitionSelect), 'competitionSelect', 'work', {
        page: workshopSelect,
      }),
    ],
  }),
  {
    path: paths.noticeHistory,
    titleKey: 'noticeDetail',
    module: 'other',
    requiresLogin: true,
    page: () => import('../features/notifications/notice-history-route'),
  },
  moduleRoute(paths.courseDetail, 'courseDetail', 'mooc', { page: courseDetail }),
  {
    path: paths.cloudDesktop,
    titleKey: 'cloudDesktop',
    page: () => import('../features/cloud-desktop/cloud-desktop-route'),
  },
  // Not in spec section 2 (an addition): the user agreement the login dialog asks to accept.
  {
    path: paths.agreement,
    titleKey: 'agreement',
    module: 'other',
    page: () => import('../features/agreement/agreement-route'),
  },
  // Not in spec section 2 (an addition): the teacher view.
  {
    path: paths.teacher,
    titleKey: 'teacher',
    module: 'other',
    requiresLogin: true,
    page: () => import('../features/teacher/teacher-route'),
  },
  { path: '*', redirect: paths.notFoundWarning },
];
