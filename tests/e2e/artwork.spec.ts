import { expect, test, waitForHydration } from './fixtures';

/**
 * The brand's artwork in the browser (decision 0232): every picture of a product page, an app page, the
 * business home and the education series decodes, none shifts the layout while it loads, and the first
 * home slide is described in the page's language — at a phone's width and a desktop's.
 */
declare global {
  interface Window {
    __shift: number;
  }
}

const PAGES = [
  '/business/products/virtual-makeup',
  '/consumer/apps/ymk',
  '/business',
  '/business/education-series',
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PAGES) {
      test(`${path}: the artwork decodes and nothing shifts`, async ({ page }) => {
        await page.addInitScript(() => {
          window.__shift = 0;
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[])
              if (!e.hadRecentInput) window.__shift += e.value;
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(path);
        await waitForHydration(page);
        // Lazily loaded pictures load once near the viewport: bring each one there (the carousel's
        // hidden slides excepted: they load when shown).
        // The first screen's picture is written into the page (decision 0242): a data: address.
        // The engine's before/after photos too (issue 39): a box of the wrong shape shifts when one arrives.
        const pictures = page.locator(
          'img[src^="/art/"]:visible, img[src^="data:image/svg+xml,"]:visible, img[src^="/media/before-after/"]:visible',
        );
        const count = await pictures.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) {
          const img = pictures.nth(i);
          await img.scrollIntoViewIfNeeded();
          await expect
            .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
            .toBe(true);
          const box = await img.boundingBox();
          expect(box && box.width > 0 && box.height > 0).toBe(true);
        }
        expect(await page.evaluate(() => window.__shift)).toBeLessThan(0.01);
      });
    }
  });
}

test('the first home slide is described in the page language and fetched first', async ({ page }) => {
  await page.goto('/ja/business');
  const first = page.locator('.home-banner img').first();
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('alt', /^イラスト：/);
});

test('the first home slide arrives inside the page and keeps its picture once the page is live', async ({
  page,
}) => {
  const artRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/art/')) artRequests.push(new URL(r.url()).pathname);
  });
  await page.goto('/business');
  await waitForHydration(page);
  const first = page.locator('.home-banner img').first();
  await expect(first).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect
    .poll(() => first.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  // Hydration kept the element as it was: no second copy of the same picture was asked for.
  const inline = await first.getAttribute('src');
  expect(decodeURIComponent(inline!)).toContain('<svg');
  expect(artRequests.filter((p) => p.startsWith('/art/wide-face-'))).toEqual([]);
});
