import { test as base, expect } from '@playwright/test';

/** Every journey fails on a console error or an uncaught page error. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        // A 404/503 page's own document status is reported as a console error; it is the point of that page.
        const ownStatus =
          msg.text().startsWith('Failed to load resource') && msg.location().url === page.url();
        if (!ownStatus) errors.push(`${msg.text()} @ ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function waitForHydration(page: import('@playwright/test').Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Waits until React has hydrated this element. Parts streamed after the shell hydrate after the page
 * does (once its translations are complete, decision 0240); a key press on such a part before then
 * reaches no handler. React marks each element it hydrates with its props (`__reactProps$…`).
 */
export async function waitForElementHydrated(locator: import('@playwright/test').Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))))
    .toBe(true);
}
