import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/**
 * Decision 0248: a first response inlines the sections stylesheet's shared rules and those of the
 * section types it renders; the whole file is linked when the client imports the page's chunk (Vite's
 * preloader), before it hydrates, so a page reached in-app has every section rule.
 */

/** A marker rule of each section type these pages show (minified, as built). */
const MARKERS = {
  'plan-pricing': '.sec-plans__list{',
  'compare-table': '.sec-compare table{',
  'section-faq': '.sec-faq details{',
  'cta-banner': '.sec-cta{',
  'feature-carousel': '.sec-carousel__track{',
  steps: '.sec-steps__list li{',
  stats: '.sec-stats__list{',
} as const;

async function firstResponse(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const tag = /<style id="page-css"[^>]*>/.exec(html)?.[0] ?? '';
  const list = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1]?.split(' ') ?? [];
  return {
    html,
    inline: /<style id="page-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '',
    files: list('data-files'),
    partial: list('data-partial'),
  };
}

const typesIn = (inline: string) =>
  Object.entries(MARKERS)
    .filter(([, marker]) => inline.includes(marker))
    .map(([type]) => type)
    .sort();

test('each first response holds the rules of its own section types; the sections file is named partial', async ({
  request,
}) => {
  const home = await firstResponse(request, '/business');
  expect(typesIn(home.inline)).toEqual(['cta-banner']);
  expect(home.inline).toContain('.sec{');
  const [sections] = home.partial;
  expect(sections).toMatch(/^\/assets\/sections-[^ ]+\.css$/);
  expect(home.files).not.toContain(sections);
  expect(home.html).not.toMatch(/<link[^>]+rel="stylesheet"/);

  // The plans page streams its plan tables after the overview: their rules are inline all the same.
  expect(typesIn((await firstResponse(request, '/business/plan')).inline)).toEqual(['plan-pricing']);
  expect(typesIn((await firstResponse(request, '/business/products/virtual-makeup')).inline)).toEqual([
    'feature-carousel',
    'section-faq',
    'stats',
    'steps',
  ]);
  const plans = await firstResponse(request, '/business/solutions/online-service/makeup/plan');
  expect(typesIn(plans.inline)).toEqual(expect.arrayContaining(['compare-table', 'plan-pricing']));
});

/** Computed styles that only the given section types' rules produce. */
async function expectStyled(page: Page, what: 'product' | 'plans' | 'faq') {
  const css = (locator: Locator, property: string) =>
    locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  if (what === 'product') {
    await expect.poll(() => css(page.locator('.sec-carousel__track').first(), 'display')).toBe('grid');
    expect(await css(page.locator('.sec-carousel__track').first(), 'overflow-x')).toBe('auto');
    expect(await css(page.locator('.sec-steps__list').first(), 'display')).toBe('grid');
    expect(await css(page.locator('.sec-faq summary').first(), 'cursor')).toBe('pointer');
  } else if (what === 'plans') {
    await expect.poll(() => css(page.locator('.sec-plans__list').first(), 'display')).toBe('grid');
    expect(await css(page.locator('.sec-plan').first(), 'display')).toBe('flex');
    expect(await css(page.locator('.sec-compare table').first(), 'border-collapse')).toBe('collapse');
  } else {
    await expect.poll(() => css(page.locator('.sec-faq summary').first(), 'cursor')).toBe('pointer');
    expect(await css(page.locator('.sec-faq details').first(), 'border-bottom-style')).toBe('solid');
  }
}

/**
 * Follows a link the way a visitor's click does (also one inside a closed menu panel). The desktop
 * panels are drawn on intent (decision 0247): when the page has no such link, each is drawn first.
 */
async function follow(page: Page, href: string) {
  const link = page.locator(`a[href="${href}"]`).first();
  if ((await link.count()) === 0) {
    const buttons = page.locator('.menu-bar__button');
    for (let i = 0; i < (await buttons.count()); i++) await buttons.nth(i).hover();
  }
  await link.evaluate((a) => (a as HTMLAnchorElement).click());
}

test('after hydration the whole sections stylesheet is linked; pages reached in-app are styled', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  const [sections] = (await firstResponse(request, '/business')).partial;
  await page.goto('/business');
  await waitForHydration(page);
  // Linked whole (Vite's preloader, with the page's chunk), applied, and holding the absent types' rules.
  const linked = await page.evaluate((href) => {
    // Vite's preloader writes the address absolute.
    const link = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find(
      (l) => new URL(l.href).pathname === href,
    );
    const sheet = [...document.styleSheets].find((s) => s.ownerNode === link);
    const selectors = [...(sheet?.cssRules ?? [])].map((r) => (r as CSSStyleRule).selectorText ?? '');
    return { link: Boolean(link), plans: selectors.includes('.sec-plans__list') };
  }, sections!);
  expect(linked).toEqual({ link: true, plans: true });

  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await follow(page, '/business/products/virtual-makeup');
  await expect(page).toHaveURL(/\/business\/products\/virtual-makeup$/);
  await expectStyled(page, 'product');

  await page.goBack();
  await expect(page).toHaveURL(/\/business$/);
  await follow(page, '/business/solutions/online-service/makeup');
  await expect(page).toHaveURL(/\/online-service\/makeup$/);
  await follow(page, '/business/solutions/online-service/makeup/plan');
  await expect(page).toHaveURL(/\/online-service\/makeup\/plan$/);
  await expectStyled(page, 'plans');

  await follow(page, '/business/faq');
  await expect(page).toHaveURL(/\/business\/faq$/);
  await expectStyled(page, 'faq');
  // All of it in-app: no document was requested.
  expect(documents).toEqual([]);
});

test('before the whole sections stylesheet arrives, each page is styled by its own first response', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  // The whole file never arrives: the client waits for it before hydrating, so links load documents.
  await page.route(/\/assets\/sections-[^/]+\.css$/, () => {});
  await page.goto('/business', { waitUntil: 'domcontentloaded' });
  const banner = page.locator('.sec-cta').first();
  await expect.poll(() => banner.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
  // Without the client the menus never draw (decision 0247): the next pages are loaded as documents.
  await page.goto('/business/products/virtual-makeup', { waitUntil: 'domcontentloaded' });
  await expectStyled(page, 'product');
  await page.goto('/business/solutions/online-service/makeup/plan', { waitUntil: 'domcontentloaded' });
  await expectStyled(page, 'plans');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
});
