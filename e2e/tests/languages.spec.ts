import type { Page, TestInfo } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { HTML_LANG, keepFullPageScreenshot, LANGUAGES, PHONE, pickMenuItem, text } from './helpers';

const STORAGE_KEY = 'shui-lang';

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

/**
 * The header's language switch walks the five languages on /home (zh last: the way back from another
 * language works too); each one sets <html lang>, shows its own name and flag on the button, is stored
 * and holds over a reload. The landing page's languages: landing.spec.ts.
 */
async function walkLanguages(page: Page, testInfo: TestInfo, width: number) {
  const wide = width > 767;
  await page.goto('/home');
  await expectHomeIn(page, 'zh', { wide });
  let from: Locale = 'zh';
  for (const locale of ['en', 'it', 'fr', 'es', 'zh'] as const) {
    await test.step(`${from} to ${locale}`, async () => {
      const flag = await switchLanguage(page, from, locale);
      await expectHomeIn(page, locale, { wide });
      expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe(locale);

      // The button shows the language's own name and its flag.
      const button = await languageButton(page, locale);
      await expect(button.locator('img')).toHaveAttribute('src', flag);
      if (wide) await expect(button).toContainText(nameOf(locale));
      await page.keyboard.press('Escape');

      await page.reload();
      await expectHomeIn(page, locale, { wide });
      await keepFullPageScreenshot(page, testInfo, `home-${locale}-${width}`);
      from = locale;
    });
  }
}

test('at 1440 px the header switch walks the five languages of /home, each holding over a reload', async ({
  page,
}, testInfo) => {
  await walkLanguages(page, testInfo, 1440);
});

test(
  'on a phone the header switch walks the five languages of /home, each holding over a reload',
  PHONE,
  async ({ page }, testInfo) => {
    await walkLanguages(page, testInfo, 390);
  },
);
