/**
 * The two kinds of screen the suite drives, one Playwright project each (playwright.config.ts): desktop
 * tests at 1440 × 900, phone tests (tagged `@phone`) at 390 × 844 with touch. A worker keeps one browser
 * context for all its tests (`reuseContext`), which only works while their context options match: so
 * phone tests run in the phone project's workers and never alternate with desktop ones.
 *
 * The phone is drawn at device scale factor 1 in `pnpm test` (a DSF of 3 rasterises nine times the
 * pixels on the CPU and proves no rule the suite checks: layout is in CSS pixels); screenshots for
 * people (E2E_SCREENSHOTS=1) keep the sharp DSF 3 of a real phone.
 */
export const KEEP_SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

/** The tag that sends a test or a describe block to the phone project. */
export const PHONE_TAG = '@phone';

export const desktop = { viewport: { width: 1440, height: 900 } };

export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: KEEP_SCREENSHOTS ? 3 : 1,
};
