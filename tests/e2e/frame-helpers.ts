import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/** spec 001 §9 screen classes: mobile ≤ 600, tablet 601–1024, desktop > 1024. */
export const WIDTHS = { mobile: 375, tablet: 800, desktop: 1280 } as const;

/** Opens a page with the cookie statement already accepted (the banner has its own journey). */
export async function openAccepted(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto(path);
  await waitForHydration(page);
}

/** The frame's CMS part has streamed in once its data script ran. */
export async function waitForMenuData(page: Page) {
  await page.waitForFunction(() => 'frame:menus' in ((window as unknown as { __D?: object }).__D ?? {}));
}
