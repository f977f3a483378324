import type { SmbCall, SmbFamily } from '../../shared/smb/paths';

/**
 * What the /smb-frontend proxy may keep in the Cache API, and for how long — each value with its
 * reason (docs/architecture.md "Cache policy as named constants with reasons"; decision 0031).
 */

/** Fresh lifetime per content family, in seconds (the calls marked `cacheable` in shared/smb/paths.ts). */
export const CACHE_TTL_SECONDS: Partial<Record<SmbFamily, number>> = {
  // Editors publish a few times a day and expect to see it soon; 5 minutes bounds the wait.
  strapi: 300,
  // SEO meta changes rarely and only matters to crawlers: an hour saves most origin calls.
  seo: 3600,
  // Forum agendas change on event days; 10 minutes keeps a session change visible quickly.
  course: 600,
  // A try-on key's skincare catalogue changes with a merchant's product list: 10 minutes, like agendas.
  plugin: 600,
};

/**
 * How long past its TTL an entry may still be served when the origin errors or times out. A day
 * covers an upstream outage of a working day without showing very old content indefinitely.
 */
export const STALE_IF_ERROR_SECONDS = 86_400;

/** Origin calls give up after this; a page would rather show stale content (or its 503 notice). */
export const ORIGIN_TIMEOUT_MS = 4_000;

/**
 * With a stale copy at hand, the origin gets only this long before the visitor is answered from it
 * (decision 0212): a hung upstream then costs each visitor 1 s, not 4 s, while the attempt carries on
 * in the background (waitUntil, still bounded by ORIGIN_TIMEOUT_MS) and refreshes the copy. A healthy
 * origin answers content calls well inside it.
 */
export const STALE_BUDGET_MS = 1_000;

/** Header on the stored copy: when the origin answered (ms since epoch). The Cache API keeps no such time. */
export const FETCHED_AT_HEADER = 'X-Smb-Fetched-At';
/** Header on the answer to the caller: HIT, MISS, STALE or BYPASS (for logs and tests). */
export const CACHE_STATUS_HEADER = 'X-Smb-Cache';

/** A session makes answers personal: never cached (docs/architecture.md "Caching"). The name in development (plain http). */
export const SESSION_COOKIE = 'smb_sid';
/**
 * The name everywhere else (decision 0217): the `__Host-` prefix makes the browser refuse the cookie
 * unless it is Secure, Path=/ and has no Domain — no subdomain or http page can plant or widen it.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** The session cookie's name in an environment: the one place that decides it. */
export function sessionCookieName(environment: string | undefined): string {
  return environment === 'development' ? SESSION_COOKIE : HOST_SESSION_COOKIE;
}
/** Editors' preview (spec 001 §2.1): draft content must never be stored or served to others. */
export const PREVIEW_COOKIE = 'pf_form_id';
export const BYPASS_CACHE_COOKIES = [SESSION_COOKIE, HOST_SESSION_COOKIE, PREVIEW_COOKIE] as const;
/** Query parameters that select drafts (preview by form id or CMS id). */
export const PREVIEW_QUERY_PARAMS = ['formId', 'cmsId'] as const;

/**
 * Marketing parameters dropped from the key (and from the origin call): they never change content,
 * and keeping them would store one copy per campaign click.
 */
export const MARKETING_PARAM_PATTERN =
  /^(utm_.+|gclid|fbclid|msclkid|dclid|gbraid|wbraid|_gl|mc_cid|mc_eid)$/i;

/** The Cache API wants a URL; this host is never resolved. */
const CACHE_KEY_ORIGIN = 'https://smb-cache.internal';
/** Bump to drop every stored copy after a contract change. */
const CACHE_KEY_VERSION = 'v1';

/** The query an origin sees and a cache key holds: marketing parameters dropped, the rest sorted. */
export function canonicalQuery(params: URLSearchParams): URLSearchParams {
  return new URLSearchParams(canonicalQueryText(params.toString()));
}

/**
 * canonicalQuery as text, memoised per isolate by the query as given: the same few hundred content
 * calls repeat on every render (decision 0243).
 */
export function canonicalQueryText(query: string): string {
  let known = CANONICAL.get(query);
  if (known === undefined) {
    const kept = [...new URLSearchParams(query)].filter(([k]) => !MARKETING_PARAM_PATTERN.test(k));
    kept.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
    known = new URLSearchParams(kept).toString();
    if (CANONICAL.size >= MAX_CANONICAL) CANONICAL.clear();
    CANONICAL.set(query, known);
  }
  return known;
}

const CANONICAL = new Map<string, string>();
/** A visitor can vary queries without end: the memo is emptied when it holds this many. */
const MAX_CANONICAL = 1000;

/**
 * The normalised key: path, sorted query without marketing parameters, and the content language
 * named explicitly (`languageType`, else `-`) so two languages never share an entry.
 */
export function cacheKey(path: string, params: URLSearchParams): string {
  const q = canonicalQueryText(params.toString());
  const language = new URLSearchParams(q).get('languageType') ?? '-';
  return `${CACHE_KEY_ORIGIN}/${CACHE_KEY_VERSION}/${encodeURIComponent(language)}${path}${q ? `?${q}` : ''}`;
}

function cookieNames(header: string | null): Set<string> {
  const names = new Set<string>();
  for (const part of (header ?? '').split(';')) {
    const name = part.split('=', 1)[0]?.trim();
    if (name) names.add(name);
  }
  return names;
}

/** Whether this request may be answered from, and stored in, the shared cache. */
export function isCacheableRequest(
  call: SmbCall,
  method: string,
  url: URL,
  cookieHeader: string | null,
): boolean {
  if (method !== 'GET' || call.method !== 'GET' || call.changesState) return false;
  if (!call.cacheable || CACHE_TTL_SECONDS[call.family] === undefined) return false;
  if (PREVIEW_QUERY_PARAMS.some((p) => url.searchParams.has(p))) return false;
  const names = cookieNames(cookieHeader);
  return !BYPASS_CACHE_COOKIES.some((c) => names.has(c));
}

/** Whether an origin answer may be stored: a plain 200 that sets no cookie and doesn't forbid it. */
export function isStorableResponse(response: Response): boolean {
  if (response.status !== 200) return false;
  if (response.headers.has('Set-Cookie')) return false;
  const cc = response.headers.get('Cache-Control') ?? '';
  return !/\b(private|no-store|no-cache)\b/i.test(cc);
}
