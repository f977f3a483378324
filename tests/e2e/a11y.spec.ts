import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';

test.use({ bypassCSP: true });

const PAGES = [
  '/business',
  '/ja/business',
  '/consumer',
  '/pt/consumer',
  '/business/missing',
  // Preview mode: the banner with its Finish button (issue 4).
  '/ja/business?pfFormId=preview-business-home',
];

for (const path of PAGES) {
  test(`axe-core: ${path} has no violations`, async ({ page }) => {
    await page.goto(path);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('axe-core: the open language menu has no violations', async ({ page }) => {
  await page.goto('/business');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.locator('.lang-switcher__button').click();
  expect(await axeViolations(page)).toEqual([]);
});
