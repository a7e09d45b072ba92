import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { ARTIFACTS_DIR } from '../fixtures';

/** Desktop and phone set-ups of the screenshots (the phone as in layout.spec.ts). */
export const desktop = { viewport: { width: 1440, height: 900 } };
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

/** Serious and critical axe violations inside `selector` (a dialog), in a form easy to read in a diff. */
export async function seriousViolations(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** Opens the registration tip as a visitor does: the header's register link (need-register). */
export async function openRegisterTip(page: Page, name = '注册'): Promise<Locator> {
  await page.getByRole('banner').getByRole('link', { name, exact: true }).click();
  return page.getByRole('dialog');
}

/** A screenshot of the page with its dialog, kept in e2e/artifacts (git-ignored) to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS_DIR, `${name}.png`), animations: 'disabled', scale: 'css' });
}
