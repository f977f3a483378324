import { describe, expect, it } from 'vitest';
import {
  languageFromAcceptLanguage,
  parseAcceptLanguage,
  preferredLanguage,
  resolveLanguageTag,
} from '../../../shared/resolve-language';

describe('resolveLanguageTag (spec 000 §9, 001 §5; spec-rulings 10, 13)', () => {
  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['ja-JP', 'ja'],
    ['ja', 'ja'],
    ['fr-CA', 'fr'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    ['pt-BR', 'pt'],
    ['it-CH', 'it'],
    ['ko-KR', 'ko'],
    // the spec's four exceptions keep their region
    ['zh-tw', 'zh_TW'],
    ['zh_tw', 'zh_TW'],
    ['zh-TW', 'zh_TW'],
    ['zh-cn', 'zh_CN'],
    ['zh_CN', 'zh_CN'],
    // keys match case-insensitively
    ['zh_Tw', 'zh_TW'],
    // bare zh and script subtags (decision 0003)
    ['zh', 'zh_CN'],
    ['zh-Hans', 'zh_CN'],
    ['zh-Hans-CN', 'zh_CN'],
    ['zh-SG', 'zh_CN'],
    ['zh-Hant', 'zh_TW'],
    ['zh-Hant-HK', 'zh_TW'],
    ['zh-HK', 'zh_TW'],
    ['zh-MO', 'zh_TW'],
  ] as const)('%s → %s', (tag, lang) => {
    expect(resolveLanguageTag(tag)).toBe(lang);
  });

  it.each(['', ' ', 'xx', 'nl-NL', 'ru', '*', 'e'])('%j resolves to nothing', (tag) => {
    expect(resolveLanguageTag(tag)).toBeUndefined();
  });
});

describe('Accept-Language weighted lists (spec-rulings 13)', () => {
  it('orders by weight, stable for equal weights, drops q=0 and *', () => {
    expect(parseAcceptLanguage('fr;q=0.5, de, ja;q=0.8, *;q=0.1, it;q=0')).toEqual(['de', 'ja', 'fr']);
  });

  it('skips tags that do not resolve and takes the first that does', () => {
    expect(languageFromAcceptLanguage('nl-NL, ru;q=0.9, ko;q=0.8, ja;q=0.7')).toBe('ko');
  });

  it('a higher weight later in the list wins', () => {
    expect(languageFromAcceptLanguage('en;q=0.3, ja;q=0.9')).toBe('ja');
  });

  it('ignores malformed weights as zero', () => {
    expect(languageFromAcceptLanguage('ja;q=abc, de;q=0.2')).toBe('de');
  });

  it('nothing usable → undefined', () => {
    expect(languageFromAcceptLanguage('nl, ru')).toBeUndefined();
    expect(languageFromAcceptLanguage('')).toBeUndefined();
    expect(languageFromAcceptLanguage(null)).toBeUndefined();
  });
});

describe('preferredLanguage: cookie, then Accept-Language, then en (spec-rulings 14)', () => {
  it('the chosen-language cookie wins over the header', () => {
    expect(preferredLanguage('ja', 'de')).toBe('ja');
    expect(preferredLanguage('zh_TW', 'de')).toBe('zh_TW');
  });
  it('an unknown cookie value falls through to the header', () => {
    expect(preferredLanguage('klingon', 'de-DE')).toBe('de');
  });
  it('no cookie and no header → en', () => {
    expect(preferredLanguage(undefined, null)).toBe('en');
  });
});
