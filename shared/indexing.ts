import { type LangKey, language } from './languages';
import { href, type Params, type RouteDef, routeLangs } from './routes';
import { type DomainKind, isEmbeddedPath } from './site';

/**
 * Site indexing (spec 001 §6): indexable only in production, and on the alternate regional domain only
 * English business pages; everything else is noindex. One decision feeds the X-Robots-Tag header and
 * the robots meta tag (docs/architecture.md "Indexing from one flag"), robots.txt and sitemap.xml.
 */

export type Environment = 'development' | 'staging' | 'production';

export type IndexingInput = {
  environment: Environment;
  domain: DomainKind;
  /** The page path (with its language prefix, if any). */
  pathname: string;
  /**
   * false: a production worker answering on a host outside PRODUCTION_HOSTS (a workers.dev or preview
   * address, an unlisted alias) — never indexed (decision 0162). Absent: the host is not in question.
   */
  listedHost?: boolean;
};

/** English business pages: `/business` and below, without a language prefix. */
export function isEnglishBusinessPath(pathname: string): boolean {
  return pathname === '/business' || pathname.startsWith('/business/');
}

export function isIndexable({ environment, domain, pathname, listedHost }: IndexingInput): boolean {
  if (environment !== 'production' || listedHost === false) return false;
  // decision 0014: a page made for a frame duplicates its full page; only the full page is indexed.
  if (isEmbeddedPath(pathname)) return false;
  // decision 0121: an editor's news preview shows a draft — never indexed.
  if (/^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/business\/news\/preview(?:\/|$)/.test(pathname)) return false;
  // spec 001 §6: not for the alternate regional domain except English business pages.
  if (domain === 'alt-regional') return isEnglishBusinessPath(pathname);
  return true;
}

/** The X-Robots-Tag / robots meta value of a decision. */
export function robotsValue(indexable: boolean): string {
  return indexable ? 'index, follow' : 'noindex, nofollow';
}

/**
 * robots.txt for a host: everything disallowed outside production and on unlisted hosts (decision 0162); on the alternate regional domain
 * only English business pages allowed (longest match wins, so `Allow: /business` beats `Disallow: /`).
 * The /smb-frontend calls and the personal account area are never crawled.
 */
export function robotsTxt(
  environment: Environment,
  domain: DomainKind,
  origin: string,
  listedHost = true,
): string {
  const lines = ['User-agent: *'];
  if (environment !== 'production' || !listedHost) {
    lines.push('Disallow: /');
  } else {
    if (domain === 'alt-regional') lines.push('Allow: /business', 'Disallow: /');
    else lines.push('Allow: /');
    lines.push('Disallow: /smb-frontend/', 'Disallow: /business/user/');
  }
  lines.push('', `Sitemap: ${origin}/sitemap.xml`, '');
  return lines.join('\n');
}

/** A page's language versions that are indexable on this host (each language of its route). */
export function indexableVersions(
  route: RouteDef,
  params: Params,
  environment: Environment,
  domain: DomainKind,
): { lang: LangKey; path: string }[] {
  return routeLangs(route)
    .map((lang) => ({ lang, path: href(lang, route.id, params) }))
    .filter(({ path }) => isIndexable({ environment, domain, pathname: path }));
}

/**
 * spec 001 §9: alternate-language links for each language version plus x-default (the English one,
 * else the first) — the same list in the page head and in sitemap.xml.
 */
export function hreflangLinks(
  versions: readonly { lang: LangKey; path: string }[],
  origin: string,
): { hreflang: string; href: string }[] {
  if (versions.length === 0) return [];
  const fallback = versions.find((v) => v.lang === 'en') ?? versions[0]!;
  return [
    ...versions.map((v) => ({ hreflang: language(v.lang).htmlLang, href: origin + v.path })),
    { hreflang: 'x-default', href: origin + fallback.path },
  ];
}
