import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';

/**
 * The demo store's remaining pages (spec 001 §2.3, decision 0264): the category views navigated in-app
 * down to a product and its try-on, the nail colour desktop landing, the product view of footwear and
 * the skincare widget — each checked with axe-core (hence the test-only CSP bypass, tests/e2e/axe.ts).
 */
test.use({ bypassCSP: true });

/** A mark on the window that a full page load would wipe: its survival proves in-app navigation. */
async function markWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as Record<string, unknown>).__sameDocument === true);

test('category → SKU type → product → try-on, in-app all the way; siblings too', async ({ page }) => {
  await page.goto('/business/showcase/category');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product catalogue');
  expect(await axeViolations(page)).toEqual([]);
  await markWindow(page);

  await page.getByRole('link', { name: /Velvet Verse Lip Colour/ }).click();
  await expect(page).toHaveURL(/\/business\/showcase\/category\/lip-color$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Velvet Verse Lip Colour');
  await expect(page).toHaveTitle('Velvet Verse Lip Colour (Lipstick) | Lumora');
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('link', { name: /Coral Tide/ }).click();
  await expect(page).toHaveURL(/\/business\/showcase\/category\/lip-color\/lip-02$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coral Tide');
  await expect(page).toHaveTitle('Coral Tide — Velvet Verse Lip Colour | Lumora');
  expect(await sameDocument(page)).toBe(true);
  expect(await axeViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Start the try-on' }).click();
  const panel = page.getByRole('region', { name: 'Live try-on' });
  await expect(panel).toHaveAttribute('data-sku', 'Coral Tide');
  await expect(panel).toHaveAttribute('data-feature', 'makeup');
  expect(await axeViolations(page)).toEqual([]);

  // a sibling: the open try-on closes with the page; started again, it shows the sibling
  await page
    .getByRole('region', { name: 'More from Velvet Verse Lip Colour' })
    .getByRole('link', { name: /Plum Nocturne/ })
    .click();
  await expect(page).toHaveURL(/\/lip-color\/lip-03$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plum Nocturne');
  await expect(panel).toHaveCount(0);
  await page.getByRole('button', { name: 'Start the try-on' }).click();
  await expect(panel).toHaveAttribute('data-sku', 'Plum Nocturne');
  // back up the breadcrumbs, still the same document
  await page
    .getByRole('navigation', { name: 'Breadcrumb' })
    .getByRole('link', { name: 'Product catalogue' })
    .click();
  await expect(page).toHaveURL(/\/business\/showcase\/category$/);
  expect(await sameDocument(page)).toBe(true);
  expect(await page.locator('script[src*="/tryon/"][src*="/sdk.js"]').count()).toBe(1);
});

test('a hand product in Japanese opens the hand try-on with that SKU', async ({ page }) => {
  await page.goto('/ja/business/showcase/category/rings/rng-02');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Twisted Gold');
  await page.getByRole('button', { name: '試着を始める' }).click();
  const panel = page.getByTestId('tryon');
  await expect(panel).toHaveAttribute('data-sku', 'Twisted Gold');
  await expect(panel).toHaveAttribute('data-feature', 'handar');
  await expect(panel).toHaveAttribute('data-mode', '3d');
});

test('a footwear product detail shows the product, no try-on', async ({ page }) => {
  await page.goto('/business/showcase/category/footwear/fwr-02');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suede Loafer Tan');
  await expect(page.getByTestId('product-art')).toBeVisible();
  await expect(page.getByTestId('product-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the try-on' })).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test.describe('nail colour: the desktop landing', () => {
  test('at 1280 px: what it does, the QR code of the page, and the way to the try-on here', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/business/showcase/nail-color');
    await waitForHydration(page);
    const landing = page.getByTestId('nail-landing');
    await expect(landing).toBeVisible();
    await expect(landing.getByRole('heading', { level: 2 })).toHaveText('Try nail colours on your own hand');
    await expect(landing).toContainText('rear camera');
    const qr = landing.getByRole('img', { name: "QR code of this page's address" });
    await expect(qr).toBeVisible();
    // above the try-on
    const start = page.getByRole('button', { name: 'Start the try-on' });
    const [a, b] = await Promise.all([landing.boundingBox(), start.boundingBox()]);
    expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y);
    expect(await axeViolations(page)).toEqual([]);
    await landing.getByRole('link', { name: 'Or try it here' }).click();
    await expect(page).toHaveURL(/#nail-tryon$/);
    await expect(start).toBeInViewport();
    await start.click();
    await expect(page.getByTestId('tryon')).toHaveAttribute('data-feature', 'handar');
  });

  test('at 390 px: not there, and nothing laid out for it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/business/showcase/nail-color');
    await waitForHydration(page);
    const landing = page.getByTestId('nail-landing');
    await expect(landing).toBeHidden();
    expect(await landing.evaluate((el) => getComputedStyle(el).display)).toBe('none');
    await expect(page.getByRole('button', { name: 'Start the try-on' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('hidden without any script too (CSS only)', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    await page.goto('/business/showcase/nail-color');
    await expect(page.getByTestId('nail-landing')).toBeVisible();
    await page.setViewportSize({ width: 800, height: 900 });
    await expect(page.getByTestId('nail-landing')).toBeHidden();
    await context.close();
  });
});

test('footwear: a product view from two sides instead of the try-on', async ({ page }) => {
  await page.goto('/business/showcase/footwear');
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Start the try-on' })).toHaveCount(0);
  const view = page.getByRole('region', { name: 'Product view' });
  await expect(view).toBeVisible();
  await expect(view.getByRole('figure')).toHaveCount(2);
  await expect(view).toContainText('Court Sneaker White');
  await expect(view).toContainText('The live try-on covers products worn on the face and hands');
  await page.getByRole('radio', { name: /Suede Loafer Tan/ }).check();
  await expect(view).toContainText('Suede Loafer Tan');
  await expect(view).toContainText('fwr-02');
  // nothing loads the module on a page without a try-on
  await expect(page.getByTestId('tryon')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test('skincare ?mode=widget: a compact card — the stage smaller, the top concerns with their bars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/business/showcase/skincare/diagnostics?mode=widget');
  await waitForHydration(page);
  const widget = page.getByTestId('skin-widget');
  await expect(widget).toBeVisible();
  await expect(page.locator('.showcase__lead')).toHaveCount(0);
  await expect(widget.locator('meter')).toHaveCount(5);
  await expect(widget.getByText('Needs the most care')).toBeVisible();
  expect((await widget.boundingBox())!.width).toBeLessThanOrEqual(860);
  await widget.getByLabel('Demo models').selectOption({ label: 'Model 4' });
  await expect(widget.getByTestId('skin-type')).toHaveText('Combination');
  expect(await axeViolations(page)).toEqual([]);
  await widget.getByRole('button', { name: 'Start the try-on' }).click();
  const panel = widget.getByTestId('tryon');
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())!.width).toBeLessThanOrEqual(341);
  // the full results, in-app
  await widget.getByRole('link', { name: 'See the full results' }).click();
  await expect(page).toHaveURL(/\/skincare\/diagnostics$/);
  await expect(page.getByTestId('skin-widget')).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Skin type by aspect' })).toBeVisible();
});
