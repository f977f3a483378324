import { buildId } from 'virtual:client-assets';
import { PAGE_DATA_HEADER } from '../../client/app/ssr-data';
import { SIGN_IN_FLAG_COOKIE } from '../../shared/account/sign-in-flag';
import { ATTR_QUERY, parseCookies } from '../../shared/attribution';
import { storeDeviceOf } from '../../shared/consumer-apps';
import {
  canonicalSpelling,
  matchPath,
  queryValueAllowed,
  type RouteDef,
  type RouteMatch,
} from '../../shared/routes';
import { deviceClass } from '../../shared/screen';
import { PREVIEW_QUERY } from '../middleware/preview';
import {
  BYPASS_CACHE_COOKIES,
  CACHE_TTL_SECONDS,
  MARKETING_PARAM_PATTERN,
  PREVIEW_QUERY_PARAMS,
} from '../smb/cache-policy';

/**
 * What the edge HTML cache (worker/render/html-cache.ts, decision 0180) may keep, under which key and
 * for how long — each value with its reason, like worker/smb/cache-policy.ts.
 */

/**
 * A page copy is fresh this long. A CMS publish first reaches the content cache (strapi family:
 * CACHE_TTL_SECONDS.strapi); the page copy adds at most this on top before a new render is started.
 */
export const HTML_FRESH_SECONDS = 60;

/**
 * Past its freshness a copy is still served once while one render replaces it in the background
 * (stale-while-revalidate). Fresh + stale never exceeds the strapi family's TTL, so a page is never
 * older than two content TTLs after a publish, and an idle page is rendered again on its next view.
 */
export const HTML_STALE_SECONDS = (CACHE_TTL_SECONDS.strapi ?? 300) - HTML_FRESH_SECONDS;

/** Answer header: HIT, STALE, MISS (rendered and stored) or BYPASS (rendered, never stored). */
export const HTML_CACHE_HEADER = 'X-Html-Cache';
/** Stored copy only: when it was rendered (ms since epoch); the Cache API keeps no such time. */
export const STORED_AT_HEADER = 'X-Html-Cache-Stored-At';
/** Stored copy only: the answer's own Cache-Control and Vary (the stored copy needs other values). */
export const CLIENT_CACHE_CONTROL_HEADER = 'X-Html-Cache-Client-Cc';
export const CLIENT_VARY_HEADER = 'X-Html-Cache-Client-Vary';

/**
 * The stored bytes hold this where the response's CSP nonce was; every answer writes its own nonce
 * in as the bytes stream out. Nothing a visitor or an editor writes can produce a nonce attribute
 * (React escapes text and attribute values), so the marker only ever stands where a nonce stood.
 */
export const NONCE_PLACEHOLDER = '__HTML_CACHE_NONCE__';

/** The Cache API's own store for pages (apart from the /smb-frontend content cache). */
export const HTML_CACHE_NAME = 'html-pages';
/** The Cache API wants a URL; this host is never resolved. */
const CACHE_KEY_ORIGIN = 'https://html-cache.internal';
/**
 * Bump to drop every stored page after a change of what the key means. The build id (client files,
 * CSS and translations, vite.config.ts) is part of the key too, so a deploy never serves pages that
 * point at removed files or show old words.
 */
const CACHE_KEY_VERSION = 'v1';

/**
 * Cookies that make a visitor not anonymous: a session (smb_sid), the sign-in flag the browser sets
 * while it may hold one (spec 000 §4), and editors' preview. Any of them → render, never store.
 */
export const BYPASS_COOKIES: readonly string[] = [...BYPASS_CACHE_COOKIES, SIGN_IN_FLAG_COOKIE];

/**
 * Query parameters that never change the page: campaign and attribution parameters. The attribution
 * middleware turns them into the visitor's cookies on every request, cached or not; the render (and
 * the key) never sees them, so 50 campaign links share one copy.
 */
const ATTRIBUTION_PARAMS = new Set<string>(Object.values(ATTR_QUERY).flat());
export function isDroppedParam(name: string): boolean {
  return MARKETING_PARAM_PATTERN.test(name) || ATTRIBUTION_PARAMS.has(name);
}

/** A parameter value longer than this is no value a page offers: bypass, whatever its rule. */
const MAX_PARAM_LENGTH = 100;

/**
 * The query part of a page's key (decision 0288), from the request's address and its route: only the
 * parameters the route reads (shared/route-table `query`), each with a value its rule allows, sorted;
 * campaign and attribution parameters dropped. Anything else — a parameter the route doesn't read
 * (`?filter=` on a product page), a value outside its rule (`?mode=<random>`), a repeated name, a
 * `cache: false` parameter (a visitor's request id, search words, a module address), a preview —
 * renders the page without storing it: free values can't fill the cache, and a page never shows what
 * its key doesn't hold. A pure function of URL and route, so a faster look-up can share it.
 */
export function pageQueryKey(
  url: URL,
  route: RouteDef,
): { kind: 'key'; query: string } | { kind: 'bypass'; reason: string } {
  // Most addresses carry no query: no parameters to walk (a cache hit's look-up, decision 0342).
  if (!url.search) return { kind: 'key', query: '' };
  const kept: [string, string][] = [];
  const rules = route.query ?? {};
  for (const [name, value] of url.searchParams) {
    if (name === PREVIEW_QUERY || (PREVIEW_QUERY_PARAMS as readonly string[]).includes(name)) {
      return { kind: 'bypass', reason: 'preview' };
    }
    if (isDroppedParam(name)) {
      if (QUERY_ECHO_PAGES.has(route.page)) return { kind: 'bypass', reason: 'query' };
      continue;
    }
    const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
    if (!rule || rule.cache === false) return { kind: 'bypass', reason: 'query' };
    if (value.length > MAX_PARAM_LENGTH || !queryValueAllowed(rule, value)) {
      return { kind: 'bypass', reason: 'query-value' };
    }
    if (kept.some(([k]) => k === name)) return { kind: 'bypass', reason: 'query-repeated' };
    kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { kind: 'key', query: new URLSearchParams(kept).toString() };
}

/**
 * Pages never stored whatever the request: the account area (personal by nature), site and blog
 * search (the words are the visitor's), and the forum pages (their ticket links carry the visitor's
 * utm_source from the query or the attribution cookie, worker/loaders/resources-forum.ts).
 */
const UNCACHEABLE_PAGES: ReadonlySet<string> = new Set(['site-search', 'forum-event', 'forum-session']);

/**
 * Pages whose links carry the visitor's whole query (the online-service view switch keeps campaign
 * parameters, spec-rulings 15; worker/loaders/content.ts): with campaign parameters they bypass — the
 * copy without them is the one stored.
 */
const QUERY_ECHO_PAGES: ReadonlySet<string> = new Set(['online-service']);
function isCacheableRoute(route: RouteDef): boolean {
  if (route.ns === 'account' || route.page.startsWith('account-')) return false;
  if (/-blog-search$/.test(route.id)) return false;
  return !UNCACHEABLE_PAGES.has(route.page);
}

/** HEAD is answered from a stored copy; only GET renders one to store. Forms POST: never cached. */
const CACHEABLE_METHODS = new Set(['GET', 'HEAD']);

export type HtmlCacheDecision =
  | { kind: 'not-a-page' }
  | { kind: 'bypass'; reason: string }
  | {
      kind: 'cache';
      key: string;
      /** The route table's id of the page (the request's log line names it on a hit). */
      route: string;
      /** The address the page is rendered from: the request's without dropped parameters. */
      renderUrl: string;
    };

/**
 * Whether this request may be answered from (and stored in) the shared page cache, and its key.
 * The key holds every request fact the HTML depends on (worker/middleware/site-context.ts and the
 * loaders): origin (host kind and absolute links), path (language prefix, frame, /iframe embedding),
 * the content parameters, in-app or not (decision 0011: no cookie banner, app links), the device
 * class (decision 0204) and the store device on consumer pages (worker/loaders/consumer.ts), and page or in-app navigation data.
 */
export function htmlCacheDecision(request: Request, inApp: boolean, env: object = {}): HtmlCacheDecision {
  const url = new URL(request.url);
  const match = matchedPath(url.pathname);
  if (match?.kind !== 'page') return { kind: 'not-a-page' };
  // Another spelling of a page's path (decision 0321) is answered with a redirect: never looked up or kept.
  if (canonicalSpelling(url.pathname) !== url.pathname) return { kind: 'bypass', reason: 'path-spelling' };
  if (!CACHEABLE_METHODS.has(request.method)) return { kind: 'bypass', reason: 'method' };
  if (!isCacheableRoute(match.route)) return { kind: 'bypass', reason: 'route' };
  if (request.headers.has('Authorization')) return { kind: 'bypass', reason: 'authorization' };
  const cookies = parseCookies(request.headers.get('cookie'));
  if (BYPASS_COOKIES.some((name) => cookies.has(name))) return { kind: 'bypass', reason: 'cookie' };

  const keyed = pageQueryKey(url, match.route);
  if (keyed.kind === 'bypass') return keyed;
  const { query } = keyed;

  const data = request.headers.get(PAGE_DATA_HEADER) === '1' ? 'data' : 'html';
  // The menu/banner mobile rule (decision 0204) marks every page of a mobile user agent; consumer pages
  // also pick their store buttons by device (decision 0101).
  const store =
    match.route.audience === 'business'
      ? '-'
      : storeDeviceOf(request.headers.get('user-agent'), request.headers.get('sec-ch-ua-platform'));
  const device = `${deviceClass(request)}.${store}`;
  const facts = [
    CACHE_KEY_VERSION,
    encodeURIComponent(buildId),
    deploymentId(env),
    configId(env),
    encodeURIComponent(url.origin),
    match.lang,
    data,
    inApp ? 'app' : 'web',
    device,
  ].join('/');
  const renderUrl = new URL(url.pathname, url.origin);
  renderUrl.search = query;
  return {
    kind: 'cache',
    route: match.route.id,
    key: `${CACHE_KEY_ORIGIN}/${facts}${url.pathname}${query ? `?${query}` : ''}`,
    renderUrl: renderUrl.href,
  };
}

/** Route matches by path, kept for the next requests of the same path (most requests of an isolate). */
const matches = new Map<string, RouteMatch | null>();
/** Paths are the visitor's: a bounded table, the oldest out first. */
const MATCHES_MAX = 500;
function matchedPath(pathname: string): RouteMatch | null {
  const kept = matches.get(pathname);
  if (kept !== undefined) return kept;
  const match = matchPath(pathname);
  if (matches.size >= MATCHES_MAX) matches.delete(matches.keys().next().value!);
  matches.set(pathname, match);
  return match;
}

/**
 * The deployment that renders (decision 0244): Cloudflare's version id from the `CF_VERSION_METADATA`
 * binding. `buildId` names the client files, CSS and translations, but a change of worker code alone
 * (a loader, a route) keeps it; without this, such a deploy would serve the pages the old worker
 * rendered until they expire. `-` where the binding is missing (tests).
 */
export function deploymentId(env: object): string {
  const id = (env as { CF_VERSION_METADATA?: { id?: unknown } }).CF_VERSION_METADATA?.id;
  return typeof id === 'string' && id ? encodeURIComponent(id) : '-';
}

const configIds = new WeakMap<object, string>();
/**
 * Names the configuration a page was rendered with (every string variable: environment, brand, host
 * lists, links): a change of configuration — or two environments sharing one store, as local servers
 * do — never serves a page rendered under other values. FNV-1a over the sorted `name=value` lines.
 */
export function configId(env: object): string {
  const known = configIds.get(env);
  if (known) return known;
  const text = Object.entries(env)
    .filter(([, v]) => typeof v === 'string')
    .map(([k, v]) => `${k}=${v}`)
    .sort()
    .join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  const id = (hash >>> 0).toString(36);
  configIds.set(env, id);
  return id;
}

/**
 * Whether a rendered answer may be stored: a 200 page or page data that sets no cookie and that no
 * middleware marked unstorable (preview answers and answers with cookies are `no-store`).
 */
export function isStorablePage(res: Response): boolean {
  if (res.status !== 200) return false;
  if (res.headers.has('Set-Cookie')) return false;
  if (/\bno-store\b/i.test(res.headers.get('Cache-Control') ?? '')) return false;
  const type = res.headers.get('Content-Type') ?? '';
  return type.startsWith('text/html') || type.startsWith('application/json');
}
