import { beforeAll, describe, expect, it } from 'vitest';
import { ATTR_COOKIES, isAttrCookieName, readAttribution } from '../../shared/attribution';
import { cookieValue, edgeFetch, maxAge, PRODUCTION, setCookies } from './edge-helpers';
import { seedContent } from './seed-content';

// The business home is a CMS page: it needs the seeded content to answer 200.
beforeAll(() => seedContent());

const DAY = 86_400;
const page = (path: string, headers: Record<string, string> = {}, env: Record<string, string> = {}) =>
  edgeFetch(path, { headers, env });

describe('UTM data (spec 000 §3, §4, §5, §9; spec 001 §4, §5)', () => {
  it('keeps counted UTM data as ref_* for 30 days, first source once, URLs once/last', async () => {
    const res = await page('/business?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=lip');
    expect(res.status).toBe(200);
    const c = setCookies(res);
    expect(cookieValue(c.get('ref_source'))).toBe('news');
    expect(cookieValue(c.get('ref_medium'))).toBe('email');
    expect(cookieValue(c.get('ref_campaign'))).toBe('spring');
    expect(cookieValue(c.get('ref_term'))).toBe('lip');
    // spec 000 §9: stored marketing sources last 30 days.
    for (const name of [
      'ref_source',
      'ref_medium',
      'ref_campaign',
      'ref_first',
      'ref_url_first',
      'ref_url_last',
    ]) {
      expect(maxAge(c.get(name)), name).toBe(30 * DAY);
    }
    expect(JSON.parse(cookieValue(c.get('ref_first'))!)).toEqual({
      utm_source: 'news',
      utm_medium: 'email',
      utm_campaign: 'spring',
      utm_term: 'lip',
    });
    // spec 000 §4: email is not a targeted ad medium.
    expect(c.has('ref_last_ad')).toBe(false);
    expect(cookieValue(c.get('ref_url_first'))).toBe(
      'http://localhost/business?utm_source=news&utm_medium=email&utm_campaign=spring&utm_term=lip',
    );
  });

  it.each([
    ['cpc', true],
    ['display', true],
    ['CPC', true],
    ['email', false],
    ['social', false],
  ])('latest ad source only for cpc or display: medium %s → %s', async (medium, stored) => {
    const res = await page(`/business?utm_source=search&utm_medium=${medium}`, {
      Cookie: 'ref_first=%7B%22utm_source%22%3A%22old%22%2C%22utm_medium%22%3A%22email%22%7D',
    });
    const c = setCookies(res);
    expect(c.has('ref_last_ad')).toBe(stored);
    if (stored) expect(JSON.parse(cookieValue(c.get('ref_last_ad'))!).utm_medium).toBe(medium);
    // spec 000 §4: the first source is stored once — never replaced.
    expect(c.has('ref_first')).toBe(false);
  });

  it.each([
    ['utm_source without utm_medium', '?utm_source=news'],
    ['utm_medium without utm_source', '?utm_medium=cpc'],
    ['blank utm_medium', '?utm_source=news&utm_medium=%20'],
  ])('%s counts as empty (spec 000 §5)', async (_, query) => {
    const c = setCookies(await page(`/business${query}`));
    for (const name of ['ref_source', 'ref_medium', 'ref_first', 'ref_last_ad'])
      expect(c.has(name)).toBe(false);
  });

  it('a newer counted link replaces the whole set: fields it lacks are removed', async () => {
    const c = setCookies(
      await page('/business?utm_source=b&utm_medium=cpc', { Cookie: 'ref_campaign=old; ref_source=a' }),
    );
    expect(cookieValue(c.get('ref_source'))).toBe('b');
    expect(maxAge(c.get('ref_campaign'))).toBe(0);
  });
});

describe('landing and last URLs (spec 000 §4; spec 001 §5)', () => {
  it('first landing URL is stored once', async () => {
    const c = setCookies(
      await page('/business/faq', { Cookie: 'ref_url_first=http%3A%2F%2Flocalhost%2Fbusiness' }),
    );
    expect(c.has('ref_url_first')).toBe(false);
    expect(cookieValue(c.get('ref_url_last'))).toBe('http://localhost/business/faq');
  });

  it.each([
    '/business/contact-us/sales',
    '/business/contact-us/support',
    '/business/contact-sales',
    '/consumer/contact-us/media',
    '/ja/business/contact-us/sales',
  ])('%s is never the last URL before contact-us', async (path) => {
    const c = setCookies(
      await page(path, { Cookie: 'ref_url_first=x; ref_url_last=http%3A%2F%2Flocalhost%2Fbusiness' }),
    );
    expect(c.has('ref_url_last')).toBe(false);
  });

  it('an unchanged last URL writes nothing: the page stays as cacheable as before', async () => {
    const res = await page('/business', {
      Cookie: 'ref_url_first=x; ref_url_last=http%3A%2F%2Flocalhost%2Fbusiness',
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});

describe('codes (spec 000 §3, §9)', () => {
  it.each([
    ['gclid=Cj0KCQ_abc-1', 'gclid', 'Cj0KCQ_abc-1', 30 * DAY],
    ['coupon=SPRING10', 'coupon', 'SPRING10', DAY],
    ['cp=SPRING10', 'coupon', 'SPRING10', DAY],
    ['pt=webinar', 'promo_type', 'webinar', 30 * DAY],
    ['ref=FRIEND42', 'ref_code', 'FRIEND42', 30 * DAY],
    ['referralCode=FRIEND42', 'ref_code', 'FRIEND42', 30 * DAY],
  ])('?%s → %s=%s for %i s', async (query, name, value, seconds) => {
    const c = setCookies(await page(`/business?${query}`));
    expect(cookieValue(c.get(name))).toBe(value);
    expect(maxAge(c.get(name))).toBe(seconds);
  });

  it.each([
    ['gclid=<script>', 'gclid'],
    ['coupon=a%20b', 'coupon'],
    ['ref=%00x', 'ref_code'],
  ])('a malformed value is ignored: ?%s', async (query, name) => {
    expect(setCookies(await page(`/business?${query}`)).has(name)).toBe(false);
  });

  it('caps long UTM values', async () => {
    const long = 'x'.repeat(1000);
    const c = setCookies(await page(`/business?utm_source=s&utm_medium=cpc&utm_campaign=${long}`));
    expect(cookieValue(c.get('ref_campaign'))).toHaveLength(200);
    expect(cookieValue(c.get('ref_first'))!.length).toBeLessThanOrEqual(500);
    expect(cookieValue(c.get('ref_url_first'))!.length).toBeLessThanOrEqual(500);
  });
});

describe('affiliation codes (spec 000 §3, §4, §9)', () => {
  it.each([
    ['BWO2025', { SKIN_ANALYSIS: 30 }, { SKIN_ANALYSIS: true }],
    ['bwos2025', { SKIN_ANALYSIS: 60 }, { SKIN_ANALYSIS: false }],
  ])('known code %s applies at once', async (code, days, bypass) => {
    const c = setCookies(await page(`/business?affiliate=${code}`));
    expect(cookieValue(c.get('aff_code'))).toBe(code.toUpperCase());
    expect(JSON.parse(cookieValue(c.get('aff_days'))!)).toEqual(days);
    expect(JSON.parse(cookieValue(c.get('aff_bypass'))!)).toEqual(bypass);
    for (const n of ['aff_code', 'aff_days', 'aff_bypass']) expect(maxAge(c.get(n))).toBe(DAY);
  });

  it('another code is looked up: days until its fixed end, bypass per solution type', async () => {
    // GLOWLAB (migration 0011): no extension days, fixed end in 40 days, bypasses approval.
    const c = setCookies(await page('/business?affiliationCode=glowlab'));
    expect(cookieValue(c.get('aff_code'))).toBe('GLOWLAB');
    const days = JSON.parse(cookieValue(c.get('aff_days'))!);
    expect(Object.keys(days)).toEqual(['AESTHETIC_SIMULATION']);
    expect(days.AESTHETIC_SIMULATION).toBeGreaterThanOrEqual(40);
    expect(days.AESTHETIC_SIMULATION).toBeLessThanOrEqual(41);
    expect(JSON.parse(cookieValue(c.get('aff_bypass'))!)).toEqual({ AESTHETIC_SIMULATION: true });
    expect(readAttribution(cookieHeader(c)).bypassApproval).toEqual({ AESTHETIC_SIMULATION: true });
  });

  it.each([
    'NOSUCHCODE',
    'SPRING2024', // ended
    'x', // not a code
  ])('a failed lookup (%s) is ignored: the page answers, nothing is stored', async (code) => {
    const res = await page(`/business?affiliate=${code}`);
    expect(res.status).toBe(200);
    const c = setCookies(res);
    for (const n of ['aff_code', 'aff_days', 'aff_bypass']) expect(c.has(n)).toBe(false);
  });
});

describe('cookie attributes and caching', () => {
  it('only allowlisted names; Path=/, SameSite=Lax, readable by scripts; never cached', async () => {
    const res = await page(
      '/business?utm_source=a&utm_medium=cpc&gclid=g1&coupon=C1&affiliate=BWO2025&ref=R1&pt=p',
    );
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    const lines = res.headers.getSetCookie();
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(isAttrCookieName(line.slice(0, line.indexOf('=')))).toBe(true);
      expect(line).toMatch(/; Path=\//);
      expect(line).toMatch(/; SameSite=Lax/);
      expect(line).not.toMatch(/HttpOnly/i);
      // development: plain http on localhost
      expect(line).not.toMatch(/; Secure/);
    }
    // What the forms read back (shared/attribution.ts readAttribution).
    const read = readAttribution(cookieHeader(setCookies(res)));
    expect(read.utm).toEqual({ utm_source: 'a', utm_medium: 'cpc' });
    expect(read.lastAdSource).toEqual({ utm_source: 'a', utm_medium: 'cpc' });
    expect(read).toMatchObject({
      gclid: 'g1',
      coupon: 'C1',
      refCode: 'R1',
      promoType: 'p',
      affiliationCode: 'BWO2025',
    });
    expect(read.affiliationDays).toEqual({ SKIN_ANALYSIS: 30 });
  });

  it('Secure in production', async () => {
    const res = await page('/business?gclid=g1', {}, PRODUCTION);
    for (const line of res.headers.getSetCookie()) expect(line).toMatch(/; Secure/);
  });

  it('in-app navigation (X-Page-Data) captures too', async () => {
    const res = await page('/business/faq?utm_source=a&utm_medium=display', { 'X-Page-Data': '1' });
    expect(res.headers.get('Content-Type')).toMatch(/json/);
    const c = setCookies(res);
    expect(cookieValue(c.get(ATTR_COOKIES.source))).toBe('a');
    expect(c.has('ref_last_ad')).toBe(true);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it.each([
    ['a redirect (its target captures)', '/?utm_source=a&utm_medium=cpc'],
    ['an /smb-frontend call', '/smb-frontend/location?utm_source=a&utm_medium=cpc'],
    ['robots.txt', '/robots.txt?gclid=g'],
  ])('%s sets nothing', async (_, path) => {
    expect((await page(path)).headers.getSetCookie()).toEqual([]);
  });
});

function cookieHeader(c: Map<string, string>): string {
  return [...c.values()].map((l) => l.split(';')[0]).join('; ');
}
