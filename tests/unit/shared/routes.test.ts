import { describe, expect, it } from 'vitest';
import {
  canonicalCasePath,
  homeHref,
  href,
  localizedPath,
  matchPath,
  namesKnownContent,
  splitLang,
} from '../../../shared/routes';

describe('route table basics', () => {
  it('splits the language prefix', () => {
    expect(splitLang('/ja/business')).toEqual({ lang: 'ja', prefixed: true, parts: ['business'] });
    expect(splitLang('/business')).toEqual({ lang: 'en', prefixed: false, parts: ['business'] });
    expect(splitLang('/xx/business')).toEqual({ lang: 'en', prefixed: false, parts: ['xx', 'business'] });
  });

  it('matches pages in the languages of their audience', () => {
    expect(matchPath('/ja/business')).toMatchObject({ kind: 'page', lang: 'ja' });
    expect(matchPath('/pt/consumer')).toMatchObject({ kind: 'page', lang: 'pt' });
    expect(matchPath('/pt/business')).toMatchObject({ kind: 'other-language', location: '/business' });
    expect(matchPath('/zh-cn/consumer')).toMatchObject({ kind: 'other-language', location: '/consumer' });
    expect(matchPath('/Business')).toBeNull();
  });

  it('builds links with the language prefix', () => {
    expect(href('en', 'business-home')).toBe('/business');
    expect(href('zh_TW', 'consumer-home')).toBe('/zh-tw/consumer');
    expect(homeHref('pt')).toBe('/pt/consumer');
    expect(homeHref('ko')).toBe('/ko/business');
  });

  it('localizes a path to another language', () => {
    expect(localizedPath('/ja/business', 'en')).toBe('/business');
    expect(localizedPath('/business', 'fr')).toBe('/fr/business');
    expect(localizedPath('/zh-cn/business', 'zh_TW')).toBe('/zh-tw/business');
  });
});

describe('route families (spec 001 §2, spec-rulings 5, 7, 11, 17)', () => {
  it('orders blog paths: numbers are lists, known categories are categories, else post handles', () => {
    expect(matchPath('/business/blog/2')).toMatchObject({ route: { id: 'business-blog-list' } });
    expect(matchPath('/consumer/blog/makeup')).toMatchObject({
      route: { id: 'consumer-blog-category-page' },
    });
    expect(matchPath('/business/blog/my-first-post')).toMatchObject({
      route: { id: 'business-blog-post-handle' },
    });
    expect(matchPath('/business/blog/general/a-title')).toMatchObject({
      route: { id: 'business-blog-post' },
    });
    expect(matchPath('/business/blog/unknown-category/a-title')).toBeNull();
  });

  it('gbtfLang values select the variant, anything else is a course key', () => {
    expect(matchPath('/business/global-beauty-tech-forum/jpn')).toMatchObject({
      route: { id: 'gbtf' },
      params: { gbtfLang: 'jpn' },
    });
    expect(matchPath('/business/global-beauty-tech-forum/gbtf2025')).toMatchObject({
      route: { id: 'gbtf-course' },
      params: { courseKey: 'gbtf2025' },
    });
  });

  it('the 3d viewer takes ring, watch, home and the playground only', () => {
    expect(matchPath('/business/showcase/3d-viewer/playground')).toMatchObject({ kind: 'page' });
    expect(matchPath('/business/showcase/3d-viewer/necklace')).toBeNull();
  });

  it('fills optional parameters and leaves them out when absent', () => {
    expect(href('en', 'business-faq')).toBe('/business/faq');
    expect(href('ja', 'business-faq', { defaultType: 'subscription' })).toBe('/ja/business/faq/subscription');
  });

  it('knows the canonical spelling of a differently cased path', () => {
    expect(canonicalCasePath('/business/sdk/privacy')).toBe('/business/SDK/privacy');
    expect(canonicalCasePath('/FR/business/ces2022')).toBe('/fr/business/CES2022');
    expect(canonicalCasePath('/business/SDK/privacy')).toBeNull();
    expect(canonicalCasePath('/business/nothing-here')).toBeNull();
  });

  it('content-backed routes accept the values the specs name until content resolves others', () => {
    const product = matchPath('/business/products/ai-shade-finder');
    const unknown = matchPath('/business/products/made-up');
    expect(product?.kind === 'page' && namesKnownContent(product.route, product.params)).toBe(true);
    expect(unknown?.kind === 'page' && namesKnownContent(unknown.route, unknown.params)).toBe(false);
  });
});
