import type { Page } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/** spec 001 §9 screen classes: mobile ≤ 600, tablet 601–1024, desktop > 1024. */
export const WIDTHS = { mobile: 375, tablet: 800, desktop: 1280 } as const;

/** Opens a page with the cookie statement already accepted (the banner has its own journey). */
export async function openAccepted(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * The frame's CMS menu data is asked for on the first intent to open a menu (decision 0247): this
 * shows that intent (pointer over the first desktop menu button, or focus on the mobile toggle) and
 * waits until the answer is in and handed to the page.
 */
export async function waitForMenuData(page: Page) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/site/menus');
  const bar = page.locator('.menu-bar__button').first();
  if (await bar.isVisible()) await bar.hover();
  else await page.locator('.menu-toggle').focus();
  const res = await answered;
  expect(res.status()).toBe(200);
  await res.finished();
  // The page's promise settles in the tasks after the body arrived.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
}
