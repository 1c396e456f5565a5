import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SCREENSHOT_DIR } from './paths';

export const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Saves the page at phone and desktop sizes (e2e/screenshots/<name>-phone.png, …-desktop.png). */
export async function screenshotBoth(page: Page, name: string) {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(viewports)) {
    await page.setViewportSize(size);
    await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}
