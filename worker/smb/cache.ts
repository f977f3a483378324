import { errorFields, log } from '../log';
import {
  CACHE_STATUS_HEADER,
  FETCHED_AT_HEADER,
  isStorableResponse,
  ORIGIN_TIMEOUT_MS,
  STALE_IF_ERROR_SECONDS,
} from './cache-policy';
import { jsonError } from './errors';

/** The part of the Cache API this layer uses (`caches.default` in production; a fake in tests). */
export type CacheLike = {
  match(key: string): Promise<Response | undefined>;
  put(key: string, response: Response): Promise<void>;
};

export type CachedFetchOptions = {
  cache: CacheLike;
  key: string;
  ttlSeconds: number;
  staleSeconds?: number;
  timeoutMs?: number;
  now?: () => number;
  /** Stores after the answer has gone out when given (ExecutionContext.waitUntil). */
  waitUntil?: (p: Promise<unknown>) => void;
};

/** Browsers may keep a content answer briefly; the edge copy is the one that matters. */
const BROWSER_MAX_AGE = 60;

export class OriginTimeout extends Error {}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OriginTimeout(`origin did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Read-through cache with stale-if-error done by the worker (the Cache API has neither): a fresh copy
 * is served as is; otherwise the origin is asked (with a timeout); when it errors or times out, a copy
 * younger than TTL + stale window is served instead. The fetch time travels with the stored copy.
 */
export async function cachedFetch(load: () => Promise<Response>, o: CachedFetchOptions): Promise<Response> {
  const now = o.now ?? Date.now;
  const staleMs = (o.staleSeconds ?? STALE_IF_ERROR_SECONDS) * 1000;
  const ttlMs = o.ttlSeconds * 1000;

  const stored = await o.cache.match(o.key).catch(() => undefined);
  const fetchedAt = Number(stored?.headers.get(FETCHED_AT_HEADER) ?? Number.NaN);
  const age = stored && Number.isFinite(fetchedAt) ? now() - fetchedAt : Number.POSITIVE_INFINITY;
  if (stored && age < ttlMs) return answer(stored, 'HIT', age);

  let fresh: Response | undefined;
  let failure: unknown;
  try {
    fresh = await withTimeout(load(), o.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  } catch (err) {
    failure = err;
  }

  if (fresh && fresh.status < 500) {
    if (!isStorableResponse(fresh)) return fresh;
    const copy = new Response(fresh.clone().body, fresh);
    copy.headers.set(FETCHED_AT_HEADER, String(now()));
    // The entry must outlive its TTL by the stale window, or there would be nothing to fall back on.
    copy.headers.set('Cache-Control', `public, max-age=${Math.ceil((ttlMs + staleMs) / 1000)}`);
    const put = o.cache.put(o.key, copy).catch((err) => log('error', 'cache_put_failed', errorFields(err)));
    if (o.waitUntil) o.waitUntil(put);
    else await put;
    return answer(fresh, 'MISS', 0);
  }

  if (stored && age < ttlMs + staleMs) {
    log('warn', 'serving_stale', {
      upstream_status: fresh?.status,
      ...(failure ? errorFields(failure) : {}),
    });
    return answer(stored, 'STALE', age);
  }
  if (fresh) return fresh;
  if (failure instanceof OriginTimeout) return jsonError(504, 'origin_timeout');
  log('error', 'origin_failed', errorFields(failure));
  return jsonError(502, 'origin_unavailable');
}

function answer(source: Response, status: 'HIT' | 'MISS' | 'STALE', ageMs: number): Response {
  const res = new Response(source.body, source);
  res.headers.delete(FETCHED_AT_HEADER);
  res.headers.set(CACHE_STATUS_HEADER, status);
  res.headers.set('Age', String(Math.max(0, Math.floor(ageMs / 1000))));
  res.headers.set('Cache-Control', status === 'STALE' ? 'no-store' : `public, max-age=${BROWSER_MAX_AGE}`);
  return res;
}
