import { expect, test, waitForHydration } from './fixtures';
import { openAccepted, WIDTHS } from './frame-helpers';

/** Cookie banner, floating buttons, go-to-top (spec 001 §2.1, §2.3, §2.6, §4, §6, §9). */

test.describe('cookie banner', () => {
  for (const [name, width] of Object.entries(WIDTHS)) {
    test(`shown until CONTINUE, then remembered for good (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/business');
      await waitForHydration(page);
      const banner = page.locator('.cookie-banner');
      await expect(banner).toBeVisible();
      await expect(banner).toContainText(/^By using the website, you agree to our use of cookies/);
      await banner.getByRole('button', { name: 'CONTINUE' }).click();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await waitForHydration(page);
      await expect(page.locator('.cookie-banner')).toHaveCount(0);
      await page.goto('/ja/consumer');
      await waitForHydration(page);
      await expect(page.locator('.cookie-banner')).toHaveCount(0);
    });
  }

  test('CONTINUE pressed before the page has hydrated is kept (issue 41)', async ({ page }) => {
    // The page's scripts are held back until after the press: the button is the server's HTML only.
    const held: (() => Promise<void>)[] = [];
    let open = false;
    await page.route(/\/assets\/.*\.js$/, (route) => {
      if (open) return route.continue();
      held.push(() => route.continue());
    });
    await page.goto('/business', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    await page.locator('.cookie-banner').getByRole('button', { name: 'CONTINUE' }).click();
    await expect(page.locator('.cookie-banner')).toBeHidden();
    open = true;
    for (const release of held.splice(0)) await release();
    await page.unroute(/\/assets\/.*\.js$/);
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
  });

  test('in the page language', async ({ page }) => {
    await page.goto('/de/business');
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner').getByRole('button')).toHaveText('WEITER');
  });

  test('hidden on an /iframe path (spec 001 §2.1: paths containing /iframe are embedded)', async ({
    page,
  }) => {
    await page.goto('/business/iframe/successstory/list');
    await waitForHydration(page);
    await expect(page.locator('.cookie-banner')).toHaveCount(0);
    await expect(page.locator('header.site-header')).toHaveCount(0);
  });
});

test.describe('floating buttons and go-to-top', () => {
  test('appear past the threshold and fade out above it (desktop)', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.desktop, height: 800 });
    await openAccepted(page, '/business');
    const floating = page.getByRole('complementary', { name: 'Quick actions', includeHidden: true });
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await expect(floating).toHaveAttribute('data-visible', 'false');
    await expect(toTop).toHaveAttribute('data-visible', 'false');
    await expect(floating.getByRole('link', { name: 'Contact sales', includeHidden: true })).toHaveAttribute(
      'href',
      '/business/contact-us/sales',
    );
    await expect(floating.getByRole('link', { name: 'Demo Store', includeHidden: true })).toHaveAttribute(
      'href',
      '/business/showcase/lip-color',
    );
    // Half a window height (400) reached, the floating threshold (480) not yet.
    await page.evaluate(() => scrollTo(0, 450));
    await expect(toTop).toHaveAttribute('data-visible', 'true');
    await expect(floating).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => scrollTo(0, 900));
    await expect(floating).toHaveAttribute('data-visible', 'true');
    await floating.getByRole('link', { name: 'Contact sales', includeHidden: true }).focus();

    await toTop.click();
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    await expect(floating).toHaveAttribute('data-visible', 'false');
  });

  test('showcase pages: threshold 220; TRY-ON on product pages (mobile)', async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS.mobile, height: 400 });
    await openAccepted(page, '/business/showcase/lip-color');
    const floating = page.getByRole('complementary', { name: 'Quick actions', includeHidden: true });
    await page.evaluate(() => scrollTo(0, 210));
    await expect(page.locator('.go-to-top')).toHaveAttribute('data-visible', 'true');
    await expect(floating).toHaveAttribute('data-visible', 'false');
    await page.evaluate(() => scrollTo(0, 240));
    await expect(floating).toHaveAttribute('data-visible', 'true');
    // spec 001 §9: the go-to-top button stops 104 px above the bottom on mobile showcase pages.
    await expect(page.locator('.go-to-top')).toHaveCSS('bottom', '104px');

    await openAccepted(page, '/business/products/virtual-makeup');
    await expect(
      page
        .getByRole('complementary', { name: 'Quick actions', includeHidden: true })
        .getByRole('link', { name: 'TRY-ON', includeHidden: true }),
    ).toHaveAttribute('href', '/business/showcase/lip-color');
  });

  test('signed-in small-business visitors see Subscribe Now instead (spec 001 §6)', async ({
    page,
    baseURL,
  }) => {
    const res = await page.request.post('/smb-frontend/auth/sign-in.action', {
      data: { email: 'demo@example.com', password: 'lumora-demo-2026' },
      headers: { Origin: baseURL! },
    });
    expect(res.status()).toBe(200);
    // spec 000 §4: the auth check runs only once a sign-in was attempted.
    await page.context().addCookies([{ name: 'smb_signin', value: '1', url: baseURL! }]);
    await page.setViewportSize({ width: WIDTHS.tablet, height: 800 });
    await openAccepted(page, '/business');
    const floating = page.getByRole('complementary', { name: 'Quick actions', includeHidden: true });
    await expect(floating.getByRole('link', { name: 'Subscribe Now', includeHidden: true })).toHaveAttribute(
      'href',
      '/business/plan',
    );
    await expect(floating.getByRole('link', { name: 'Contact sales', includeHidden: true })).toHaveCount(0);
  });

  test('consumer pages have no business buttons', async ({ page }) => {
    await openAccepted(page, '/consumer');
    await expect(page.getByRole('complementary', { name: 'Quick actions', includeHidden: true })).toHaveCount(
      0,
    );
    await expect(page.getByRole('button', { name: 'Back to top' })).toHaveCount(1);
  });
});

test('the scroll position resets to the top on load (spec 001 §4)', async ({ page }) => {
  await openAccepted(page, '/business');
  await page.evaluate(() => scrollTo(0, 900));
  await page.reload();
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
});

test('the unsupported-browser notice: shown when a needed feature is missing, dismissed for good', async ({
  page,
}) => {
  // Stands in for an old browser: one feature the site relies on is missing.
  await page.addInitScript(() => {
    (window as unknown as { structuredClone?: unknown }).structuredClone = undefined;
  });
  await openAccepted(page, '/business');
  const notice = page.getByRole('status').filter({ hasText: 'Your browser is not supported' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.unsupported')).toHaveCount(0);
});

test('a supported browser sees no notice', async ({ page }) => {
  await openAccepted(page, '/consumer');
  await expect(page.locator('.unsupported')).toHaveCount(0);
});

test('a visitor who scrolls while the page starts keeps the place and the click (decision 0335)', async ({
  page,
}) => {
  // The page's code is held back until the visitor has scrolled, as on a slow phone: starting must not
  // move the page under their finger.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/entry-*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto('/business', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => scrollTo(0, 900));
  expect(await page.evaluate(() => scrollY)).toBe(900);
  release();
  await waitForHydration(page);
  expect(await page.evaluate(() => scrollY)).toBe(900);
});
