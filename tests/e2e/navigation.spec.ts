import { expect, test, waitForHydration } from './fixtures';

test.describe('in-app navigation (spec 001 §5, docs/architecture.md "One request")', () => {
  test('links inside the site render without a reload; back and forward work; language switches mid-way', async ({
    page,
  }) => {
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.goto('/business');
    await waitForHydration(page);
    documents.length = 0;
    // A marker that survives only if the page is never reloaded.
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 42;
    });

    await page
      .getByRole('navigation', { name: 'Audiences' })
      .getByRole('link', { name: 'For Consumers' })
      .click();
    await expect(page).toHaveURL(/\/consumer$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your best look, one tap away');
    await expect(page).toHaveTitle(/beauty and photo apps/i);

    await page.locator('.lang-switcher__button').click();
    await page.locator('.lang-switcher__list').getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/ja\/consumer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('いちばん素敵なあなたを、ワンタップで');

    await page.goBack();
    await expect(page).toHaveURL(/\/consumer$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goBack();
    await expect(page).toHaveURL(/\/business$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Let every shopper see the look before they buy it',
    );
    await page.goForward();
    await expect(page).toHaveURL(/\/consumer$/);

    expect(documents, 'no document request during in-app navigation').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  });

  test('the page data answer is JSON for the same URL, with redirects followed', async ({ request }) => {
    const res = await request.get('/ja', { headers: { 'X-Page-Data': '1' } });
    expect(res.status()).toBe(200);
    expect(res.url()).toMatch(/\/ja\/business$/);
    const body = await res.json();
    expect(body.ssr.lang).toBe('ja');
    expect(body.ssr.page).toBe('business-home');
    expect(body.ssr.resources.ja.business.home.title).toBeTruthy();
  });

  test('a path the route table does not know is left to the browser: a full load of the 404', async ({
    page,
  }) => {
    await page.goto('/business');
    await waitForHydration(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/business/not-a-page-at-all';
      a.textContent = 'broken link';
      a.id = 'broken';
      document.querySelector('main')?.append(a);
    });
    const documents: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documents.push(r.url());
    });
    await page.locator('#broken').click();
    await expect(page).toHaveURL(/not-a-page-at-all$/);
    await expect(page.locator('.status-page__code')).toHaveText('404');
    // Not a route: could be a server-only address (robots.txt, an asset), so the browser loads it.
    expect(documents).toEqual([expect.stringMatching(/not-a-page-at-all$/)]);
  });
});

test.describe('full page loads (spec 001 §5)', () => {
  for (const [id, path] of [
    ['plan', '/business/plan'],
    ['investors', '/business/investors'],
  ] as const) {
    test(`a link to ${path} is a full page load`, async ({ page }) => {
      await page.goto('/business');
      await waitForHydration(page);
      await page.evaluate((target) => {
        const a = document.createElement('a');
        a.href = target;
        a.textContent = 'full load link';
        a.id = 'full-load';
        document.querySelector('main')?.append(a);
        (window as unknown as { __marker: number }).__marker = 7;
      }, path);
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      await page.locator('#full-load').click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await waitForHydration(page);
      expect(documents, `${id} is loaded as a document`).toEqual([path]);
      expect(
        await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
      ).toBeUndefined();
    });
  }
});

test('iOS: skincare pages stay in the page, except across live diagnostics (spec 001 §4, decision 0310)', async ({
  browser,
}) => {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
  });
  const follow = async (path: string) => {
    await page.evaluate((target) => {
      document.getElementById('nav-probe')?.remove();
      const a = document.createElement('a');
      a.href = target;
      a.textContent = 'probe';
      a.id = 'nav-probe';
      document.querySelector('main')?.prepend(a);
      (window as unknown as { __marker?: string }).__marker ??= 'first document';
    }, path);
    await page.locator('#nav-probe').click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await waitForHydration(page);
    return page.evaluate(() => (window as unknown as { __marker?: string }).__marker);
  };
  const base = '/business/showcase/skincare';
  await page.goto(`${base}/home`);
  await waitForHydration(page);
  documents.length = 0;
  expect(await follow(`${base}/diagnostics`), 'between skincare pages: in the page').toBe('first document');
  expect(documents).toEqual([]);
  expect(await follow(`${base}/live-diagnostics`), 'into live diagnostics: a fresh document').toBeUndefined();
  expect(documents).toEqual([`${base}/live-diagnostics`]);
  expect(await follow(`${base}/emulation`), 'out of live diagnostics: a fresh document').toBeUndefined();
  expect(documents).toEqual([`${base}/live-diagnostics`, `${base}/emulation`]);
  await context.close();
});

/** The head as the document holds it: everything client/app/document.tsx writes from the head's values. */
async function headSnapshot(page: import('@playwright/test').Page) {
  return page.evaluate(() => {
    const h = document.head;
    // Sorted: React places metadata it mounts during in-app navigation at the end of the head, so the
    // order may differ from a first load's; crawlers read first loads. Duplicates still show.
    const attrs = (sel: string, names: string[]) =>
      [...h.querySelectorAll(sel)].map((e) => names.map((n) => e.getAttribute(n)).join('|')).sort();
    return {
      title: h.querySelector('title')?.textContent,
      description: attrs('meta[name="description"]', ['content']),
      canonical: attrs('link[rel="canonical"]', ['href']),
      alternates: attrs('link[rel="alternate"]', ['hreflang', 'href']),
      meta: attrs('meta[property], meta[name^="twitter:"]', ['property', 'name', 'content']),
      ld: [...h.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
    };
  });
}

test('the hydration data leaves the head out; the browser reads it back and keeps it right across navigation (decision 0246)', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/business')).text();
  const ssr = JSON.parse(html.match(/<script type="application\/json" id="__ssr">([\s\S]*?)<\/script>/)![1]!);
  expect(ssr.head).toBeUndefined();

  await page.goto('/business');
  await waitForHydration(page);
  const home = await headSnapshot(page);
  expect(home.meta.length).toBeGreaterThan(5);
  expect(home.ld.length).toBeGreaterThan(0);

  // In-app to another page and back: each head is what a full load of that page writes, nothing doubled.
  await page
    .getByRole('navigation', { name: 'Audiences' })
    .getByRole('link', { name: 'For Consumers' })
    .click();
  await expect(page).toHaveURL(/\/consumer$/);
  await expect(page).toHaveTitle(/beauty and photo apps/i);
  const consumerInApp = await headSnapshot(page);
  await page.goBack();
  await expect(page).toHaveURL(/\/business$/);
  await expect.poll(() => headSnapshot(page)).toEqual(home);

  const fresh = await page.context().newPage();
  await fresh.goto('/consumer');
  await waitForHydration(fresh);
  expect(await headSnapshot(fresh)).toEqual(consumerInApp);
});
