import { describe, expect, it } from 'vitest';
import { homeHref, href, localizedPath, matchPath, splitLang } from './routes';

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
