import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import {
  CLIENT_CACHE_CONTROL_HEADER,
  CLIENT_VARY_HEADER,
  HTML_CACHE_HEADER,
  HTML_CACHE_NAME,
  HTML_FRESH_SECONDS,
  HTML_STALE_SECONDS,
  htmlCacheDecision,
  htmlCacheEnabled,
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
    if (!htmlCacheEnabled(c.env)) return next();
    const decision = htmlCacheDecision(c.req.raw, c.get('edge')?.inApp ?? false);
    if (decision.kind === 'not-a-page') return next();
    if (decision.kind === 'bypass') {
      await next();
      setHeader(c, HTML_CACHE_HEADER, 'BYPASS');
      return;
    }
    const cache = await caches.open(HTML_CACHE_NAME);
    const background = c.req.header(REVALIDATE_HEADER) === secret();
    if (!background) {
      const stored = await cache.match(decision.key).catch(() => undefined);
      const storedAt = Number(stored?.headers.get(STORED_AT_HEADER) ?? Number.NaN);
      const age = Number.isFinite(storedAt) ? Math.max(0, Date.now() - storedAt) : Number.POSITIVE_INFINITY;
      if (stored && age < HTML_FRESH_SECONDS * 1000) {
        c.res = fromStore(stored, c.get('nonce'), 'HIT', age, c.req.method === 'HEAD');
        return;
      }
      if (stored && age < (HTML_FRESH_SECONDS + HTML_STALE_SECONDS) * 1000) {
        if (!revalidating.has(decision.key)) {
          revalidating.add(decision.key);
          c.executionCtx.waitUntil(
            revalidate(appFetch, c, decision.renderUrl).finally(() => revalidating.delete(decision.key)),
          );
        }
        c.res = fromStore(stored, c.get('nonce'), 'STALE', age, c.req.method === 'HEAD');
        return;
      }
      stored?.body?.cancel();
    }
    // The page renders from the address without campaign parameters: they are the visitor's, and the
    // stored copy is everyone's (the attribution middleware has already read them).
    c.req.raw = new Request(decision.renderUrl, c.req.raw);
    await next();
    if (c.req.method !== 'GET' || !isStorablePage(c.res) || !c.res.body) {
      setHeader(c, HTML_CACHE_HEADER, 'BYPASS');
      return;
    }
    const [toVisitor, toStore] = c.res.body.tee();
    const res = new Response(toVisitor, c.res);
    res.headers.set(HTML_CACHE_HEADER, 'MISS');
    const stored = storedCopy(res, toStore, c.get('nonce'));
    c.executionCtx.waitUntil(
      stored
        .then((copy) => (copy ? cache.put(decision.key, copy) : undefined))
        .catch((error) => console.error('html cache put failed', decision.key, error)),
    );
    c.res = undefined;
    c.res = res;
  });
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
 * The copy to store: the rendered bytes with the live nonce replaced by the placeholder, read to the
 * end first so a render that failed half way (an error inside a Suspense boundary) is never kept.
 */
async function storedCopy(
  res: Response,
  body: ReadableStream<Uint8Array>,
  nonce: string,
): Promise<Response | undefined> {
  const bytes = await new Response(body.pipeThrough(replaceText(nonce, NONCE_PLACEHOLDER))).arrayBuffer();
  const headers = new Headers(res.headers);
  headers.delete(HTML_CACHE_HEADER);
  headers.set(CLIENT_CACHE_CONTROL_HEADER, res.headers.get('Cache-Control') ?? 'private, no-cache');
  const vary = res.headers.get('Vary');
  if (vary) headers.set(CLIENT_VARY_HEADER, vary);
  headers.delete('Vary');
  headers.set(STORED_AT_HEADER, String(Date.now()));
  // The Cache API keeps an entry only as long as its own Cache-Control says.
  headers.set('Cache-Control', `public, max-age=${HTML_FRESH_SECONDS + HTML_STALE_SECONDS}`);
  return new Response(bytes, { status: res.status, headers });
}

/** A stored copy as this visitor's answer: its own nonce written in, the answer's own headers back. */
function fromStore(
  stored: Response,
  nonce: string,
  status: 'HIT' | 'STALE',
  ageMs: number,
  head: boolean,
): Response {
  const headers = new Headers(stored.headers);
  headers.set('Cache-Control', stored.headers.get(CLIENT_CACHE_CONTROL_HEADER) ?? 'private, no-cache');
  const vary = stored.headers.get(CLIENT_VARY_HEADER);
  if (vary) headers.set('Vary', vary);
  for (const name of [CLIENT_CACHE_CONTROL_HEADER, CLIENT_VARY_HEADER, STORED_AT_HEADER])
    headers.delete(name);
  headers.set(HTML_CACHE_HEADER, status);
  headers.set('Age', String(Math.floor(ageMs / 1000)));
  if (head) {
    stored.body?.cancel();
    return new Response(null, { status: stored.status, headers });
  }
  const body = stored.body?.pipeThrough(replaceText(NONCE_PLACEHOLDER, nonce)) ?? null;
  return new Response(body, { status: stored.status, headers });
}

function setHeader(c: Context<AppEnv>, name: string, value: string): void {
  const res = new Response(c.res.body, c.res);
  res.headers.set(name, value);
  c.res = undefined;
  c.res = res;
}

/**
 * Replaces every occurrence of an ASCII string in a UTF-8 byte stream as it flows, including one split
 * across chunks: at most `from.length - 1` bytes wait for the next chunk.
 */
export function replaceText(from: string, to: string): TransformStream<Uint8Array, Uint8Array> {
  const needle = new TextEncoder().encode(from);
  const replacement = new TextEncoder().encode(to);
  const first = needle[0]!;
  let pending = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, controller) {
      const buf = pending.length ? concat(pending, chunk) : chunk;
      let start = 0;
      let i = buf.indexOf(first, 0);
      while (i !== -1 && i <= buf.length - needle.length) {
        if (matchesAt(buf, needle, i)) {
          if (i > start) controller.enqueue(buf.subarray(start, i));
          controller.enqueue(replacement.slice());
          start = i + needle.length;
          i = buf.indexOf(first, start);
        } else {
          i = buf.indexOf(first, i + 1);
        }
      }
      // A tail that could be the start of a match waits for the next chunk.
      let keep = buf.length;
      for (let j = Math.max(start, buf.length - needle.length + 1); j < buf.length; j++) {
        if (buf[j] === first && matchesAt(buf, needle.subarray(0, buf.length - j), j)) {
          keep = j;
          break;
        }
      }
      if (keep > start) controller.enqueue(buf.slice(start, keep));
      pending = buf.slice(keep);
    },
    flush(controller) {
      if (pending.length) controller.enqueue(pending);
    },
  });
}

function matchesAt(buf: Uint8Array, needle: Uint8Array, at: number): boolean {
  for (let k = 0; k < needle.length; k++) if (buf[at + k] !== needle[k]) return false;
  return true;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}
