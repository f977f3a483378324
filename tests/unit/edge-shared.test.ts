import { describe, expect, it } from 'vitest';
import { previewFormIdFromMessage } from '../../client/components/preview-banner';
import {
  affiliationDaysOf,
  attributionWrites,
  isContactPath,
  readAttribution,
  utmOfQuery,
} from '../../shared/attribution';
import { isIndexable, robotsTxt } from '../../shared/indexing';
import { countryForLanguage, EEA_COUNTRIES, filterRegion, isEeaCountry } from '../../shared/region';
import { isMenuBannerMobile, mobileOs, screenClass, storeFor } from '../../shared/screen';
import { resolveShortLink, SHORT_PATH } from '../../shared/short-links';
import { domainKindFor, isEmbeddedPath, isInAppUserAgent, siteLinksFor } from '../../shared/site';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126 Safari/537.36';

describe('region filter (spec 000 §9, spec 001 §5)', () => {
  it.each([
    [undefined, 'global', ''],
    ['', 'global', ''],
    ['  ', 'global', ''],
    ['not found', 'global', ''],
    ['IR', 'global', ''],
    ['ir', 'china', ''],
    ['RU', 'alt-regional', ''],
    ['CN', 'global', ''],
    ['CN', 'makeup-ar', ''],
    ['CN', 'china', 'CN'],
    ['jp', 'global', 'JP'],
    ['USA', 'global', ''],
  ] as const)('%j on %s → %j', (country, domain, expected) => {
    expect(filterRegion(country, domain)).toBe(expected);
  });
});

describe('country by language (spec 001 §9)', () => {
  it.each([
    ['en', 'US'],
    ['en-GB', 'US'],
    ['zh-tw', 'TW'],
    ['zh_TW', 'TW'],
    ['zh', 'CN'],
    ['zh-cn', 'CN'],
    ['zh_CN', 'CN'],
    ['ja', 'JP'],
    ['ko', 'KR'],
    ['de', 'DE'],
    ['fr', 'FR'],
    ['es', 'ES'],
    ['pt', 'PT'],
    ['it', 'IT'],
    ['nl', ''],
  ])('%s → %s', (lang, country) => {
    expect(countryForLanguage(lang)).toBe(country);
  });
});

describe('EEA helper (spec 000 §9, spec 001 §6)', () => {
  it('has the 27 EU states plus IS, LI, NO', () => {
    expect(EEA_COUNTRIES).toHaveLength(30);
    expect(new Set(EEA_COUNTRIES).size).toBe(30);
  });
  it.each([
    ['DE', true],
    ['fr', true],
    ['NO', true],
    ['IS', true],
    ['LI', true],
    ['CH', false],
    ['GB', false],
    ['US', false],
    ['', false],
  ])('%s → %s', (c, eea) => {
    expect(isEeaCountry(c)).toBe(eea);
  });
});

describe('screen classes and devices (spec 000 §9, spec 001 §5, §9)', () => {
  it.each([
    [320, 'mobile'],
    [600, 'mobile'],
    [601, 'tablet'],
    [1024, 'tablet'],
    [1025, 'desktop'],
  ] as const)('%i px → %s', (w, cls) => {
    expect(screenClass(w)).toBe(cls);
  });
  it.each([
    [500, DESKTOP, true],
    [501, DESKTOP, false],
    [900, IPHONE, true],
    [1400, ANDROID, true],
  ])('menu/banner area at %i px with %s → mobile %s', (w, ua, mobile) => {
    expect(isMenuBannerMobile(w, ua)).toBe(mobile);
  });
  it.each([
    [IPHONE, 0, 'ios', 'apple'],
    [ANDROID, 0, 'android', 'google'],
    [MAC, 5, 'ios', 'apple'],
    [MAC, 0, 'other', 'apple'],
    [DESKTOP, 0, 'other', 'apple'],
  ] as const)('store button for %s (touch %i) → %s / %s', (ua, touch, os, store) => {
    expect(mobileOs(ua, touch)).toBe(os);
    expect(storeFor(ua, touch)).toBe(store);
  });
});

describe('site context helpers (spec 001 §2.1, §6)', () => {
  const lists = { china: ['lumora.cn'], altRegional: ['alt.example:8443'], makeupAr: ['ar.example'] };
  it.each([
    ['lumora.cn', 'china'],
    ['lumora.cn:443', 'china'],
    ['alt.example:8443', 'alt-regional'],
    ['alt.example', 'global'],
    ['AR.example', 'makeup-ar'],
    ['sub.lumora.cn', 'global'],
  ])('%s → %s', (host, kind) => {
    expect(domainKindFor(host, lists)).toBe(kind);
  });
  it.each([
    ['/business/iframe/successstory/list', true],
    ['/ja/business/iframe', true],
    ['/business/iframes', false],
    ['/business/showcase', false],
  ])('embedded %s → %s', (p, e) => {
    expect(isEmbeddedPath(p)).toBe(e);
  });
  it('in-app token is a whole product token', () => {
    expect(isInAppUserAgent(`${IPHONE} LumoraApp/5.2`, 'LumoraApp')).toBe(true);
    expect(isInAppUserAgent(`${IPHONE} XLumoraApp/5.2`, 'LumoraApp')).toBe(false);
    expect(isInAppUserAgent(IPHONE, 'LumoraApp')).toBe(false);
    expect(isInAppUserAgent(null, 'LumoraApp')).toBe(false);
  });
  it('China links replace only configured values', () => {
    const global = { console: 'g-c', tryOnModuleHost: 'g-m' };
    const china = { console: 'c-c', tryOnModuleHost: '' };
    expect(siteLinksFor('china', { global, china })).toEqual({ ...global, console: 'c-c' });
    expect(siteLinksFor('global', { global, china })).toEqual(global);
  });
});

describe('indexing decision (spec 001 §6)', () => {
  it.each([
    ['development', 'global', '/business', false],
    ['staging', 'global', '/business', false],
    ['production', 'global', '/ja/consumer', true],
    ['production', 'alt-regional', '/business/faq', true],
    ['production', 'alt-regional', '/businesses', false],
    ['production', 'alt-regional', '/zh-tw/business', false],
    ['production', 'global', '/business/iframe/successstory/list', false],
  ] as const)('%s %s %s → %s', (environment, domain, pathname, expected) => {
    expect(isIndexable({ environment, domain, pathname })).toBe(expected);
  });
  it('robots.txt outside production disallows everything', () => {
    expect(robotsTxt('staging', 'global', 'https://x.example')).toBe(
      'User-agent: *\nDisallow: /\n\nSitemap: https://x.example/sitemap.xml\n',
    );
  });
});

describe('short links (spec 001 §5)', () => {
  const table = new Map([['/sdk', '/business/solutions/enterprise']]);
  it.each([
    ['/sdk', '/business/solutions/enterprise'],
    ['  /sdk  ', '/business/solutions/enterprise'],
    ['/SDK', '/SDK'],
    ['/sdk/', '/sdk/'],
    ['https://other.example/sdk', 'https://other.example/sdk'],
  ])('%j → %j', (link, out) => {
    expect(resolveShortLink(link, table)).toBe(out);
  });
  it('accepts only short path shapes', () => {
    expect(SHORT_PATH.test('/go/trial')).toBe(true);
    expect(SHORT_PATH.test('//evil.example')).toBe(false);
    expect(SHORT_PATH.test('/a/b/c/d')).toBe(false);
  });
});

describe('attribution writer (spec 000 §3, §4, §9; spec 001 §4, §5)', () => {
  const names = (url: string, cookies: Record<string, string> = {}) =>
    attributionWrites(new URL(url), new Map(Object.entries(cookies))).map((w) => w.name);

  it('UTM counts only with source and medium', () => {
    expect(utmOfQuery(new URLSearchParams('utm_source=a'))).toBeUndefined();
    expect(utmOfQuery(new URLSearchParams('utm_source=a&utm_medium=b&utm_id=7'))).toEqual({
      utm_source: 'a',
      utm_medium: 'b',
      utm_id: '7',
    });
  });
  it('first values once, last URL never a contact page', () => {
    expect(names('https://x.example/business')).toEqual(['ref_url_first', 'ref_url_last']);
    expect(names('https://x.example/business/contact-us/sales', { ref_url_first: 'u' })).toEqual([]);
    expect(isContactPath('/ja/business/contact-sales/thank-you')).toBe(true);
    expect(isContactPath('/business/contact-usage')).toBe(false);
  });
  it('written values read back as the forms see them', () => {
    const writes = attributionWrites(
      new URL('https://x.example/business?utm_source=s&utm_medium=display&gclid=G&ref=R'),
      new Map(),
    );
    const header = writes.map((w) => `${w.name}=${encodeURIComponent(w.value)}`).join('; ');
    const read = readAttribution(header);
    expect(read.firstSource).toEqual({ utm_source: 's', utm_medium: 'display' });
    expect(read.lastAdSource).toEqual({ utm_source: 's', utm_medium: 'display' });
    expect(read.refUrlFirst).toBe('https://x.example/business?utm_source=s&utm_medium=display&gclid=G&ref=R');
    expect(read.gclid).toBe('G');
    expect(read.refCode).toBe('R');
  });
  it('affiliation days: extensionDays, else days until the fixed end', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(affiliationDaysOf({ extensionDays: 30, fixedEndDate: '2026-03-01T00:00:00Z' }, now)).toBe(30);
    expect(affiliationDaysOf({ extensionDays: null, fixedEndDate: '2026-01-10T12:00:00Z' }, now)).toBe(10);
    expect(
      affiliationDaysOf({ extensionDays: null, fixedEndDate: '2025-12-01T00:00:00Z' }, now),
    ).toBeUndefined();
    expect(affiliationDaysOf({ extensionDays: null, fixedEndDate: null }, now)).toBeUndefined();
  });
});

describe('posted preview messages (spec 001 §4; decision 0015)', () => {
  const origin = 'https://cms.lumora.example';
  it.each([
    [{ origin, data: { type: 'cms-preview', formId: 'draft-1' } }, 'draft-1'],
    [{ origin: 'https://evil.example', data: { type: 'cms-preview', formId: 'draft-1' } }, null],
    [{ origin, data: { type: 'other', formId: 'draft-1' } }, null],
    [{ origin, data: { type: 'cms-preview', formId: '<x>' } }, null],
    [{ origin, data: 'cms-preview' }, null],
    [{ origin, data: null }, null],
  ])('%o → %s', (event, formId) => {
    expect(previewFormIdFromMessage(event, origin)).toBe(formId);
  });
});
