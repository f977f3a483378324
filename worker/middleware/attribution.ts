import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { PAGE_DATA_HEADER } from '../../client/app/ssr-data';
import {
  type AffiliationGrant,
  affiliationCodeOfQuery,
  affiliationDaysOf,
  affiliationWrites,
  attributionWrites,
  type CookieWrite,
  isAttrCookieName,
  parseCookies,
} from '../../shared/attribution';
import { AffiliationSchema, KNOWN_AFFILIATIONS } from '../../shared/smb/aff';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { smbJson } from '../smb/client';
import { setEdgeCookies } from './response-cookies';

/**
 * Marketing attribution (spec 000 §3, §4, §9; spec 001 §4, §5; docs/architecture.md "One request" step 4): the
 * query of every page request — first loads and in-app navigations alike (they ask the same URL with
 * PAGE_DATA_HEADER) — becomes the attribution cookies of docs/attribution.md. Redirects are skipped:
 * they keep the query, so their target records it once.
 */
export const attribution = createMiddleware<AppEnv>(async (c, next) => {
  if (!isPageRequest(c)) return next();
  // Started before the page renders, so a lookup costs no extra wait.
  const cookies = attributionCookies(c);
  await next();
  if (!isPageResponse(c)) return;
  setEdgeCookies(c, await cookies);
});

/**
 * The attribution cookies this visitor's page answer sets: from its address and its own cookies, plus
 * an affiliation code's grant. The middleware above and the edge HTML cache's hit (which answers
 * before it, decision 0342) both write these.
 */
export async function attributionCookies(c: Context<AppEnv>): Promise<CookieWrite[]> {
  const url = new URL(c.req.url);
  const grant = affiliationGrant(c, url.searchParams);
  const writes: CookieWrite[] = attributionWrites(url, parseCookies(c.req.header('cookie')));
  const granted = await grant;
  if (granted) writes.push(...affiliationWrites(granted));
  return writes.filter((w) => isAttrCookieName(w.name));
}

/** Paths that are never pages: the calls, the edge's own files and local tools. */
const NOT_PAGES =
  /^\/(smb-frontend|dev|assets)(\/|$)|^\/(healthz|robots\.txt|sitemap[\w-]*\.xml|favicon\.\w+)$/;

function isPageRequest(c: Context<AppEnv>): boolean {
  const method = c.req.method;
  if (method !== 'GET' && method !== 'HEAD') return false;
  return !NOT_PAGES.test(new URL(c.req.url).pathname);
}

function isPageResponse(c: Context<AppEnv>): boolean {
  const { status, headers } = c.res;
  if (status >= 300 && status < 400) return false;
  if (c.req.header(PAGE_DATA_HEADER) === '1') return true;
  return (headers.get('Content-Type') ?? '').startsWith('text/html');
}

/**
 * spec 000 §3, §4: BWO2025 and BWOS2025 are known; another code is looked up (GET
 * `aff.queryActiveAff` through the proxy, so upstream or the embedded origin). A failed or
 * empty lookup is ignored: nothing is stored for an unconfirmed code (decision 0013).
 */
async function affiliationGrant(
  c: Context<AppEnv>,
  q: URLSearchParams,
): Promise<AffiliationGrant | undefined> {
  const code = affiliationCodeOfQuery(q);
  if (!code) return undefined;
  const known = KNOWN_AFFILIATIONS[code as keyof typeof KNOWN_AFFILIATIONS];
  if (known) {
    return {
      code,
      solutionType: known.solutionType,
      days: known.extensionDays,
      bypassApproval: known.isBypassApproval,
    };
  }
  try {
    const found = await smbJson(c, 'aff.queryActiveAff', AffiliationSchema, {
      query: new URLSearchParams({ affiliate: code }),
    });
    if (!found.ok || found.data.overdue || !found.data.isPublished) return undefined;
    const days = affiliationDaysOf(found.data, Date.now());
    if (!days) return undefined;
    return {
      code: found.data.affiliationCode.toUpperCase(),
      solutionType: found.data.solutionType,
      days,
      bypassApproval: found.data.isBypassApproval,
    };
  } catch (error) {
    log('warn', 'affiliation_lookup_failed', errorFields(error));
    return undefined;
  }
}
