/**
 * Site context (spec 001 §2.1, §6; spec 000 §6): which host family answered, whether the page runs
 * inside the provider's mobile app or a frame, and the host addresses that differ on the China domain.
 * Pure functions: the worker's site-context middleware feeds them the request and the configuration.
 */

/** spec 000 §6 / 001 §6: the host families whose rules differ. */
export type DomainKind = 'global' | 'china' | 'alt-regional' | 'makeup-ar';

export type HostLists = {
  china: readonly string[];
  altRegional: readonly string[];
  makeupAr: readonly string[];
};

/**
 * The domain kind of a host (`example.cn` or `example.cn:8443`). Lists hold lower-case host names,
 * optionally with a port; a listed name without a port matches that host on any port.
 */
export function domainKindFor(host: string, lists: HostLists): DomainKind {
  const listed = (list: readonly string[]) => isListedHost(host, list);
  if (listed(lists.china)) return 'china';
  if (listed(lists.altRegional)) return 'alt-regional';
  if (listed(lists.makeupAr)) return 'makeup-ar';
  return 'global';
}

/** Is the host (`example.cn` or `example.cn:8443`) in the list (names without a port match any port)? */
export function isListedHost(host: string, list: readonly string[]): boolean {
  const withPort = host.trim().toLowerCase();
  return list.includes(withPort) || list.includes(withPort.replace(/:\d+$/, ''));
}

/**
 * Inside the provider's mobile app (decision 0011): the app's web view adds a product token to its
 * user agent (`… LumoraApp/5.2`). The token is configuration (APP_UA_TOKEN); it must be a whole
 * product token, so `NotLumoraApp/1` does not count.
 */
export function isInAppUserAgent(userAgent: string | null | undefined, token: string): boolean {
  if (!userAgent || !token) return false;
  return appTokenPattern(token).test(userAgent);
}

/** The pattern of the one configured token, made once (every request asks). */
let tokenPattern: { token: string; pattern: RegExp } | undefined;
function appTokenPattern(token: string): RegExp {
  if (tokenPattern?.token !== token) {
    const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    tokenPattern = { token, pattern: new RegExp(`(?:^|[\\s;(])${escaped}(?:/|\\b)`, 'i') };
  }
  return tokenPattern.pattern;
}

/** spec 001 §2.1: paths containing /iframe are pages embedded in a frame. */
export function isEmbeddedPath(pathname: string): boolean {
  return /\/iframe(?:\/|$)/i.test(pathname);
}

/** Host addresses that differ on the China domain (spec 000 §6, 001 §6). '' = not configured. */
export type SiteLinks = {
  /** Base address of the business consoles (a solution's console is `<base>/<solution>/home`). */
  console: string;
  /** Host serving the try-on module script (`<host>/<version>/sdk.js`, spec 001 §7). */
  tryOnModuleHost: string;
};

export type LinkConfig = {
  global: SiteLinks;
  /** Values for the China domain; an empty value falls back to the global one. */
  china: SiteLinks;
};

export function siteLinksFor(domain: DomainKind, config: LinkConfig): SiteLinks {
  if (domain !== 'china') return config.global;
  const out = { ...config.global };
  for (const key of Object.keys(out) as (keyof SiteLinks)[]) {
    if (config.china[key]) out[key] = config.china[key];
  }
  return out;
}
