import { matchRoutes, type Location } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { followRouteTitles } from '../lib/document-title';
import { paths } from '../config/paths';
import { buildRoutes } from './router';
import { routeTable, type RouteDef } from './routes';

beforeAll(async () => {
  await initI18n('zh');
});

let stop: () => void = () => undefined;
afterEach(async () => {
  stop();
  await i18n.changeLanguage('zh');
});

const locationOf = (path: string): Location => {
  const url = new URL(path, 'http://portal.test');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
};

/** The tab's title on `path`, as the portal's router gives it (followRouteTitles over the real table). */
function titleOn(path: string, landingHost = false): string {
  const routes = buildRoutes(routeTable, landingHost);
  const router = {
    routes,
    state: { location: locationOf(path), navigation: { location: undefined } },
    subscribe: () => () => undefined,
  } as unknown as Parameters<typeof followRouteTitles>[0];
  stop();
  stop = followRouteTitles(router, i18n);
  return document.title;
}

/** The page component `path` opens (the deepest matching route's lazy page), in the portal or on the landing host. */
async function pageOn(path: string, landingHost = false): Promise<unknown> {
  const matches = matchRoutes(buildRoutes(routeTable, landingHost), locationOf(path)) ?? [];
  const leaf = matches.at(-1)?.route;
  if (typeof leaf?.lazy !== 'function') return leaf?.element;
  const loaded = (await leaf.lazy()) as { Component?: unknown };
  return loaded.Component;
}

/** Every route of the table with its full path. */
function allRoutes(defs: RouteDef[] = routeTable, parent = ''): Array<[string, RouteDef]> {
  return defs.flatMap((def): Array<[string, RouteDef]> => {
    const path = def.path.startsWith('/') ? def.path : `${parent}/${def.path}`;
    return [[path, def], ...allRoutes(def.children ?? [], path)];
  });
}

describe('the route table (spec section 2)', () => {
  it('titles the tab with each route’s title in Chinese', () => {
    const titled: Array<[string, string]> = [
      ['/home', '首页'],
      ['/index', '首页'],
      ['/mooc/course/list', '课程列表'],
      ['/work/workShop', '实训工坊'],
      ['/question/calibrationField', '校准场'],
      ['/codePark/codeParkDetail?courseId=3', '代码公园'],
      ['/channel', '频道'],
      ['/center', '个人中心'],
      ['/cloudDesktop', '云桌面'],
      ['/404/warning', '页面不存在'],
      ['/404', '页面不存在'],
    ];
    expect(titled.map(([path]) => [path, titleOn(path)])).toEqual(titled);
  });

  it('gives every route a title, and the platform’s name where the landing page stands', () => {
    const untitled = allRoutes()
      .filter(([, def]) => !def.redirect && !def.titleKey)
      .map(([path]) => path);
    expect(untitled).toEqual([]);
    // The landing page on the cn. host has no title of its own: the tab shows the platform's name.
    expect(titleOn('/home', true)).toBe('水杉在线');
  });

  it('gives every route its own page, none left to the placeholder module page', () => {
    // A route with children and no page of its own redirects from its own address ('' child).
    const placeholders = allRoutes()
      .filter(([, def]) => !def.redirect && !def.page && !def.children?.some((child) => child.path === ''))
      .map(([path]) => path);
    expect(placeholders).toEqual([]);
  });

  it('opens each path on its own page component (what each page shows is proved by its feature’s tests)', async () => {
    const pages: Array<[string, () => Promise<{ default: unknown }>]> = [
      ['/home', () => import('../features/home/home-route')],
      ['/index', () => import('../features/home/home-route')],
      ['/2025', () => import('../features/competition/competition-route')],
      ['/channel', () => import('../features/channel/channel-index-route')],
      ['/channel/nourish', () => import('../features/channel/channel-route')],
      ['/channel/excellentclass/video', () => import('../features/channel/channel-route')],
      ['/channel/fintech-dataset', () => import('../features/channel/dataset-route')],
      ['/pythonPractice/1', () => import('../features/practice/python-practice-route')],
      [
        '/pythonPracticeTopSidebar?questionId=1',
        () => import('../features/practice/practice-top-sidebar-route'),
      ],
      ['/pythonPracticeEditor?questionId=24', () => import('../features/practice/practice-editor-route')],
      ['/pythonPracticeProblem?questionId=1', () => import('../features/practice/practice-problem-route')],
      ['/pythonPracticeJudge?questionId=1', () => import('../features/practice/practice-judge-route')],
      ['/shiXunDemo', () => import('../features/workshop/content-route')],
      ['/workshop/content?id=200', () => import('../features/workshop/content-route')],
      ['/cs101', () => import('../features/channel/institution-route')],
      ['/guet', () => import('../features/channel/institution-route')],
      ['/seu', () => import('../features/channel/institution-route')],
      ['/oauth', () => import('../features/auth/oauth-route')],
      ['/404', () => import('./pages/not-found')],
      ['/404/warning', () => import('./pages/not-found')],
      ['/login', () => import('../features/auth/login-route')],
      ['/mooc/school', () => import('../features/course/school-route')],
      ['/mooc/course/list', () => import('../features/course/course-list-route')],
      ['/mooc/course/101', () => import('../features/course/course-detail-route')],
      ['/mooc/lessonDetails?lessonId=1', () => import('../features/course/lesson-route')],
      ['/center', () => import('../features/center/center-route')],
      ['/center/index', () => import('../features/center/center-route')],
      ['/question/questionDetail?questionId=4', () => import('../features/practice/question-detail-route')],
      ['/question/calibrationField', () => import('../features/practice/calibration-field-route')],
      ['/question/questionSelect', () => import('../features/practice/question-select-route')],
      ['/codePark/codeParkDetail?courseId=3', () => import('../features/code-park/code-park-route')],
      ['/program/programDetail?programId=1', () => import('../features/course/program-route')],
      ['/program/collegeDetail?collegeId=1', () => import('../features/course/college-route')],
      ['/work/cloudstudio-competition', () => import('../features/workshop/select-route')],
      ['/work/workShop', () => import('../features/workshop/workshop-route')],
      ['/work/workShopSelect', () => import('../features/workshop/select-route')],
      ['/work/jupyterhubSelect', () => import('../features/workshop/select-route')],
      ['/work/competitionSelect', () => import('../features/workshop/select-route')],
      ['/notice/noticeDetail', () => import('../features/notifications/notice-history-route')],
      ['/Course/CourseDetail?courseId=101', () => import('../features/course/course-detail-route')],
      ['/cloudDesktop', () => import('../features/cloud-desktop/cloud-desktop-route')],
    ];
    const wrong: string[] = [];
    for (const [path, load] of pages) {
      if ((await pageOn(path)) !== (await load()).default) wrong.push(path);
    }
    expect(wrong).toEqual([]);
    // On the landing host, /home is the landing page.
    expect(await pageOn('/home', true)).toBe((await import('../features/landing/landing-route')).default);
  }, 60_000);
});

// A feature imports nothing from app/ (the lint zones): the agreement page's place in the route table is
// checked here.
describe('the user agreement (/agreement)', () => {
  it('is a route of the portal, titled in every language', () => {
    expect(routeTable.find((route) => route.path === paths.agreement)).toMatchObject({
      titleKey: 'agreement',
    });
    expect(i18n.t('routes.agreement')).toBe('用户协议');
  });
});
