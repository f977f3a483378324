import { SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from './seed-content';

// The home pages are CMS pages: without their content they are 404 (decision 0081).
beforeAll(() => seedContent());

const get = (path: string, headers: Record<string, string> = {}) =>
  SELF.fetch(`http://localhost${path}`, { headers, redirect: 'manual' });

describe('bare root redirect (spec 000 §2, spec-rulings 3, 13–15)', () => {
  it.each([
    [{}, '/business'],
    [{ 'Accept-Language': 'ja-JP,ja;q=0.9,en;q=0.8' }, '/ja/business'],
    [{ 'Accept-Language': 'pt-BR' }, '/pt/consumer'],
    [{ 'Accept-Language': 'ko' }, '/ko/business'],
    [{ 'Accept-Language': 'xx, fr;q=0.5, de;q=0.7' }, '/de/business'],
    [{ 'Accept-Language': 'zh-TW' }, '/zh-tw/business'],
    [{ 'Accept-Language': 'zh_cn' }, '/zh-cn/business'],
    [{ 'Accept-Language': 'ja', Cookie: 'site_lang=pt' }, '/pt/consumer'],
    [{ 'Accept-Language': 'ja', Cookie: 'site_lang=bogus' }, '/ja/business'],
  ])('%o → %s', async (headers, location) => {
    const res = await get('/', headers);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(location);
    expect(res.headers.get('Vary')).toMatch(/Cookie/);
    expect(res.headers.get('Vary')).toMatch(/Accept-Language/);
  });

  it('keeps the query string (UTM must survive)', async () => {
    const res = await get('/?utm_source=news&utm_medium=cpc', { 'Accept-Language': 'ja' });
    expect(res.headers.get('Location')).toBe('/ja/business?utm_source=news&utm_medium=cpc');
  });

  it.each([
    ['/ja', '/ja/business'],
    ['/pt', '/pt/consumer'],
    ['/zh-cn', '/zh-cn/business'],
    ['/fr?x=1', '/fr/business?x=1'],
  ])('language root %s → %s', async (path, location) => {
    const res = await get(path);
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe(location);
  });

  it('trailing slash redirects to the path without it, query kept', async () => {
    const res = await get('/business/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/business?a=1');
  });
});

describe('pages and 404s', () => {
  it('renders /business in English with lang, title and description', async () => {
    const res = await get('/business');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain('<html lang="en"');
    // The home's title comes from its SEO meta (spec 001 §7), which names the brand.
    expect(html).toMatch(/<title>[^<]*Lumora[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<h1');
  });

  it('renders /ja/business in Japanese', async () => {
    const html = await (await get('/ja/business')).text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('法人向け');
  });

  it('another letter case redirects to the canonical path (decision 0006)', async () => {
    const res = await get('/BUSINESS?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('Location')).toBe('/business?a=1');
  });

  it.each(['/nope', '/business/nope', '/xx/business', '/ja/nope'])('%s is a branded 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html).toContain('404');
    expect(html).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('the 404 speaks the language of the prefix', async () => {
    const html = await (await get('/ja/nope')).text();
    expect(html).toContain('<html lang="ja"');
    expect(html).toContain('ページが見つかりませんでした');
  });

  it('consumer-only language under a business path goes to the same page in English (spec-rulings 1)', async () => {
    const res = await get('/pt/business?x=1');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/business?x=1');
  });

  it('business-only language under a consumer path goes to the same page in English (spec-rulings 1)', async () => {
    const res = await get('/ko/consumer');
    expect(res.status).toBe(302);
    expect(res.headers.get('Location')).toBe('/consumer');
  });
});

describe('security headers on every response', () => {
  it.each(['/business', '/nope', '/', '/ja', '/healthz'])('%s', async (path) => {
    const res = await get(path);
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('uses a fresh nonce per response, on every script React writes', async () => {
    const [a, b] = await Promise.all([get('/business'), get('/business')]);
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get('Content-Security-Policy') ?? '')?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get('Content-Security-Policy') ?? '')?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    const html = await a.text();
    const scripts = [...html.matchAll(/<script(?![^>]*type="application\/json")[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonceA}"`);
  });

  it('outside production: noindex in header and meta, no HSTS', async () => {
    const res = await get('/business');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Strict-Transport-Security')).toBeNull();
    expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});
