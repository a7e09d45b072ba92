import type { Page } from '@playwright/test';
import type { Locale } from '@shui/contract';
import { expect, test } from '../fixtures';
import { HTML_LANG, LANGUAGES, logIn, pickMenuItem, text } from './helpers';

// `student` in fixtures/seed/users.json: truename and current organisation.
const STUDENT_NAME = '李同学';
const ORGANISATION = '华东师范大学数据科学与工程学院';

const WIDTHS = [1024, 1440, 1920] as const;
/** Wide enough for the whole row, names and all, in every language and with any common font. */
const ROOMY_WIDTH = 1920;

const nameOf = (locale: Locale) => LANGUAGES.find((l) => l.locale === locale)?.name ?? locale;

/** How far the header's row runs past its own width (0 or less: it fits). */
const rowOverflow = (page: Page) =>
  page
    .getByRole('banner')
    .locator('.shui-header__inner')
    .evaluate((row) => row.scrollWidth - row.clientWidth);

/**
 * The header's compaction level (portal-header.tsx), and whether it is the least that fits: the step
 * below it (the class its level added) put back for one synchronous measurement would overflow the row.
 * Font-independent: what fits depends on the fonts the machine has, the rule does not.
 */
const fitState = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    // The classes levels 1 to 5 add, one each (levels from 6 on move the menu into a drawer).
    const steps = ['', 'is-tight', 'is-short', 'is-no-more', 'is-no-names', 'is-no-brand'];
    const level = Number((header as HTMLElement).dataset.fitLevel);
    const row = header.querySelector('.shui-header__inner');
    if (!row || level === 0) return { level, least: true };
    const step = steps[level];
    // In the drawer: whether the inline menu would fit is not a class away; not judged here.
    if (step === undefined) return { level, least: null };
    header.classList.remove(step);
    const stepBelowOverflows = row.scrollWidth > row.clientWidth;
    header.classList.add(step);
    return { level, least: stepBelowOverflows };
  });

test('logged in, the header row fits at 1024, 1440 and 1920 px in every language, hiding nothing it has room for', async ({
  page,
  context,
  fakeApi,
}) => {
  await logIn(context, fakeApi);
  await page.goto('/channel');
  const header = page.getByRole('banner');
  // Logged in, with the session's names: the user menu names the student.
  await expect(header.getByRole('button', { name: new RegExp(STUDENT_NAME) })).toBeAttached();

  let current: Locale = 'zh';
  for (const { locale } of LANGUAGES) {
    await test.step(locale, async () => {
      if (locale !== current) {
        await page.setViewportSize({ width: 1920, height: 900 });
        const languageButton = header.getByRole('button', {
          name: text(current, 'layout', 'language.switchLabel', { name: nameOf(current) }),
          exact: true,
        });
        await pickMenuItem(page, nameOf(locale), () => languageButton.click());
        await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale]);
        current = locale;
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        const where = `${locale} at ${width} px`;
        await expect
          .poll(() => rowOverflow(page), { message: `${where}: the row overflows` })
          .toBeLessThanOrEqual(0);
        // Compacted no further than it must be; from 1440 px on the menu stays in the row.
        const inDrawerAllowed = width === WIDTHS[0];
        await expect
          .poll(
            async () =>
              ((s) => s.least === true || (inDrawerAllowed && s.least === null))(await fitState(page)),
            {
              message: `${where}: compacted more than it needs`,
            },
          )
          .toBe(true);
        if (width !== ROOMY_WIDTH) continue;
        await expect(header.getByText(ORGANISATION, { exact: true }), where).toBeVisible();
        await expect(
          header.getByText(text(locale, 'layout', 'header.more'), { exact: true }),
          where,
        ).toBeVisible();
        await expect(header.getByText(STUDENT_NAME, { exact: true }), where).toBeVisible();
        // Still true once everything has settled (no late step down into a compacted row).
        expect(await rowOverflow(page), where).toBeLessThanOrEqual(0);
      }
    });
  }
});
