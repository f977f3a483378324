import { LANGUAGES, type LangKey } from './languages';

/**
 * spec 000 §9 / 001 §5: a tag longer than 2 characters is cut to 2, except zh-cn, zh_cn, zh-tw, zh_tw;
 * it is matched against the language keys, then the codes, else nothing.
 * spec-rulings 10/13: matching is case-insensitive; bare `zh` means Simplified Chinese, but the script
 * and region subtags that plainly name Traditional (Hant, HK, MO) are read before the cut —
 * see docs/decisions/0003-language-resolution.md.
 */
const keyMatch = new Map<string, LangKey>(LANGUAGES.map((l) => [l.key.toLowerCase(), l.key]));
const codeMatch = new Map<string, LangKey>(
  LANGUAGES.flatMap((l) => {
    const codes: [string, LangKey][] = [[l.htmlLang.toLowerCase(), l.key]];
    if (l.prefix) codes.push([l.prefix, l.key]);
    return codes;
  }),
);
const TRADITIONAL = /^zh[-_](hant|hk|mo|tw)\b/i;
const SIMPLIFIED = /^zh[-_](hans|cn|sg)\b/i;

export function resolveLanguageTag(raw: string): LangKey | undefined {
  const tag = raw.trim().toLowerCase();
  if (!tag) return undefined;
  if (TRADITIONAL.test(tag)) return 'zh_TW';
  if (SIMPLIFIED.test(tag)) return 'zh_CN';
  const cut = tag.length > 2 ? tag.slice(0, 2) : tag;
  if (cut === 'zh') return 'zh_CN';
  return keyMatch.get(cut) ?? codeMatch.get(cut);
}

type WeightedTag = { tag: string; q: number; index: number };

/** Parses an Accept-Language header into tags ordered by weight (stable for equal weights). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const tags: WeightedTag[] = [];
  header.split(',').forEach((part, index) => {
    const [tagPart, ...params] = part.trim().split(';');
    const tag = tagPart?.trim();
    if (!tag || tag === '*') return;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k?.trim() === 'q') {
        const n = Number(v);
        q = Number.isFinite(n) ? n : 0;
      }
    }
    if (q > 0) tags.push({ tag, q, index });
  });
  return tags.sort((a, b) => b.q - a.q || a.index - b.index).map((t) => t.tag);
}

/** spec-rulings 13: walk the list by weight; the first tag that resolves wins. */
export function languageFromAcceptLanguage(header: string | null | undefined): LangKey | undefined {
  for (const tag of parseAcceptLanguage(header)) {
    const lang = resolveLanguageTag(tag);
    if (lang) return lang;
  }
  return undefined;
}

/** The bare root's language: the visitor's chosen-language cookie, else Accept-Language, else en. */
export function preferredLanguage(cookieValue: string | undefined, acceptLanguage: string | null): LangKey {
  return (
    (cookieValue && resolveCookieLang(cookieValue)) || languageFromAcceptLanguage(acceptLanguage) || 'en'
  );
}

function resolveCookieLang(value: string): LangKey | undefined {
  return keyMatch.get(value.toLowerCase());
}
