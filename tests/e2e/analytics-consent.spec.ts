import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, hydrated, test, uniqueEmail } from './contact-helpers';
import { ANALYTICS_STATE } from './global-setup';

/**
 * Analytics with consent (spec 000 §7, 001 §7; decision 0173). This journey needs a configured
 * tag-manager container, which the shared e2e server has not (GTM_CONTAINER_ID is the operator's), so
 * it serves the same production build once more with `wrangler dev --var GTM_CONTAINER_ID:…` on its
 * own port. The container itself is the outside edge: page.route answers its address with a stand-in
 * script that records, in order, every event the data layer holds when it loads and receives after.
 */

const PORT = Number(process.env.E2E_ANALYTICS_PORT ?? Number(process.env.E2E_PORT ?? 8799) + 1);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CONTAINER = 'GTM-TEST123';
const CONTAINER_URL = `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`;
/** The affiliate's tracking script (spec 000 §4), another outside edge answered by page.route. */
const AFFILIATE_URL = 'https://affiliate.example.com/track.js';

/** The stand-in container: records each data-layer event (name and page path) in arrival order. */
const FAKE_CONTAINER = `(function(){
  var seen = (window.__container = { events: [] }).events;
  var dl = window.dataLayer;
  function note(x){ if (x && x.event) seen.push({ event: x.event, path: x.page_path || null }); }
  for (var i = 0; i < dl.length; i++) note(dl[i]);
  var push = dl.push;
  dl.push = function(){ for (var j = 0; j < arguments.length; j++) note(arguments[j]); return push.apply(dl, arguments); };
})();`;

let server: ChildProcess | null = null;

// One worker for this file: its server is started once.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      // No fixed debugger port: other servers on the machine may hold the default one.
      '--inspector-port',
      '0',
      // Its own copy of the local state (tests/e2e/global-setup.ts): never the shared server's files.
      '--persist-to',
      ANALYTICS_STATE,
      // One --var flag with every value.
      '--var',
      `GTM_CONTAINER_ID:${CONTAINER}`,
      `AFFILIATE_SCRIPT_URL:${AFFILIATE_URL}`,
    ],
    {
      detached: true,
      stdio: 'ignore',
      env: {
        ...process.env,
        CI: 'true',
        WRANGLER_SEND_METRICS: 'false',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
      },
    },
  );
  // Wait on the server's own health answer (no fixed sleep).
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${ORIGIN}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 80_000, intervals: [250, 500, 1000] },
    )
    .toBe(200);
});

test.afterAll(() => {
  // The wrangler process group this file started (wrangler and its workerd).
  try {
    if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
});

/** Routes the container's address to the stand-in and counts the requests made for it. */
async function fakeContainer(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requests.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: FAKE_CONTAINER });
  });
  return requests;
}

const recorded = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __container?: { events: { event: string; path: string | null }[] } })
        .__container?.events ?? [],
  );

/**
 * Clicks an in-app link to `path` (the router handles it without a page load). The address changes
 * before the next page renders, so a link put into the previous page's <main> can be replaced by
 * React between being found and being clicked (a click on a detached link goes nowhere): the link is
 * added once the last navigation has rendered, and added again if the click led nowhere.
 */
async function navigateInApp(page: Page, path: string) {
  await expect(async () => {
    // (an earlier try's click may still be loading the page: then it is not clicked again)
    const there = await page.evaluate(async (href) => {
      while (document.documentElement.dataset.navigating) await new Promise((r) => requestAnimationFrame(r));
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      if (location.pathname === href) return true;
      for (const old of document.querySelectorAll('a[data-analytics-next]')) old.remove();
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'next';
      a.dataset.analyticsNext = href;
      document.querySelector('main')?.append(a);
      return false;
    }, path);
    if (!there) await page.locator(`a[data-analytics-next="${path}"]`).click({ timeout: 5_000 });
    await expect(page).toHaveURL(`${ORIGIN}${path}`, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  await hydrated(page);
}

test('consent → container → page views on in-app navigation → form events, in order', async ({ page }) => {
  test.setTimeout(60_000);
  const requests = await fakeContainer(page);
  const documentLoads: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documentLoads.push(r.url());
  });
  await page.goto(`${ORIGIN}/business`);
  await hydrated(page);

  // Before consent: the data layer exists with denied defaults and the first page view; no container.
  const before = await page.evaluate(() => {
    const dl = (window as unknown as { dataLayer: unknown[] }).dataLayer;
    const first = dl[0] as ArrayLike<unknown>;
    return {
      first: [first[0], first[1], first[2]],
      events: dl.map((e) => (e as { event?: string }).event).filter(Boolean),
    };
  });
  expect(before.first).toEqual([
    'consent',
    'default',
    expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
  ]);
  expect(before.events).toContain('virtual_page_view');
  expect(requests).toEqual([]);

  // CONTINUE is the consent: the container loads now.
  const loaded = page.waitForRequest(CONTAINER_URL);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await loaded;
  await expect.poll(() => recorded(page)).toContainEqual({ event: 'virtual_page_view', path: '/business' });

  // In-app navigation: one page view each, no document load.
  await navigateInApp(page, '/business/info/aboutus');
  await navigateInApp(page, '/business/color-trends/download');
  expect(documentLoads).toEqual([`${ORIGIN}/business`]);

  // A form event: the colour-trend report request is the trend-report registration.
  await page.getByLabel('First name *').fill('Mina');
  await page.getByLabel('Last name *').fill('Sato');
  await page.getByLabel('E-mail *').fill(uniqueEmail('analytics'));
  await page.getByLabel('Company *').fill('Glow Lab');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect
    .poll(async () => (await recorded(page)).map((e) => e.event))
    .toContain('trend_report_registration');

  const sequence = (await recorded(page)).map((e) => (e.path ? `${e.event} ${e.path}` : e.event));
  const wanted = [
    'virtual_page_view /business',
    'gtm.js',
    'virtual_page_view /business/info/aboutus',
    'virtual_page_view /business/color-trends/download',
    'trend_report_registration',
  ];
  // In this order (other events may come between them).
  const positions = wanted.map((w) => sequence.indexOf(w));
  expect(
    positions.every((p) => p >= 0),
    sequence.join(', '),
  ).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(requests).toHaveLength(1);
});

test('consent is remembered; no container before it, nor under /perfectbeauty/youcam…', async ({ page }) => {
  const requests = await fakeContainer(page);
  await page.goto(`${ORIGIN}/consumer`);
  await hydrated(page);
  expect(requests).toEqual([]);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  await expect.poll(() => requests.length).toBe(1);

  // The next visit loads the container at once, from the remembered choice.
  await page.goto(`${ORIGIN}/business/faq`);
  await hydrated(page);
  await expect.poll(() => requests.length).toBe(2);
  await expect(page.getByRole('button', { name: 'CONTINUE' })).toHaveCount(0);

  // The terms-of-service area never loads it, and its CSP names no tag-manager host.
  const res = await page.goto(`${ORIGIN}/perfectbeauty/youcam/terms-of-service`);
  await hydrated(page);
  expect(res?.headers()['content-security-policy']).not.toContain('googletagmanager');
  expect(await page.evaluate(() => Array.isArray((window as { dataLayer?: unknown }).dataLayer))).toBe(true);
  expect(requests).toHaveLength(2);
});

test('a trial through an approval-bypassing affiliation (BWO2025) reports start_free_trial and loads the affiliate script', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  // The page leaves right after the trial: keep what the data layer receives across that navigation.
  await page.addInitScript(() => {
    const kept = JSON.parse(sessionStorage.getItem('dl') ?? '[]') as unknown[];
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      kept.push(...items.filter((x) => x && typeof x === 'object' && 'event' in (x as object)));
      sessionStorage.setItem('dl', JSON.stringify(kept));
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  const affiliate: string[] = [];
  await page.route(AFFILIATE_URL, (route) => {
    affiliate.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.__affiliate = true;' });
  });
  await fakeContainer(page);
  await context.addCookies([{ name: 'aff_code', value: 'BWO2025', domain: '127.0.0.1', path: '/' }]);
  await page.goto(`${ORIGIN}/business/user/free-trial`);
  await hydrated(page);
  const email = uniqueEmail('bwo-trial');
  await page.locator('main input[name="firstName"]').fill('Ava');
  await page.locator('main input[name="lastName"]').fill('Bloom');
  await page.locator('main input[name="email"]').fill(email);
  await page.locator('main input[name="customerName"]').fill(`Bloom ${email.split('@')[0]}`);
  const leaving = page.waitForURL((url) => !url.pathname.endsWith('/business/user/free-trial'));
  await page.locator('main form button[type="submit"]').click();
  await leaving;
  expect(affiliate).toEqual([AFFILIATE_URL]);
  const events = await page.evaluate(
    () => JSON.parse(sessionStorage.getItem('dl') ?? '[]') as { event?: string; solutionType?: string }[],
  );
  expect(events).toContainEqual(
    expect.objectContaining({ event: 'start_free_trial', solutionType: 'SKIN_ANALYSIS' }),
  );
});
