import type { Page } from '@playwright/test';
import { DEMO, expect, signInByCall, test } from './account-helpers';

/**
 * decision 0240: a document carries only the translation entries its server render read; after the
 * first paint the browser fetches the whole files of the frame's and page's namespaces, and whatever
 * is drawn later (the account menu, drawer panels, form messages) shows words, never keys. In-app
 * navigation data carries its namespaces whole, so the next page has every word at its first render.
 * decision 0249: parts streamed after the shell bring their own entries, so they hydrate without the files.
 */

const COMMON_FILE = /\/assets\/i18n-en-common-[0-9a-f]+\.json$/;

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** React's recoverable hydration errors (client/entry.tsx logs them as warnings). */
function hydrationWarnings(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (msg.text().includes('hydration recovered')) seen.push(`${msg.text()} @ ${page.url()}`);
  });
  return seen;
}

test('the account menu, drawn after hydration from keys the document did not carry, finds its words once the files arrive', async ({
  page,
  context,
  baseURL,
}) => {
  await signInByCall(context, baseURL!, DEMO.email, DEMO.password);
  const warnings = hydrationWarnings(page);
  // Hold the namespace file back, to see the menu before and after it arrives.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const fetched: string[] = [];
  await page.route(COMMON_FILE, async (route) => {
    fetched.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto('/business');
  const sent = await page.evaluate(
    () => JSON.parse(document.getElementById('__ssr')!.textContent!).resources.en.common,
  );
  expect(sent.frame.signIn).toBe('Sign In');
  expect(sent.accountMenu).toBeUndefined();
  await hydrated(page);

  const menu = page.locator('.account-menu__button');
  await expect(menu).toBeVisible();
  await expect(menu).toContainText('accountMenu.label');
  release();
  await expect(menu).toContainText('Account menu');
  await menu.click();
  await expect(page.locator('.account-menu__list')).toHaveText(/Your services\s*Log out/);
  expect(fetched).toHaveLength(1);
  expect(warnings).toEqual([]);
});

test('the namespace files are static, build-hashed and cached for good', async ({ page, request }) => {
  const files = new Promise<string[]>((resolve) => {
    const urls: string[] = [];
    page.on('requestfinished', (r) => {
      if (/\/assets\/i18n-en-[a-z]+-[0-9a-f]+\.json$/.test(r.url())) urls.push(r.url());
      if (urls.length === 2) resolve(urls.sort());
    });
  });
  await page.goto('/business');
  const urls = await files;
  expect(urls.map((u) => new URL(u).pathname.replace(/-[0-9a-f]+\.json$/, ''))).toEqual([
    '/assets/i18n-en-business',
    '/assets/i18n-en-common',
  ]);
  const res = await request.get(urls[1]!);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await res.json()).accountMenu.userHome).toBe('Your services');
});

test('the mobile drawer and its dropdowns show words (panels drawn on open, decision 0145)', async ({
  page,
}) => {
  const warnings = hydrationWarnings(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto('/ja/business');
  await hydrated(page);
  await page.locator('.menu-toggle').click();
  const drawer = page.locator('nav.menu-mobile__drawer');
  await expect(drawer).toBeVisible();
  const dropdown = drawer.locator('.menu-mobile__button').first();
  await dropdown.click();
  await expect(dropdown).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.locator('.menu-mobile__panel a').first()).toBeVisible();
  expect(await drawer.innerText()).not.toMatch(/\b(menu|frame|common|accountMenu)\.[a-zA-Z]/);
  expect(warnings).toEqual([]);
});

test('in-app navigation: the next page shows its words at once, and its form messages', async ({ page }) => {
  const warnings = hydrationWarnings(page);
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  await page.addInitScript(() => localStorage.setItem('cookieStatementAccepted', 'true'));
  await page.goto('/ja/business');
  await hydrated(page);
  documents.length = 0;
  await page.locator('.site-header .account-menu__sign-in').click();
  await expect(page).toHaveURL(/\/ja\/business\/user\/sign-in$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ログイン');
  await page.locator('main form button[type="submit"]').click();
  await expect(page.locator('main')).toContainText('有効なメールアドレスを入力してください');
  expect(await page.locator('main').innerText()).not.toMatch(/\b(errors|fields|signIn)\.[a-zA-Z]/);
  expect(documents, 'no document request during in-app navigation').toEqual([]);
  expect(warnings).toEqual([]);
});

/** True when every element `selector` finds is hydrated (React puts its props on each, `__reactProps$…`). */
function allHydrated(page: Page, selector: string) {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll(sel)].every((el) =>
        Object.keys(el).some((k) => k.startsWith('__reactProps$')),
      ),
    selector,
  );
}

for (const path of ['/business', '/ja/business', '/consumer/apps/ycp', '/business/plan']) {
  test(`${path} hydrates from the entries it carries alone, streamed boundaries too (decision 0249)`, async ({
    page,
  }) => {
    const warnings = hydrationWarnings(page);
    // The namespace files never arrive: the shell's words came in the hydration data, the streamed
    // parts' words in the scripts before them.
    await page.route('**/assets/i18n-*', () => {});
    await page.goto(path);
    await hydrated(page);
    // Every part of the header (its menus are drawn on intent, decision 0247) is hydrated and in words.
    await expect.poll(() => allHydrated(page, 'header a, header button')).toBe(true);
    expect(await page.locator('header').innerText()).not.toMatch(/\b(menu|frame|common)\.[a-zA-Z]/);
    expect(warnings).toEqual([]);
  });
}

test('a streamed part answers a click at once and shows its words while the namespace files never arrive (decision 0249)', async ({
  page,
}) => {
  const warnings = hydrationWarnings(page);
  const held: string[] = [];
  await page.route('**/assets/i18n-*', (route) => {
    held.push(new URL(route.request().url()).pathname);
  });
  await page.goto('/business/plan');
  await hydrated(page);
  // The plan tables stream after the shell (a deferred value): their words are not in the hydration data.
  const sent = await page.evaluate(
    () => JSON.parse(document.getElementById('__ssr')!.textContent!).resources.en.common.sections,
  );
  expect(sent?.monthly).toBeUndefined();
  // One billing switch for every service's plans (issue 40), streamed with them.
  const billing = page.locator('.plan-controls .billing-switch');
  await expect(billing).toHaveText(/Monthly\s*Annual/);
  const plans = page.locator('.plan-table .sec-plans');
  await expect(plans.first().locator('.sec-plan__note').first()).toHaveText('Billed annually');
  // One click, right away: React handles it (every note goes, the label turns on), so the part hydrated.
  await billing.getByText('Monthly', { exact: true }).click();
  await expect(billing.locator('label.is-on')).toHaveText('Monthly');
  await expect(plans.locator('.sec-plan__note')).toHaveCount(0);
  expect(await page.locator('main').innerText()).not.toMatch(/\b(sections|onlineService|plan)\.[a-zA-Z]/);
  expect(held.length, 'the namespace files were asked for (and held)').toBeGreaterThan(0);
  expect(warnings).toEqual([]);
});
