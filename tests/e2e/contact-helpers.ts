import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { ATTR_COOKIES } from '../../shared/attribution';
import type { StoredPartnerRow, StoredSupportRow } from '../../shared/contact/stored';

/**
 * Helpers of the contact journeys (tests/e2e/contact-*.spec.ts).
 *
 * - Console errors fail a journey, as in fixtures.ts, with two exceptions, both the browser's own
 *   "Failed to load resource" line for an answer the page expects: GET /smb-frontend/location, which
 *   answers 404 in this branch until the edge route exists (spec 000 §7: a failure leaves the country
 *   empty — what the forms do), check-partner's 401 for a signed-out visitor, and the origin's 415
 *   in the journey that sends a disguised file on purpose.
 * - Each test sends its own CF-Connecting-IP, so the origin's hourly support limit (decision 0036)
 *   counts each journey apart; in production Cloudflare sets this header itself.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page, context }, use) => {
      const errors: string[] = [];
      // Substrings of the browser's "Failed to load resource" lines that a journey expects.
      const expected = new Set<string>();
      page.on('response', (res) => {
        const path = new URL(res.url()).pathname;
        if (path === '/smb-frontend/location' && res.status() === 404) expected.add('status of 404');
        if (path === '/smb-frontend/partner/check-partner.action' && res.status() === 401)
          expected.add('status of 401');
        // A journey that sends a disguised file on purpose to see the origin's 415.
        if (path === '/smb-frontend/support/create-request.action' && res.status() === 415)
          expected.add('status of 415');
      });
      // The newsletter journey's stand-in provider failing on purpose.
      page.on('requestfailed', (req) => {
        if (new URL(req.url()).pathname.startsWith('/provider-stand-in/')) expected.add('net::ERR_FAILED');
      });
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`${msg.text()} @ ${msg.location().url}`);
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await context.setExtraHTTPHeaders({ 'CF-Connecting-IP': randomIp() });
      await use(errors);
      // Filtered at the end: the console line and the response event arrive in either order.
      const unexpected = errors.filter(
        (e) => !(e.startsWith('Failed to load resource') && [...expected].some((x) => e.includes(x))),
      );
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const randomIp = () => `10.${rnd()}.${rnd()}.${rnd()}`;
const rnd = () => Math.floor(Math.random() * 254) + 1;

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@shop.test`;

/** The page's code has hydrated (the one helper in fixtures.ts). */
export { waitForHydration as hydrated } from './fixtures';

export type Marketing = {
  utm: { utm_source: string; utm_medium: string; utm_campaign: string };
  gclid: string;
  first: string;
  last: string;
};

/**
 * Earlier in the same visit: a landing with UTM and gclid, then another page before contact-us
 * (spec 000 §4 UTM tracking). The attribution middleware is built in parallel (issue: edge rules);
 * when this branch's worker writes no attribution cookies, the test writes the same cookies itself
 * with the names of shared/attribution.ts, so the forms read what the middleware will write.
 */
export async function visitWithMarketing(
  page: Page,
  context: BrowserContext,
  base: string,
): Promise<Marketing> {
  const tag = Math.random().toString(36).slice(2, 8);
  const m: Marketing = {
    utm: { utm_source: `news-${tag}`, utm_medium: 'cpc', utm_campaign: `spring-${tag}` },
    gclid: `gclid-${tag}`,
    first: `${base}/business?utm_source=news-${tag}&utm_medium=cpc&utm_campaign=spring-${tag}&gclid=gclid-${tag}`,
    last: `${base}/business/plan`,
  };
  await page.goto(m.first);
  await page.goto('/business/plan');
  const names = (await context.cookies()).map((c) => c.name);
  if (!names.includes(ATTR_COOKIES.source)) {
    const url = base;
    const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url });
    await context.addCookies([
      cookie(ATTR_COOKIES.source, m.utm.utm_source),
      cookie(ATTR_COOKIES.medium, m.utm.utm_medium),
      cookie(ATTR_COOKIES.campaign, m.utm.utm_campaign),
      cookie(ATTR_COOKIES.gclid, m.gclid),
      cookie(ATTR_COOKIES.urlFirst, m.first),
      cookie(ATTR_COOKIES.urlLast, m.last),
    ]);
  }
  return m;
}

export type { StoredPartnerRow as StoredPartner, StoredSupportRow as StoredSupport };

/** The embedded origin's stored rows, from the local-only /dev/requests page. */
export async function stored(
  page: Page,
): Promise<{ support: StoredSupportRow[]; partners: StoredPartnerRow[] }> {
  const res = await page.request.get('/dev/requests?format=json');
  expect(res.status()).toBe(200);
  return res.json();
}

export async function supportRowsFor(page: Page, email: string): Promise<StoredSupportRow[]> {
  return (await stored(page)).support.filter((r) => r.email === email);
}

export async function dataLayerEvents(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event ?? ''),
  );
}
