import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * First-paint CSS inline, after-start CSS linked once the client starts (decision 0241): the first
 * response carries none of the after-start rules, the bootstrap links them after the first contentful
 * paint, and what the client opens (desktop panel, mobile drawer, language list, dark header) is styled.
 */

const TEMPLATES = [
  '/business',
  '/consumer',
  '/business/products/ai-skin-diagnostic',
  '/consumer/apps/ycp',
  '/business/user/sign-in',
];
const VIEWPORTS = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/** The first response's inline CSS and the after-start stylesheet the bootstrap names. */
async function firstResponse(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const inline = /<style id="page-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  const href = /"(\/assets\/after-start-[^"]+\.css)"/.exec(html)?.[1] ?? '';
  return { html, inline, href };
}

/** Every innermost rule (`selector{declarations}`) of a minified stylesheet. */
const rulesOf = (css: string) => [...css.matchAll(/[^{}@;]+\{[^{}]*\}/g)].map((m) => m[0]);

const style = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      position: s.position,
      display: s.display,
      background: s.backgroundColor,
      shadow: s.boxShadow,
      overflowY: s.overflowY,
    };
  });

const WHITE = 'rgb(255, 255, 255)';
const PLUM = 'rgb(43, 27, 61)';

for (const path of TEMPLATES) {
  test(`${path}: no after-start rule in the first response; the stylesheet is cached for good`, async ({
    request,
  }) => {
    const { html, inline, href } = await firstResponse(request, path);
    expect(inline.length).toBeGreaterThan(1000);
    expect(href, 'the bootstrap links the after-start stylesheet').not.toBe('');
    // Named by the bootstrap script only: no <link> in the markup would wait for it.
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const res = await request.get(href);
    expect(res.headers()['content-type']).toMatch(/^text\/css/);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const later = await res.text();
    for (const marker of [
      '.menu-panel{',
      '.menu-mobile__drawer{',
      '.lang-switcher__list{',
      '.account-menu__list{',
      '.site-header--dark{',
      '.floating__button{',
    ]) {
      expect(later).toContain(marker);
      expect(inline).not.toContain(marker);
    }
    const rules = rulesOf(later);
    expect(rules.length).toBeGreaterThan(30);
    expect(rules.filter((rule) => inline.includes(rule))).toEqual([]);
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    test(`${path} (${name}): linked after the first paint, before hydration; opened menus are styled`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
      // Notes the after-start link's state at the moment the frame marks the page hydrated.
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.dataset.hydrated) return;
          observer.disconnect();
          (window as unknown as { __afterStartAtHydration?: string | null }).__afterStartAtHydration =
            document.querySelector('link[data-after-start]')?.getAttribute('data-after-start');
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
      });
      await page.goto(path);
      await waitForHydration(page);
      const timing = await page.evaluate(() => {
        const link = document.querySelector<HTMLLinkElement>('link[data-after-start]');
        const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity;
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const sheet = link ? performance.getEntriesByName(link.href)[0]?.startTime : undefined;
        return {
          state: link?.getAttribute('data-after-start'),
          applied: [...document.styleSheets].some((s) => s.ownerNode === link),
          links: document.querySelectorAll('link[data-after-start]').length,
          // The bootstrap starts the client at the first paint or the load event, whichever is first.
          start: Math.min(paint, nav.loadEventStart),
          sheet,
          atHydration: (window as unknown as { __afterStartAtHydration?: string }).__afterStartAtHydration,
        };
      });
      // Loaded, applied, linked once, and already loaded when hydration began.
      expect(timing).toMatchObject({ state: 'loaded', applied: true, links: 1, atHydration: 'loaded' });
      // Requested when the client starts (decision 0142), never with the HTML.
      expect(timing.sheet).toBeGreaterThanOrEqual(timing.start);

      if (name === 'desktop') {
        const button = page.locator('.menu-bar__button').first();
        await button.click();
        const panel = `[id="${await button.getAttribute('aria-controls')}"]`;
        await expect(page.locator(panel)).toBeVisible();
        expect(await style(page, panel)).toMatchObject({
          position: 'absolute',
          display: 'flex',
          background: WHITE,
        });
        expect((await style(page, panel)).shadow).not.toBe('none');
        await page.keyboard.press('Escape');
      } else {
        await page.locator('.menu-toggle').click();
        const drawer = '.menu-mobile__drawer';
        await expect(page.locator(drawer)).toBeVisible();
        expect(await style(page, drawer)).toMatchObject({
          position: 'absolute',
          background: WHITE,
          overflowY: 'auto',
        });
        const dropdown = page.locator('.menu-mobile__button').first();
        await dropdown.click();
        const panel = `[id="${await dropdown.getAttribute('aria-controls')}"]`;
        await expect(page.locator(panel)).toBeVisible();
        expect((await style(page, panel)).display).toBe('grid');
        await page.locator('.menu-toggle').click();
        await expect(page.locator(drawer)).toBeHidden();
      }

      const lang = page.locator('.lang-switcher__button');
      await lang.click();
      await expect(page.locator('.lang-switcher__list')).toBeVisible();
      expect(await style(page, '.lang-switcher__list')).toMatchObject({
        position: 'absolute',
        background: WHITE,
      });
      await lang.click();

      await page.evaluate(() => scrollTo(0, 400));
      await expect(page.locator('.site-header--dark')).toHaveCount(1);
      await expect.poll(async () => (await style(page, '.site-header')).background).toBe(PLUM);
    });
  }
}

test('without scripts the after-start stylesheet is never requested; closed menus stay hidden', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') requested.push(r.url());
  });
  await page.goto('/business');
  await expect(page.locator('.menu-bar__button').first()).toBeVisible();
  expect(requested).toEqual([]);
  expect((await style(page, '.menu-panel >> nth=0')).display).toBe('none');
  expect((await style(page, '.menu-mobile')).display).toBe('none');
  expect((await style(page, '.lang-switcher__list')).display).toBe('none');
  await context.close();
});

test('in-app navigation gets the next page its stylesheets; the after-start one stays linked once', async ({
  page,
}) => {
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  // The sign-in page's inline CSS has no home page or section rules.
  await page.goto('/business/user/sign-in');
  await waitForHydration(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.locator('.site-header__brand').click();
  await expect(page).toHaveURL(/\/business$/);
  const banner = page.locator('.home-banner').first();
  await expect(banner).toBeVisible();
  await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
  expect(
    await page
      .locator('.sec')
      .first()
      .evaluate((el) => getComputedStyle(el).maxWidth),
  ).not.toBe('none');
  expect(await page.locator('link[data-after-start]').count()).toBe(1);
  const button = page.locator('.menu-bar__button').first();
  await button.click();
  expect(
    await page
      .locator(`[id="${await button.getAttribute('aria-controls')}"]`)
      .evaluate((el) => getComputedStyle(el).position),
  ).toBe('absolute');
  expect(documents).toEqual([]);
});

test('the preview banner brings its CSS inline only into responses that show it', async ({
  request,
  page,
}) => {
  const plain = await firstResponse(request, '/business');
  expect(plain.inline).not.toContain('.preview-banner{');
  await page.goto('/business?pfFormId=preview-business-home');
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toBeVisible();
  expect(await page.locator('#page-css').getAttribute('data-files')).toMatch(
    /\/assets\/preview-banner-[^ ]+\.css$/,
  );
  expect(await banner.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
});
