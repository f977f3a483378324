/**
 * The ten languages of the site (spec 000 §1, 001 §1, §9) and everything keyed by them: URL prefix,
 * `<html lang>`, the three-letter content and module code (spec 001 §7), country (§9), the audiences
 * whose pages exist in it (spec 000 §1 / 001 §1: business in nine, consumer in eight). One table; every
 * other list of languages derives from it (issue 42 §3). Adding a language: a row here, then what
 * `languageGaps` (build/language-gaps.ts) names — the locale files its audiences need.
 */
export const LANGUAGES = [
  {
    key: 'en',
    prefix: '',
    htmlLang: 'en',
    code3: 'enu',
    country: 'US',
    nativeName: 'English',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'zh_TW',
    prefix: 'zh-tw',
    htmlLang: 'zh-TW',
    code3: 'cht',
    country: 'TW',
    nativeName: '繁體中文',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'zh_CN',
    prefix: 'zh-cn',
    htmlLang: 'zh-CN',
    code3: 'chs',
    country: 'CN',
    nativeName: '简体中文',
    audiences: ['business'],
  },
  {
    key: 'ja',
    prefix: 'ja',
    htmlLang: 'ja',
    code3: 'jpn',
    country: 'JP',
    nativeName: '日本語',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'fr',
    prefix: 'fr',
    htmlLang: 'fr',
    code3: 'fra',
    country: 'FR',
    nativeName: 'Français',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'ko',
    prefix: 'ko',
    htmlLang: 'ko',
    code3: 'kor',
    country: 'KR',
    nativeName: '한국어',
    audiences: ['business'],
  },
  {
    key: 'de',
    prefix: 'de',
    htmlLang: 'de',
    code3: 'deu',
    country: 'DE',
    nativeName: 'Deutsch',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'es',
    prefix: 'es',
    htmlLang: 'es',
    code3: 'esp',
    country: 'ES',
    nativeName: 'Español',
    audiences: ['business', 'consumer'],
  },
  {
    key: 'pt',
    prefix: 'pt',
    htmlLang: 'pt',
    code3: 'ptb',
    country: 'PT',
    nativeName: 'Português',
    audiences: ['consumer'],
  },
  {
    key: 'it',
    prefix: 'it',
    htmlLang: 'it',
    code3: 'ita',
    country: 'IT',
    nativeName: 'Italiano',
    audiences: ['business', 'consumer'],
  },
] as const;

export type Audience = 'business' | 'consumer';
/** The shape of a row (LANGUAGES keeps its literal types; this checks each row has every fact). */
export type LanguageRow = {
  readonly key: string;
  readonly prefix: string;
  readonly htmlLang: string;
  readonly code3: string;
  readonly country: string;
  readonly nativeName: string;
  readonly audiences: readonly Audience[];
};
LANGUAGES satisfies readonly LanguageRow[];
export type Language = (typeof LANGUAGES)[number];
export type LangKey = Language['key'];
/** spec 001 §7 / §9: the three-letter content (and module) language codes: enu, jpn, … */
export type Code3 = Language['code3'];

export const DEFAULT_LANG: LangKey = 'en';
export const LANG_KEYS: readonly LangKey[] = LANGUAGES.map((l) => l.key);

/** The languages of each audience in a table of languages (the site's, or one a test extends). */
export function audienceLangsOf<R extends LanguageRow>(table: readonly R[]): Record<Audience, R['key'][]> {
  const of = (a: Audience) => table.filter((l) => l.audiences.includes(a)).map((l) => l.key);
  return { business: of('business'), consumer: of('consumer') };
}

/** spec 000 §1 / 001 §1: business pages exist in nine languages (no pt), consumer pages in eight (no zh_CN, ko). */
export const AUDIENCE_LANGS: Record<Audience, readonly LangKey[]> = audienceLangsOf(LANGUAGES);

/** Every content language code, in table order (the CMS's languageType values). */
export const CODE3S = LANGUAGES.map((l) => l.code3) as [Code3, ...Code3[]];

/**
 * Who reads each locale namespace (locales/<lang>/<ns>.json): every language, or one audience's. The
 * translation check (tests/unit/locales.test.ts) and `languageGaps` read it.
 */
export const NAMESPACE_SCOPE = {
  common: 'all',
  seo: 'all',
  business: 'business',
  consumer: 'consumer',
  account: 'business',
  // business contact pages in nine languages, consumer contact pages in eight: together all ten
  contact: 'all',
  showcase: 'business',
  // the embedded try-on module (docs/tryon.md) speaks every module language (spec 001 §7 mapping)
  tryon: 'all',
} as const satisfies Record<string, Audience | 'all'>;
export type Namespace = keyof typeof NAMESPACE_SCOPE;

/** The languages that need a namespace, in a table of languages. */
export function namespaceLangsOf<R extends LanguageRow>(ns: Namespace, table: readonly R[]): R['key'][] {
  const scope: Audience | 'all' = NAMESPACE_SCOPE[ns];
  return table.filter((l) => scope === 'all' || l.audiences.includes(scope)).map((l) => l.key);
}

const byKey = new Map<string, Language>(LANGUAGES.map((l) => [l.key, l]));
const byPrefix = new Map<string, Language>(LANGUAGES.filter((l) => l.prefix).map((l) => [l.prefix, l]));

export function language(key: LangKey): Language {
  return byKey.get(key)!;
}

export function isLangKey(value: string): value is LangKey {
  return byKey.has(value);
}

/** The language a path prefix names (`ja`, `zh-tw`, …), matched exactly as the spec writes them. */
export function langFromPrefix(prefix: string): LangKey | undefined {
  return byPrefix.get(prefix)?.key;
}

export function supportsAudience(lang: LangKey, audience: Audience): boolean {
  return AUDIENCE_LANGS[audience].includes(lang);
}

/** The audience a bare language root lands on (spec 000 §2: consumer for consumer-only languages). */
export function homeAudience(lang: LangKey): Audience {
  return supportsAudience(lang, 'business') ? 'business' : 'consumer';
}

/** `/ja`, `/zh-tw`, or '' for English. */
export function langPath(lang: LangKey): string {
  const { prefix } = language(lang);
  return prefix ? `/${prefix}` : '';
}

/** spec 001 §9: country by language. */
export function countryForLang(lang: LangKey): string {
  return language(lang).country;
}

/** spec 001 §7 / §9: three-letter content language codes (enu, jpn, …). */
export function code3ForLang(lang: LangKey): Code3 {
  return language(lang).code3;
}
