import type { DomainKind } from './site';

/**
 * Regions (spec 000 §9, spec 001 §5, §9): the visitor's country as forms may use it, the country a
 * language implies, and the EEA check.
 */

/** spec 000 §9 / 001 §5: countries never offered as the visitor's own (sanctioned or unserved). */
const BLOCKED = new Set(['IR', 'RU']);

/**
 * spec 000 §9 / 001 §5 region filter: blank, "not found", IR, RU, or CN outside the China domain → ''.
 * Anything that is not a two-letter country code (the platform's `XX` unknown, `T1` Tor) is '' too.
 */
export function filterRegion(country: string | null | undefined, domain: DomainKind): string {
  const c = (country ?? '').trim().toUpperCase();
  if (!c || c === 'NOT FOUND' || c === 'XX') return '';
  if (!/^[A-Z]{2}$/.test(c)) return '';
  if (BLOCKED.has(c)) return '';
  if (c === 'CN' && domain !== 'china') return '';
  return c;
}

/** spec 001 §9 country map: en US, zh-tw TW, Chinese CN, ja JP, ko KR, de DE, fr FR, es ES, pt PT, it IT. */
const COUNTRY_BY_LANGUAGE: Record<string, string> = {
  en: 'US',
  ja: 'JP',
  ko: 'KR',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  pt: 'PT',
  it: 'IT',
};

/**
 * The country a language implies, for a key (`zh_TW`), a code (`zh-tw`) or a browser tag (`ja-JP`):
 * Traditional Chinese → TW, any other Chinese (`zh`, `zh-cn`) → CN; '' when the language has none.
 */
export function countryForLanguage(tag: string): string {
  const t = tag.trim().toLowerCase().replace(/_/g, '-');
  if (t === 'zh-tw' || t === 'zh-hant' || t.startsWith('zh-hant-') || t === 'zh-hk') return 'TW';
  if (t === 'zh' || t.startsWith('zh-')) return 'CN';
  return COUNTRY_BY_LANGUAGE[t.slice(0, 2)] ?? '';
}

/**
 * The European Economic Area (spec 000 §9, 001 §6 name a list without showing it): the 27 EU member
 * states plus Iceland, Liechtenstein and Norway. Switzerland and the United Kingdom are not members.
 */
export const EEA_COUNTRIES: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
  'IS',
  'LI',
  'NO',
];
const EEA = new Set(EEA_COUNTRIES);

/** Whether a country code (any case) is in the EEA. */
export function isEeaCountry(country: string | null | undefined): boolean {
  return EEA.has((country ?? '').trim().toUpperCase());
}
