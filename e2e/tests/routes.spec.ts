import { expect, test } from '../fixtures';
import { PORTAL_ORIGIN } from '../portal';

test.describe('routes of spec section 2', () => {
  test('/ and /index lead to the home page', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/index');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.locator('#shui-banner')).toBeVisible();
  });

  test('/mooc redirects to /mooc/course/list', async ({ page }) => {
    await page.goto('/mooc');
    await expect(page).toHaveURL(/\/mooc\/course\/list$/);
    await expect(page.getByRole('heading', { name: '课程列表' })).toBeVisible();
  });

  test('/work redirects to the workshop, /work/workShop', async ({ page }) => {
    await page.goto('/work');
    await expect(page).toHaveURL(/\/work\/workShop$/);
    await expect(page.getByRole('heading', { name: '实训工坊', level: 1 })).toBeVisible();
  });

  for (const path of ['/no/such/page', '/channel/unknown', '/mooc/course']) {
    test(`an unknown path (${path}) goes to /404/warning`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404\/warning$/);
      await expect(page.getByText('页面不存在').first()).toBeVisible();
      await page.getByRole('button', { name: '返回首页' }).click();
      await expect(page).toHaveURL(/\/home$/);
    });
  }

  test('a {product}-dataset channel page resolves', async ({ page }) => {
    await page.goto('/channel/fintech-dataset');
    await expect(page.getByRole('heading', { level: 1, name: '数据集' })).toBeVisible();
  });

  test('a route that requires login sends a visitor to /login with the full target path', async ({
    page,
  }) => {
    await page.goto('/pythonPractice/1');
    await expect(page).toHaveURL(/\/login\?redirect=%2FpythonPractice%2F1$/);
    await page.goto('/pythonPractice/7?from=home');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/pythonPractice/7?from=home');
  });

  test('with a token the guarded route opens', async ({ page, context, fakeApi }) => {
    const token = await fakeApi.token('student');
    await context.addCookies([{ name: 'Shui-Token', value: token, url: PORTAL_ORIGIN }]);
    await page.goto('/pythonPractice/1');
    await expect(page).toHaveURL(/\/pythonPractice\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: '#1 两数之和' })).toBeVisible();
  });

  const titled: Array<[string, string]> = [
    ['/home', '首页'],
    ['/mooc/course/list', '课程列表'],
    ['/work/workShop', '实训工坊'],
    ['/question/calibrationField', '校准场'],
    ['/codePark/codeParkDetail?courseId=3', '代码公园'],
    ['/channel', '频道'],
    ['/404/warning', '页面不存在'],
  ];
  for (const [path, title] of titled) {
    test(`the document title of ${path} is ${title}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
    });
  }

  test('the calibration field and practice routes render their own pages, not the module page', async ({
    page,
  }) => {
    await page.goto('/question');
    await expect(page).toHaveURL(/\/question\/calibrationField$/);
    // Headings from fixtures/seed/questions.json where a question is shown.
    const pages: Array<[string, string]> = [
      ['/question/calibrationField', '校准场'],
      ['/question/questionSelect', '全部题目'],
      ['/question/questionDetail?questionId=4', '#4 集合的长度'],
      // Question 24 is an SQL question: its sub-pages say so.
      ['/pythonPracticeEditor?questionId=24', 'SQL 练习编辑器'],
      ['/pythonPracticeTopSidebar?questionId=1', 'Python 练习导航'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      await expect(page.getByText('该页面的内容将在后续版本中提供。'), path).toHaveCount(0);
      await expect(page.locator('#shui-nav'), path).toBeVisible();
    }
  });

  test('the course hall, channel, programme and institution routes render their own pages, not the module page', async ({
    page,
  }) => {
    // Headings from the fixtures' data (fixtures/seed/channel.json, course-hall.json).
    const pages: Array<[string, string]> = [
      ['/channel/nourish', '滋养计划'],
      ['/channel/excellentclass/video', '精品课堂视频'],
      ['/cs101', '计算机基础（华东师范大学）'],
      ['/guet', '计算机基础（桂林电子科技大学）'],
      ['/seu', '计算机基础（东南大学）'],
      ['/mooc/school', '专业与课程'],
      ['/mooc/course/101', '计算机科学导论'],
      ['/mooc/course/12', '课程不存在'],
      ['/program/collegeDetail?collegeId=1', '数据科学与工程学院'],
      ['/work/workShop', '实训工坊'],
      ['/work/jupyterhubSelect', '选择 JupyterHub 环境'],
      ['/workshop/content?id=200', '机器学习课程实训：从数据到模型'],
      ['/shiXunDemo', '机器学习课程实训：从数据到模型'],
      ['/Course/CourseDetail?courseId=101', '计算机科学导论'],
      ['/codePark/codeParkDetail?courseId=3', '代码公园'],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true }), path).toBeVisible();
      await expect(page.getByText('该页面的内容将在后续版本中提供。'), path).toHaveCount(0);
      await expect(page.locator('#shui-nav'), path).toBeVisible();
    }
  });
});
