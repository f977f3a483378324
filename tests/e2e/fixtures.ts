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
