/**
 * The ten languages of the site (spec 000 §1, 001 §1, §9) and everything keyed by them.
 * One table; every other module derives from it.
 */
export const LANGUAGES = [
  { key: 'en', prefix: '', htmlLang: 'en', code3: 'enu', country: 'US', nativeName: 'English' },
  { key: 'zh_TW', prefix: 'zh-tw', htmlLang: 'zh-TW', code3: 'cht', country: 'TW', nativeName: '繁體中文' },
  { key: 'zh_CN', prefix: 'zh-cn', htmlLang: 'zh-CN', code3: 'chs', country: 'CN', nativeName: '简体中文' },
  { key: 'ja', prefix: 'ja', htmlLang: 'ja', code3: 'jpn', country: 'JP', nativeName: '日本語' },
  { key: 'fr', prefix: 'fr', htmlLang: 'fr', code3: 'fra', country: 'FR', nativeName: 'Français' },
  { key: 'ko', prefix: 'ko', htmlLang: 'ko', code3: 'kor', country: 'KR', nativeName: '한국어' },
  { key: 'de', prefix: 'de', htmlLang: 'de', code3: 'deu', country: 'DE', nativeName: 'Deutsch' },
  { key: 'es', prefix: 'es', htmlLang: 'es', code3: 'esp', country: 'ES', nativeName: 'Español' },
  { key: 'pt', prefix: 'pt', htmlLang: 'pt', code3: 'ptb', country: 'PT', nativeName: 'Português' },
  { key: 'it', prefix: 'it', htmlLang: 'it', code3: 'ita', country: 'IT', nativeName: 'Italiano' },
] as const;

export type Language = (typeof LANGUAGES)[number];
export type LangKey = Language['key'];
export type Audience = 'business' | 'consumer';

export const DEFAULT_LANG: LangKey = 'en';
export const LANG_KEYS: readonly LangKey[] = LANGUAGES.map((l) => l.key);

/** spec 000 §1 / 001 §1: business pages exist in nine languages (no pt), consumer pages in eight (no zh_CN, ko). */
export const AUDIENCE_LANGS: Record<Audience, readonly LangKey[]> = {
  business: ['en', 'zh_TW', 'zh_CN', 'ja', 'fr', 'ko', 'de', 'es', 'it'],
  consumer: ['en', 'zh_TW', 'ja', 'de', 'fr', 'es', 'pt', 'it'],
};

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
export function code3ForLang(lang: LangKey): string {
  return language(lang).code3;
}
