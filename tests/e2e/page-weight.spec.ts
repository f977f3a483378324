import { expect, test, waitForHydration } from './fixtures';

/**
 * Page weight and first paint (issue 7, decisions 0140–0145), on the production build: what the first
 * response carries, and what the page shows before any script ran.
 */

/** Answers the client entry with an empty module: the page stays as the server rendered it. */
async function withoutClient(page: import('@playwright/test').Page) {
  await page.route(/\/assets\/entry-[^/]+\.js$/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
}

test('the page CSS is inline under the response nonce; no stylesheet blocks the first paint', async ({
  request,
}) => {
  const res = await request.get('/business/products/ai-skin-diagnostic');
  const html = await res.text();
  const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  const style = /<style id="page-css" nonce="([^"]+)" data-files="([^"]+)"(?: data-partial="([^"]+)")?>/.exec(
    html,
  );
  expect(style?.[1]).toBe(nonce);
  expect(style?.[2]).toMatch(/^\/assets\/entry-[^ ]+\.css/);
  // Of the sections stylesheet, only the rules of the page's section types (decision 0248).
  expect(style?.[3]).toMatch(/^\/assets\/sections-[^ ]+\.css$/);
  // No stylesheet link in the markup; the bootstrap links the after-start CSS later (decision 0241).
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  // decision 0142: no module is fetched before the first paint; a nonced script starts them after it.
  expect(html).not.toMatch(/<link rel="modulepreload"/);
  expect(html).not.toContain('<script type="module"');
  expect(html).toMatch(
    // The nonce is base64: its `+` and `/` are literal here.
    new RegExp(
      `<script nonce="${nonce!.replace(/[+/=]/g, '\\$&')}"[^>]*>\\(function\\(\\)\\{[^<]*import\\("/assets/entry-`,
    ),
  );
});

test('hashed assets are cached for good (public/_headers), HTML never', async ({ request }) => {
  const res = await request.get('/business');
  expect(res.headers()['cache-control']).toMatch(/^private, no-(cache|store)$/);
  const asset = /"(\/assets\/entry-[^"]+\.js)"/.exec(await res.text())?.[1];
  expect(asset).toBeTruthy();
  const a = await request.get(asset as string);
  expect(a.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // issue 29: static assets are hardened too (they never pass through the worker)
  for (const path of [asset as string, '/favicon.svg']) {
    const r = await request.get(path);
    expect(r.headers()['x-content-type-options'], path).toBe('nosniff');
    expect(r.headers()['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    // HSTS is production's custom domain's (the worker's pages), never this file's.
    expect(r.headers()['strict-transport-security'], path).toBeUndefined();
  }
  expect(a.headers()['cross-origin-resource-policy']).toBe('same-origin');
});

test('styled and showing the cookie banner before any script ran (spec 001 §4)', async ({ page }) => {
  await withoutClient(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/business');
  const banner = page.locator('.cookie-banner');
  await expect(banner).toBeVisible();
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});

test('a visitor who accepted never sees the banner, before or after hydration', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await withoutClient(page);
  await page.goto('/consumer/apps/ycp');
  await expect(page.locator('.cookie-banner')).toBeHidden();
  await page.unrouteAll();
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('.cookie-banner')).toHaveCount(0);
});

test('no QR code data and no mobile dropdown items in the HTML; both drawn on demand', async ({
  request,
  page,
}) => {
  const html = await (await request.get('/consumer/apps')).text();
  expect(html).toContain('app-get__qr');
  expect(html).not.toContain('class="app-qr__code"');
  expect(await page.request.get('/business').then((r) => r.text())).toMatch(
    /<div id="[^"]+" class="menu-mobile__panel" hidden=""><\/div>/,
  );
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto('/business');
  await waitForHydration(page);
  await page.locator('.menu-toggle').click();
  const first = page.locator('.menu-mobile__button').first();
  await first.click();
  const panel = page.locator(`[id="${await first.getAttribute('aria-controls')}"]`);
  await expect(panel).toBeVisible();
  await expect(panel.locator('a').first()).toBeVisible();
});
