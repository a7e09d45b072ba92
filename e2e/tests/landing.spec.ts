import type { Page } from '@playwright/test';
import type { Envelope, Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { LOCAL_API } from '../portal';
import {
  HTML_LANG,
  keepFullPageScreenshot,
  LANDING_ORIGIN,
  LANGUAGES,
  PHONE,
  pickMenuItem,
  text,
} from './helpers';

const LANDING_HOME = `${LANDING_ORIGIN}/home`;
const COURSES = ['computing', 'machineLearning', 'pythonSql'] as const;

const languageButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /.+: .+/ });

/** What a visitor reads on the landing page in `locale`: slogan, course titles, <html lang>. */
async function expectLandingIn(page: Page, locale: Locale) {
  await expect(page.getByRole('heading', { level: 1 }), locale).toHaveText(
    text(locale, 'landing', 'banner.slogan'),
  );
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(text(locale, 'landing', 'courses.title'));
  await expect(page.getByRole('heading', { level: 3 })).toHaveText(
    COURSES.map((key) => text(locale, 'landing', `courses.items.${key}.title`)),
  );
}

test.describe('landing page on the cn. host', () => {
  test('shows the top bar with language and login, the slogan and three courses, without the portal; only /home is replaced', async ({
    page,
    fakeApi,
  }) => {
    await page.goto(LANDING_HOME);
    await expect(page).toHaveURL(LANDING_HOME);
    await expect(page).toHaveTitle('水杉在线');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    const bar = page.getByRole('banner');
    await expect(bar.getByText('水杉在线', { exact: true })).toBeVisible();
    await expect(bar.getByText('华东师范大学数据科学与工程学院', { exact: true })).toBeVisible();
    const language = bar.getByRole('button', { name: '选择语言: 中文' });
    await expect(language).toBeVisible();
    await expect(language).toContainText('中文');
    await expect(language.locator('img')).toBeVisible(); // the flag
    await expect(bar.getByRole('button', { name: '登录', exact: true })).toBeVisible();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('让数据科学触手可及');
    await expect(page.getByRole('link', { name: '浏览课程' })).toHaveAttribute(
      'href',
      '#shui-landing-courses',
    );

    // The three cards open the external course pages in a new tab (their addresses, target and rel:
    // apps/web/src/features/landing/landing-route.test.tsx).
    const courses = page.getByRole('region', { name: '精选课程' });
    await expect(courses.getByRole('heading', { level: 3 })).toHaveText([
      '计算机基础',
      '机器学习实训',
      'Python 与 SQL 编程练习',
    ]);
    await expect(courses.getByRole('link')).toHaveCount(COURSES.length);
    await expect(page.getByRole('contentinfo')).toHaveText(
      `© ${new Date().getFullYear()} 华东师范大学数据科学与工程学院 · 水杉在线`,
    );

    // None of the portal's layout: no menu, no floating buttons, no portal footer.
    await expect(page.getByRole('navigation', { name: '主导航' })).toHaveCount(0);
    await expect(page.locator('#shui-nav')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '帮助', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: '智能助手' })).toHaveCount(0);
    await expect(page.getByText('沪ICP备05003394号')).toHaveCount(0);
    await expect(page.locator('#shui-banner')).toHaveCount(0);

    await test.step("the worker's fake API answers a page on the cn. origin (CORS allowed)", async () => {
      const seen = page.waitForResponse((r) => new URL(r.url()).pathname === '/portal/network/onCampus');
      const answer = await page.evaluate(async (api) => {
        // A failed CORS check would reject here.
        const response = await fetch(`${api}/portal/network/onCampus`);
        return { status: response.status, body: (await response.json()) as Envelope<string> };
      }, LOCAL_API);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toBe('true');
      const response = await seen;
      expect(response.headers()['access-control-allow-origin']).toBe(LANDING_ORIGIN);
      expect(await response.request().headerValue('origin')).toBe(LANDING_ORIGIN);
      // This worker's fake API answered it (the worker's proxy sends the local API address there).
      const calls = await fakeApi.journal('/portal/network/onCampus');
      expect(calls.filter((call) => call.method === 'GET')).toEqual([
        expect.objectContaining({ status: 200, respCode: 20000 }),
      ]);
    });

    await test.step('"登录" leads to the portal\'s login page on the same host', async () => {
      await bar.getByRole('button', { name: '登录', exact: true }).click();
      await expect(page).toHaveURL(`${LANDING_ORIGIN}/login`);
    });

    await test.step('/home has no child routes there', async () => {
      await page.goto(`${LANDING_ORIGIN}/home/courses`);
      await expect(page).toHaveURL(`${LANDING_ORIGIN}/404/warning`);
      await expect(page.getByRole('heading', { name: '让数据科学触手可及' })).toHaveCount(0);
    });

    await test.step('other portal paths stay the portal on the cn. host (docs/decisions.md)', async () => {
      // Only /home is replaced there; login, the modules and the rest keep the portal's layout, so the
      // landing page's login and course links lead somewhere that works.
      await page.goto(`${LANDING_ORIGIN}/mooc/course/list`);
      await expect(page.getByRole('heading', { name: '课程列表' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    });
  });

  test('switching the language walks the five languages, and the chosen one holds over a reload', async ({
    page,
  }, testInfo) => {
    await page.goto(LANDING_HOME);
    await expectLandingIn(page, 'zh');
    await keepFullPageScreenshot(page, testInfo, 'landing-zh-1440');
    for (const { locale, name } of [...LANGUAGES.slice(1), LANGUAGES[0]]) {
      await test.step(locale, async () => {
        await languageButton(page).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem')).toHaveText(LANGUAGES.map((l) => l.name));
        // Closed before it is opened again: a menu still fading out takes no clicks.
        await pickMenuItem(page, name, () => languageButton(page).click());
        await expectLandingIn(page, locale);
        await expect(languageButton(page)).toHaveAccessibleName(
          `${text(locale, 'landing', 'language')}: ${name}`,
        );
        await expect(languageButton(page)).toContainText(name);
        await expect(
          page
            .getByRole('banner')
            .getByRole('button', { name: text(locale, 'landing', 'login'), exact: true }),
        ).toBeVisible();
        await expect(page).toHaveTitle(text(locale, 'landing', 'brand'));
        if (locale !== 'zh') await keepFullPageScreenshot(page, testInfo, `landing-${locale}-1440`);
      });
    }

    await test.step('held over a reload', async () => {
      await pickMenuItem(page, 'Français', () => languageButton(page).click());
      await expectLandingIn(page, 'fr');
      await page.reload();
      await expectLandingIn(page, 'fr');
      await expect(languageButton(page)).toContainText('Français');
    });
  });
});

test.describe('landing page on a phone (390x844)', PHONE, () => {
  test('fits the screen in each language and keeps the language and login buttons', async ({
    page,
  }, testInfo) => {
    await page.goto(LANDING_HOME);
    let first = true;
    for (const { locale, name } of LANGUAGES) {
      await test.step(locale, async () => {
        if (!first) await pickMenuItem(page, name, () => languageButton(page).click());
        first = false;
        await expectLandingIn(page, locale);
        await expect(languageButton(page)).toBeInViewport({ ratio: 1 });
        await expect(
          page
            .getByRole('banner')
            .getByRole('button', { name: text(locale, 'landing', 'login'), exact: true }),
        ).toBeInViewport({ ratio: 1 });
        const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Infinity);
        expect(scrollWidth).toBeLessThanOrEqual(390);
        await expect(
          page.getByRole('region', { name: text(locale, 'landing', 'courses.title') }).getByRole('link'),
        ).toHaveCount(3);
        await keepFullPageScreenshot(page, testInfo, `landing-${locale}-390`);
      });
    }
  });
});
