import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './paths';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The smallest phone the app supports. */
export const narrowPhone = { width: 360, height: 780 } as const;

export interface ScreenshotOptions {
  /** The whole page (default), or what the viewport shows: a modal dialog stays in its place. */
  fullPage?: boolean;
  /** Also at 360 px (…-phone-360.png). */
  narrow?: boolean;
  /**
   * Compared with its committed baseline (e2e/snapshots/, see e2e/README.md) instead of only
   * saved: for a screen that looks the same on every run once `mask` covers what moves.
   */
  compare?: boolean;
  /** What differs from run to run (a date, an address, an age, a generated picture), painted over. */
  mask?: Locator[];
}

/**
 * Saves the page at phone and desktop sizes (e2e/screenshots/<name>-phone.png, …-desktop.png),
 * or compares it with its baselines at those sizes (`compare`).
 */
export async function screenshotBoth(
  page: Page,
  name: string,
  { fullPage = true, narrow = false, compare = false, mask }: ScreenshotOptions = {},
) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  const sizes: Array<[string, { width: number; height: number }]> = Object.entries(viewports);
  if (narrow) sizes.push(['phone-360', narrowPhone]);
  // A scrolled page would draw the sticky header in the middle of a full-page image.
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    const file = `${name}-${label}.png`;
    if (compare) await expect(page).toHaveScreenshot(file, { fullPage, mask });
    else await page.screenshot({ path: join(SCREENSHOT_DIR, file), fullPage });
  }
  if (original) await page.setViewportSize(original);
}
