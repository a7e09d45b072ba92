import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import {
  HTML_LANG,
  KEEP_SCREENSHOTS,
  keepScreenshot,
  LANDING_ORIGIN,
  LANGUAGES,
  pickMenuItem,
  text,
} from './helpers';

const STORAGE_KEY = 'shui-lang';

const devices = [
  { width: 1440, use: { viewport: { width: 1440, height: 900 } } },
  {
    width: 390,
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
] as const;

const nameOf = (locale: Locale) => LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;
const switchLabel = (locale: Locale) =>
  text(locale, 'layout', 'language.switchLabel', { name: nameOf(locale) });

/** The header's language button; on a narrow screen it may sit in the menu drawer. */
async function languageButton(page: Page, current: Locale) {
  const button = page.getByRole('button', { name: switchLabel(current), exact: true });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.locator('#shui-nav')).toBeVisible();
  if (!(await button.isVisible())) await page.locator('#shui-nav').click();
  await expect(button).toBeVisible();
  return button;
}

/** Switches from `from` to `to` with the header's language menu. */
async function switchLanguage(page: Page, from: Locale, to: Locale) {
  const button = await languageButton(page, from);
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(LANGUAGES.map((l) => l.name));
  // Each language has a flag, all different.
  const flags = await menu
    .getByRole('menuitem')
    .evaluateAll((items) => items.map((item) => item.querySelector('img')?.getAttribute('src') ?? ''));
  expect(new Set(flags.filter(Boolean)).size).toBe(LANGUAGES.length);
  const flag = flags[LANGUAGES.findIndex((l) => l.locale === to)];
  await pickMenuItem(page, nameOf(to), () => button.click());
  const switched = page.getByRole('button', { name: switchLabel(to), exact: true });
  await expect(switched).toBeAttached();
  return flag ?? '';
}

/** What a visitor reads on /home in `locale`. */
async function expectHomeIn(page: Page, locale: Locale, { wide }: { wide: boolean }) {
  const t = (ns: 'common' | 'home' | 'layout', key: string) => text(locale, ns, key);
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
  await expect(page).toHaveTitle(t('common', 'routes.home'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('home', 'pageTitle'));
  for (const key of ['modules.title', 'about.title', 'why.title', 'partners.title']) {
    await expect(page.getByRole('heading', { level: 2, name: t('home', key), exact: true })).toBeVisible();
  }
  const banner = page.locator('#shui-banner');
  await expect(banner).toHaveAccessibleName(t('home', 'banner.label'));
  await expect(banner.getByRole('button', { name: t('home', 'banner.next'), exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: t('home', 'banner.playVideo') })).toBeVisible();
  await expect(
    page.getByRole('region', { name: t('home', 'modules.title') }).getByRole('heading', { level: 3 }),
  ).toHaveText(['mooc', 'work', 'question', 'codePark'].map((key) => t('home', `modules.items.${key}.name`)));

  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: t('common', 'header.login'), exact: true })).toBeVisible();
  await expect(header.getByRole('link', { name: t('common', 'header.register'), exact: true })).toBeVisible();
  if (wide) {
    await expect(
      page.getByRole('navigation', { name: t('common', 'menu.label') }).getByRole('link'),
    ).toHaveText(
      ['home', 'mooc', 'work', 'question', 'codePark', 'channel'].map((key) => t('common', `menu.${key}`)),
    );
  }
  await expect(
    page.getByRole('contentinfo').getByRole('heading', { name: t('common', 'footer.services') }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: text(locale, 'common', 'sidebar.help'), exact: true }),
  ).toBeVisible();
}

/** Scrolls through the page so that lazy pictures load, waits for them, and goes back to the top. */
async function loadAllPictures(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
    .toBe(true);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
}

async function keepPageScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (!KEEP_SCREENSHOTS) return;
  await loadAllPictures(page);
  await keepScreenshot(page, name, { fullPage: true, testInfo });
}

// zh last: the way back from another language works too.
const order: Locale[] = ['en', 'it', 'fr', 'es', 'zh'];
const previous = (locale: Locale): Locale => (locale === 'zh' ? 'es' : 'zh');

for (const device of devices) {
  test.describe(`portal languages at ${device.width} px`, () => {
    test.use(device.use);

    for (const locale of order) {
      test(`${nameOf(locale)}: the header switch changes /home, sets <html lang> and holds over a reload`, async ({
        page,
      }, testInfo) => {
        const from = previous(locale);
        if (from !== 'zh') {
          await page.addInitScript(
            ([key, value]) => {
              if (!sessionStorage.getItem('e2e-seeded')) {
                localStorage.setItem(key, value);
                sessionStorage.setItem('e2e-seeded', '1');
              }
            },
            [STORAGE_KEY, from] as const,
          );
        }
        await page.goto('/home');
        await expectHomeIn(page, from, { wide: device.width > 767 });

        const flag = await switchLanguage(page, from, locale);
        await expectHomeIn(page, locale, { wide: device.width > 767 });
        expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(locale);

        // The button shows the language's own name and its flag.
        const button = await languageButton(page, locale);
        await expect(button.locator('img')).toHaveAttribute('src', flag);
        if (device.width > 767) await expect(button).toContainText(nameOf(locale));
        await page.keyboard.press('Escape');

        await page.reload();
        await expectHomeIn(page, locale, { wide: device.width > 767 });

        await keepPageScreenshot(page, testInfo, `home-${locale}-${device.width}`);
      });

      test(`${nameOf(locale)}: the landing page`, async ({ page }, testInfo) => {
        await page.goto(`${LANDING_ORIGIN}/home`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text('zh', 'landing', 'banner.slogan'),
        );
        if (locale !== 'zh') {
          await pickMenuItem(page, nameOf(locale), () =>
            page
              .getByRole('banner')
              .getByRole('button', { name: /.+: .+/ })
              .click(),
          );
        }
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(locale, 'landing', 'banner.slogan'),
        );
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
        await expect(page.getByRole('heading', { level: 3 })).toHaveText(
          ['computing', 'machineLearning', 'pythonSql'].map((key) =>
            text(locale, 'landing', `courses.items.${key}.title`),
          ),
        );
        await keepPageScreenshot(page, testInfo, `landing-${locale}-${device.width}`);
      });
    }
  });
}
