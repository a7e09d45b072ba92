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
  /** The 2025 competition's registration page (the personal centre's registrations link to it). */
  competition2025: '/2025',
  cloudDesktop: '/cloudDesktop',
  /** Not in spec section 2: the user agreement (《水杉在线用户协议》), linked from the login dialog and the footer. */
  agreement: '/agreement',
  /** Not in spec section 2: the teacher view (a course dashboard), the header's 教师后台 for a logged-in user. */
  teacher: '/teacher',
  channel: '/channel',
  mooc: '/mooc',
  moocSchool: '/mooc/school',
  moocCourseList: '/mooc/course/list',
  moocLessonDetails: '/mooc/lessonDetails',
  courseDetail: '/Course/CourseDetail',
  program: '/program',
  programDetail: '/program/programDetail',
  collegeDetail: '/program/collegeDetail',
  work: '/work',
  workShop: '/work/workShop',
  workShopSelect: '/work/workShopSelect',
  jupyterhubSelect: '/work/jupyterhubSelect',
  competitionSelect: '/work/competitionSelect',
  cloudstudioCompetition: '/work/cloudstudio-competition',
  /** The training page of a project: ?id= (/shiXunDemo shows the machine-learning coursework). */
  workshopContent: '/workshop/content',
  shiXunDemo: '/shiXunDemo',
  question: '/question',
  calibrationField: '/question/calibrationField',
  questionSelect: '/question/questionSelect',
  questionDetail: '/question/questionDetail',
  /** The practice page of a Python or SQL question: /pythonPractice/:questionId (requires login). */
  pythonPractice: '/pythonPractice',
  /** One pane of the practice page each, for ?questionId= (docs/decisions.md 42). */
  pythonPracticeTopSidebar: '/pythonPracticeTopSidebar',
  pythonPracticeEditor: '/pythonPracticeEditor',
  pythonPracticeProblem: '/pythonPracticeProblem',
  pythonPracticeJudge: '/pythonPracticeJudge',
  codeParkDetail: '/codePark/codeParkDetail',
} as const;

/** `child` written relative to `parent`, as a child route of the route table names it. */
export function segment(parent: string, child: string): string {
  if (!child.startsWith(`${parent}/`)) throw new Error(`${child} is not below ${parent}`);
  return child.slice(parent.length + 1);
}

/** The code park's page for the course the portal shows (the header's menu item). */
export const codeParkCourse = `${paths.codeParkDetail}?courseId=${CODE_PARK_COURSE_ID}`;

/** A course's page in the course hall (/mooc/course/:courseId). */
export const coursePath = (courseId: number) => `${paths.mooc}/course/${courseId}`;
/** A lesson's page (requires login). */
export const lessonPath = (lessonId: number) => `${paths.moocLessonDetails}?lessonId=${lessonId}`;
/** A programme's page. */
export const programPath = (programId: number) => `${paths.programDetail}?programId=${programId}`;
/** A college's page. */
export const collegePath = (collegeId: number) => `${paths.collegeDetail}?collegeId=${collegeId}`;

/** A question of the calibration field (its statement; choice and fill answers are given there). */
export const questionPath = (questionId: number) => `${paths.questionDetail}?questionId=${questionId}`;
/** The practice page of a Python or SQL question. */
export const practicePath = (questionId: number) => `${paths.pythonPractice}/${questionId}`;
/** The question list, filtered by the given query (`?setId=&type=...`). */
export const questionListPath = (query: URLSearchParams | string = '') => {
  const search = String(query);
  return search ? `${paths.questionSelect}?${search}` : paths.questionSelect;
};

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
