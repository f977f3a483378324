import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { currentScope, errorFields, log, noteRoute } from '../log';
import { attributionCookies } from '../middleware/attribution';
import { robotsHeaderOf } from '../middleware/indexing';
import { appendEdgeCookies } from '../middleware/response-cookies';
import { indexOfBytes, joinBytes, splitBytes } from './bytes';
import {
  CLIENT_CACHE_CONTROL_HEADER,
  CLIENT_VARY_HEADER,
  HTML_CACHE_HEADER,
  HTML_CACHE_NAME,
  HTML_FRESH_SECONDS,
  HTML_STALE_SECONDS,
  htmlCacheDecision,
  isStorablePage,
  NONCE_PLACEHOLDER,
  STORED_AT_HEADER,
} from './html-cache-policy';

type AppFetch = (
  request: Request,
  env: Env,
  ctx: Context<AppEnv>['executionCtx'],
) => Response | Promise<Response>;

/**
 * Marks a background re-render of a stale copy (decision 0180). The value is this isolate's own
 * random secret, so no request from outside can ask for one.
 */
const REVALIDATE_HEADER = 'X-Html-Cache-Revalidate';
let revalidateSecret: string | undefined;
/** Made on first use: a worker may not generate random values at startup. */
const secret = () => (revalidateSecret ??= crypto.randomUUID());
/** Keys being re-rendered by this isolate: one render per stale copy, however many views arrive. */
const revalidating = new Set<string>();

/**
 * The edge HTML cache for anonymous visitors (issue 13, decision 0180). Runs after the request-fact
 * middleware (site context, attribution, preview) and before the routes: a HIT answers from the
 * stored bytes with this response's nonce written in as they stream; per-visitor work of the outer
 * middleware (attribution cookies, security headers with the live CSP nonce) still runs per request.
 * `appFetch` is the app itself, for the stale-while-revalidate render.
 */
export function htmlCache(appFetch: AppFetch) {
  return createMiddleware<AppEnv>(async (c, next) => {
    // `off` renders every page (the worker tests, which change content between requests).
    if (c.get('config').HTML_CACHE !== 'on') return next();
    const decision = htmlCacheDecision(c.req.raw, c.get('edge')?.inApp ?? false, c.env);
    if (decision.kind === 'not-a-page') return next();
    if (decision.kind === 'bypass') {
      await next();
      setHeader(c, HTML_CACHE_HEADER, 'BYPASS');
      return;
    }
    const background = c.req.header(REVALIDATE_HEADER) === secret();
    if (!background) {
      const stored = await lookUp(decision.key);
      const age = stored ? Math.max(0, Date.now() - stored.storedAt) : Number.POSITIVE_INFINITY;
      const head = c.req.method === 'HEAD';
      if (stored && age < HTML_FRESH_SECONDS * 1000) {
        c.res = answer(stored, c.get('nonce'), 'HIT', age, head, robotsHeaderOf(c));
        return;
      }
      if (stored && age < (HTML_FRESH_SECONDS + HTML_STALE_SECONDS) * 1000) {
        if (!revalidating.has(decision.key)) {
          revalidating.add(decision.key);
          c.executionCtx.waitUntil(
            revalidate(appFetch, c, decision.renderUrl).finally(() => revalidating.delete(decision.key)),
          );
        }
        c.res = answer(stored, c.get('nonce'), 'STALE', age, head, robotsHeaderOf(c));
        return;
      }
    }
    // The page renders from the address without campaign parameters and without the visitor's
    // cookies: both are the visitor's, and the stored copy is everyone's (the middleware before this
    // one has already read them: attribution, preview, site context).
    // The middleware before this one reads the visitor's own request again after the page (e.g. the
    // attribution cookies it already has): it gets it back.
    const visitorRequest = c.req.raw;
    c.req.raw = anonymousRequest(visitorRequest, decision.renderUrl);
    try {
      await next();
    } finally {
      c.req.raw = visitorRequest;
    }
    if (c.req.method !== 'GET' || !isStorablePage(c.res) || !c.res.body) {
      setHeader(c, HTML_CACHE_HEADER, 'BYPASS');
      return;
    }
    const [toVisitor, toStore] = c.res.body.tee();
    const res = new Response(toVisitor, c.res);
    res.headers.set(HTML_CACHE_HEADER, 'MISS');
    c.executionCtx.waitUntil(
      // The key holds the path and query: the log line names the route instead.
      store(decision.key, res, toStore, c.get('nonce')).catch((error) =>
        log('error', 'html_cache_put_failed', { route: currentScope()?.route, ...errorFields(error) }),
      ),
    );
    c.res = undefined;
    c.res = res;
  });
}

/**
 * A fresh copy answered before the middleware a render needs (issue 43, decision 0342): it runs right
 * after the site context, so a hit skips indexing, attribution, preview, the full cache middleware and
 * Hono's hops between them — and does only a response's duties itself: the nonce spliced in (the
 * security headers' middleware, outside, names it in the CSP), the robots header, the visitor's
 * attribution cookies (the same function as the attribution middleware), the route for the request's
 * log line. Preview never reaches a hit (a preview query or cookie bypasses the cache). Anything else —
 * no copy in this isolate, a stale one, a Cache API look-up, a background render — goes on to the
 * chain, where `htmlCache` handles it as before.
 */
export const htmlCacheHit = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('config').HTML_CACHE !== 'on') return next();
  const method = c.req.method;
  if ((method !== 'GET' && method !== 'HEAD') || c.req.header(REVALIDATE_HEADER) !== undefined) return next();
  const decision = htmlCacheDecision(c.req.raw, c.get('edge')?.inApp ?? false, c.env);
  if (decision.kind !== 'cache') return next();
  const page = isolateCopies.get(decision.key);
  const age = page ? Math.max(0, Date.now() - page.storedAt) : Number.POSITIVE_INFINITY;
  if (!page || age >= HTML_FRESH_SECONDS * 1000) return next();
  remember(decision.key, page);
  noteRoute(decision.route);
  const cookies = attributionCookies(c);
  const res = answer(page, c.get('nonce'), 'HIT', age, method === 'HEAD', robotsHeaderOf(c));
  appendEdgeCookies(res.headers, await cookies, c.get('config').ENVIRONMENT === 'production');
  c.res = res;
});

/** A stored page: its answer headers, and its bytes cut where the nonce goes. */
type StoredPage = {
  status: number;
  /** Never changed once kept: each answer gets its own copy (the Response's). */
  headers: Headers;
  storedAt: number;
  /** The body split at each nonce: a nonce goes between every two segments. */
  segments: Uint8Array<ArrayBuffer>[];
};

/**
 * Pages this isolate stored or read last, in front of the Cache API (which is a subrequest per
 * look-up): the same entries, the same ages, so the same answers — only cheaper. Least recently used
 * first out.
 */
const isolateCopies = new Map<string, StoredPage>();
/** ~100 pages of 50–90 KB: under 10 MB of an isolate's 128 MB. */
const ISOLATE_COPIES_MAX = 100;

function remember(key: string, page: StoredPage): void {
  isolateCopies.delete(key);
  isolateCopies.set(key, page);
  if (isolateCopies.size > ISOLATE_COPIES_MAX) isolateCopies.delete(isolateCopies.keys().next().value!);
}

/** Tests: forget this isolate's copies so the next look-up reads the Cache API. */
export function forgetIsolateCopies(): void {
  isolateCopies.clear();
}

async function lookUp(key: string): Promise<StoredPage | undefined> {
  const near = isolateCopies.get(key);
  if (near) {
    remember(key, near);
    return near;
  }
  const stored = await caches
    .open(HTML_CACHE_NAME)
    .then((cache) => cache.match(key))
    .catch(() => undefined);
  if (!stored) return undefined;
  const storedAt = Number(stored.headers.get(STORED_AT_HEADER));
  if (!Number.isFinite(storedAt)) {
    await stored.body?.cancel();
    return undefined;
  }
  const headers = new Headers(stored.headers);
  headers.set('Cache-Control', stored.headers.get(CLIENT_CACHE_CONTROL_HEADER) ?? 'private, no-cache');
  const vary = stored.headers.get(CLIENT_VARY_HEADER);
  if (vary) headers.set('Vary', vary);
  for (const name of [CLIENT_CACHE_CONTROL_HEADER, CLIENT_VARY_HEADER, STORED_AT_HEADER, 'Content-Length'])
    headers.delete(name);
  const bytes = new Uint8Array(await stored.arrayBuffer());
  const page: StoredPage = {
    status: stored.status,
    headers,
    storedAt,
    segments: splitBytes(bytes, PLACEHOLDER_BYTES),
  };
  remember(key, page);
  return page;
}

/** The request a stored page is rendered from: the normalised address, no cookies. */
function anonymousRequest(request: Request, renderUrl: string): Request {
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(new Request(renderUrl, request), { headers });
}

/** One background render of the page, through the whole app, as an anonymous visitor would ask. */
async function revalidate(appFetch: AppFetch, c: Context<AppEnv>, renderUrl: string): Promise<void> {
  const headers = new Headers({ [REVALIDATE_HEADER]: secret() });
  // Only the request facts the key holds travel (htmlCacheDecision): never the visitor's cookies.
  for (const name of ['user-agent', 'sec-ch-ua-platform', 'x-page-data']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  const res = await appFetch(new Request(renderUrl, { headers }), c.env, c.executionCtx);
  await res.body?.cancel();
}

/**
 * React's marks of a Suspense boundary that failed on the server and is left to the browser: such a
 * page is answered but never kept.
 */
const FAILED_BOUNDARY = [new TextEncoder().encode('<!--$!-->'), new TextEncoder().encode('$RX(')];
const PLACEHOLDER_BYTES = new TextEncoder().encode(NONCE_PLACEHOLDER);

/**
 * Keeps the rendered page, read to its end first: in this isolate and in the Cache API, whose copy
 * holds the placeholder where the live nonce was — never the nonce itself.
 */
async function store(
  key: string,
  res: Response,
  body: ReadableStream<Uint8Array>,
  nonce: string,
): Promise<void> {
  const bytes = new Uint8Array(await new Response(body).arrayBuffer());
  if (FAILED_BOUNDARY.some((mark) => indexOfBytes(bytes, mark, 0) !== -1)) return;
  const segments = splitBytes(bytes, new TextEncoder().encode(nonce));
  const headers = new Headers(res.headers);
  for (const name of [HTML_CACHE_HEADER, 'Content-Length']) headers.delete(name);
  const storedAt = Date.now();
  remember(key, { status: res.status, headers: new Headers(headers), storedAt, segments });

  headers.set(CLIENT_CACHE_CONTROL_HEADER, res.headers.get('Cache-Control') ?? 'private, no-cache');
  const vary = res.headers.get('Vary');
  if (vary) headers.set(CLIENT_VARY_HEADER, vary);
  headers.delete('Vary');
  headers.set(STORED_AT_HEADER, String(storedAt));
  // The Cache API keeps an entry only as long as its own Cache-Control says.
  headers.set('Cache-Control', `public, max-age=${HTML_FRESH_SECONDS + HTML_STALE_SECONDS}`);
  const cache = await caches.open(HTML_CACHE_NAME);
  await cache.put(key, new Response(joinBytes(segments, PLACEHOLDER_BYTES), { status: res.status, headers }));
}

/**
 * A stored page as this visitor's answer: the response's own nonce written between the segments, and
 * the robots header the indexing middleware would add (so it need not copy the response again).
 */
function answer(
  page: StoredPage,
  nonce: string,
  status: 'HIT' | 'STALE',
  ageMs: number,
  head: boolean,
  robots: string,
) {
  // A Blob of the segments with the nonce between them: one native copy, which the response keeps.
  const body = head ? null : new Blob(withSeparator(page.segments, nonce));
  // The response copies the kept headers (one native copy); this answer's own go into that copy.
  const res = new Response(body, { status: page.status, headers: page.headers });
  res.headers.set(HTML_CACHE_HEADER, status);
  res.headers.set('X-Robots-Tag', robots);
  res.headers.set('Age', String(Math.floor(ageMs / 1000)));
  return res;
}

/** The segments with `separator` between every two (Blob parts). */
function withSeparator(segments: readonly Uint8Array<ArrayBuffer>[], separator: string): BlobPart[] {
  const parts: BlobPart[] = [];
  segments.forEach((segment, i) => {
    if (i) parts.push(separator);
    parts.push(segment);
  });
  return parts;
}

function setHeader(c: Context<AppEnv>, name: string, value: string): void {
  const res = new Response(c.res.body, c.res);
  res.headers.set(name, value);
  c.res = undefined;
  c.res = res;
}
