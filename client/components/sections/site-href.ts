import { type LangKey, langPath } from '../../../shared/languages';

/**
 * An in-site path from content (`/business/…`, possibly with a query or hash) with the language
 * prefix of the page it is shown on (spec 001 §5 "others are in-app with language prefix").
 */
export function siteHref(path: string, lang: LangKey): string {
  if (!path.startsWith('/')) return path;
  const prefix = langPath(lang);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The rel of a content link: `noopener` when it opens a new tab, `nofollow` when content asks for it. */
export function linkRel(newTab: boolean | undefined, nofollow: boolean | undefined): string | undefined {
  return [newTab ? 'noopener' : '', nofollow ? 'nofollow' : ''].filter(Boolean).join(' ') || undefined;
}
