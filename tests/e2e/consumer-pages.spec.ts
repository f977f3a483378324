import { axeViolations } from './axe';
import { expect, test, waitForHydration } from './fixtures';
import { nuErrors } from './vnu';

/**
 * The consumer pages in the browser (spec 001 §2.7, §4, §5, §9): store buttons by device at mobile and
 * desktop widths (hydration keeps the server's choice: the fixture fails on a hydration error), app QR
 * codes on hover above 1024 px, axe and the Nu checker over one page of each consumer family.
 */
test.use({ bypassCSP: true });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

const MOBILE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe('store buttons on a phone (spec 001 §5)', () => {
  test.describe('iPhone', () => {
    test.use({ viewport: MOBILE, userAgent: IPHONE, isMobile: true, hasTouch: true });

    test('the app page and the apps list show the Apple button, and no QR code', async ({ page }) => {
      await page.goto('/consumer/apps/ycp');
      await waitForHydration(page);
      const badge = page.locator('.sec-banner .store-badge');
      await expect(badge).toHaveAttribute('href', 'https://apps.example/lumora/ycp');
      await expect(badge).toHaveAccessibleName('Download on the App Store for Lumora Photo');
      await badge.tap({ trial: true });
      await expect(page.locator('.app-qr__code')).toBeHidden();

      await page.goto('/ja/consumer/apps');
      await waitForHydration(page);
      await expect(page.locator('.app-cards .store-badge--apple')).toHaveCount(8);
      await expect(page.locator('.app-cards .store-badge--google')).toHaveCount(0);
    });
  });

  test.describe('Android phone', () => {
    test.use({ viewport: MOBILE, userAgent: ANDROID, isMobile: true, hasTouch: true });

    test('the app page and the download page show the Google button', async ({ page }) => {
      await page.goto('/consumer/apps/ycv');
      await waitForHydration(page);
      await expect(page.locator('.sec-banner .store-badge')).toHaveAttribute(
        'href',
        'https://play.example/lumora/ycv',
      );
      await page.goto('/de/consumer/appdownload/ymk');
      await waitForHydration(page);
      const chosen = page.locator('.app-chosen .store-badge');
      await expect(chosen).toHaveAttribute('href', 'https://play.example/lumora/ymk');
      await expect(chosen).toHaveAccessibleName('Jetzt bei Google Play für Lumora Makeup');
    });
  });
});

test.describe('app QR codes on desktop (spec 001 §4 / §9: size 100, on hover above 1024 px)', () => {
  test.use({ viewport: DESKTOP });

  test('hovering a store button shows its 100 px QR code; leaving hides it', async ({ page }) => {
    await page.goto('/consumer/apps');
    await waitForHydration(page);
    const card = page.locator('.app-cards [data-app="ycn"]');
    const qr = card.locator('.app-qr__code');
    await expect(qr).toBeHidden();
    await card.locator('.store-badge').hover();
    await expect(qr).toBeVisible();
    const box = await qr.boundingBox();
    expect(box?.width).toBe(100);
    expect(box?.height).toBe(100);
    await expect(qr).toHaveAccessibleName('QR code to download Lumora Nails on your phone');
    // A desktop gets the Apple button (spec 001 §5 "iOS and others").
    await expect(card.locator('.store-badge')).toHaveClass(/store-badge--apple/);
    await page.mouse.move(5, 5);
    await expect(qr).toBeHidden();
  });

  test('keyboard focus on the store button shows the QR code too', async ({ page }) => {
    await page.goto('/consumer/apps/ymk');
    await waitForHydration(page);
    await page.locator('.sec-banner .store-badge').focus();
    await expect(page.locator('.sec-banner .app-qr__code')).toBeVisible();
  });

  test('at 1024 px wide the QR code stays hidden on hover', async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/consumer/apps/ycf');
    await waitForHydration(page);
    await page.locator('.sec-banner .store-badge').hover();
    await expect(page.locator('.sec-banner .app-qr__code')).toBeHidden();
  });

  test('axe: the apps list with a QR code open has no violations', async ({ page }) => {
    await page.goto('/consumer/apps');
    await waitForHydration(page);
    await page.locator('.app-cards [data-app="ycp"] .store-badge').hover();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('in-app navigation', () => {
  test('from the apps list to an app page, the store button and title follow', async ({ page }) => {
    await page.goto('/ja/consumer/apps');
    await waitForHydration(page);
    await page.locator('.app-cards [data-app="yca"] h3 a').click();
    await expect(page).toHaveURL(/\/ja\/consumer\/apps\/yca$/);
    await expect(page.locator('h1')).toHaveText('Lumora AI Art');
    await expect(page.locator('.sec-banner .store-badge')).toHaveAttribute(
      'href',
      'https://apps.example/lumora/yca',
    );
  });

  test('the consumer search finds a feature and links it in the page language', async ({ page }) => {
    await page.goto('/fr/consumer/gcse');
    await waitForHydration(page);
    // The French feature pages are translated (issue 16): the words of the page's language find them.
    await page.getByRole('searchbox').fill('blanchiment');
    await page.getByRole('searchbox').press('Enter');
    await expect(page.locator('.site-search__hits a').first()).toHaveAttribute(
      'href',
      '/fr/consumer/features/teeth-whitening',
    );
  });
});

/** One page of each consumer family, in several consumer languages. */
const FAMILIES = [
  '/consumer',
  '/consumer/apps',
  '/ja/consumer/apps/ycp',
  '/consumer/about-us',
  '/de/consumer/impressum',
  '/consumer/accessibility-statement',
  '/consumer/appdownload',
  '/es/consumer/appdownload/ycc',
  '/consumer/highlight/ymk',
  '/zh-tw/consumer/gcse?q=video',
  '/it/consumer/menus',
  '/pt/consumer/features/teeth-whitening',
];

for (const path of FAMILIES) {
  test(`axe-core: ${path} has no violations`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('Nu HTML checker: one page of each consumer family has no errors', async ({ request }) => {
  test.setTimeout(120_000);
  const pages = new Map<string, string>();
  for (const page of FAMILIES) {
    const res = await request.get(page);
    expect(res.status(), page).toBe(200);
    pages.set(page, await res.text());
  }
  expect(nuErrors(pages)).toBe('');
});
