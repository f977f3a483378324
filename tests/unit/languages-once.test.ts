import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUSINESS_LTS, CONSUMER_LTS } from '../../build/content/templates';
import { languageGaps } from '../../build/language-gaps';
import {
  AUDIENCE_LANGS,
  audienceLangsOf,
  LANGUAGES,
  type LanguageRow,
  namespaceLangsOf,
} from '../../shared/languages';
import { resolveLanguageTag } from '../../shared/resolve-language';
import { moduleLanguage, siteLanguageOfModule } from '../../shared/showcase';
import { LANGUAGE_TYPES, LanguageTypeSchema } from '../../shared/smb/content';

/** Issue 42 §3: the languages are declared once (shared/languages.ts); every other list derives from it. */
const ROOT = path.resolve(import.meta.dirname, '../..');

describe('one table of languages', () => {
  it('the site lacks nothing for its languages', () => {
    const gaps = languageGaps(LANGUAGES, ROOT);
    expect(gaps, `To complete the languages of shared/languages.ts, add:\n${gaps.join('\n')}`).toEqual([]);
  });

  it('content codes, module codes, audiences and the seed derive from the table', () => {
    expect([...LANGUAGE_TYPES].sort()).toEqual(LANGUAGES.map((l) => l.code3).sort());
    for (const l of LANGUAGES) {
      expect(LanguageTypeSchema.safeParse(l.code3).success, l.code3).toBe(true);
      expect(moduleLanguage(l.key)).toBe(l.code3);
      expect(siteLanguageOfModule(l.code3)).toBe(l.key);
      expect(resolveLanguageTag(l.htmlLang)).toBe(l.key);
    }
    expect(moduleLanguage('xx')).toBe('enu');
    expect(BUSINESS_LTS).toEqual(
      AUDIENCE_LANGS.business.map((k) => LANGUAGES.find((l) => l.key === k)!.code3),
    );
    expect(CONSUMER_LTS).toEqual(
      AUDIENCE_LANGS.consumer.map((k) => LANGUAGES.find((l) => l.key === k)!.code3),
    );
    // spec 000 §1 / 001 §1: nine business languages (no pt), eight consumer ones (no zh_CN, ko).
    expect([...AUDIENCE_LANGS.business].sort()).toEqual([
      'de',
      'en',
      'es',
      'fr',
      'it',
      'ja',
      'ko',
      'zh_CN',
      'zh_TW',
    ]);
    expect([...AUDIENCE_LANGS.consumer].sort()).toEqual(['de', 'en', 'es', 'fr', 'it', 'ja', 'pt', 'zh_TW']);
  });

  it('a language added in memory: one message names every file still to write', () => {
    const dutch: LanguageRow = {
      key: 'nl',
      prefix: 'nl',
      htmlLang: 'nl',
      code3: 'nld',
      country: 'NL',
      nativeName: 'Nederlands',
      audiences: ['business'],
    };
    const table = [...LANGUAGES, dutch];
    expect(audienceLangsOf(table).business).toContain('nl');
    expect(audienceLangsOf(table).consumer).not.toContain('nl');
    const gaps = languageGaps(table, ROOT);
    // Business pages read these namespaces; consumer is not its audience.
    const wanted = ['account', 'business', 'common', 'contact', 'seo', 'showcase', 'tryon'];
    expect(gaps.map((g) => g.split(':')[0]).sort()).toEqual(wanted.map((ns) => `locales/nl/${ns}.json`));
    for (const ns of wanted) expect(namespaceLangsOf(ns as 'common', table)).toContain('nl');
    for (const g of gaps) expect(g).toMatch(/missing \(\d+ keys of locales\/en\/\w+\.json to translate\)$/);
  });

  it('names a code or prefix used twice', () => {
    const twin: LanguageRow = { ...LANGUAGES[3], key: 'ja_x', htmlLang: 'ja-x', audiences: ['business'] };
    const gaps = languageGaps([...LANGUAGES, twin], ROOT).filter((g) => g.startsWith('shared/languages.ts'));
    expect(gaps).toEqual([
      'shared/languages.ts: prefix "ja" is used twice',
      'shared/languages.ts: code3 "jpn" is used twice',
    ]);
  });
});
