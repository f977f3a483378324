import { errorFields, log } from '../log';
import {
  CACHE_STATUS_HEADER,
  FETCHED_AT_HEADER,
  isStorableResponse,
  ORIGIN_TIMEOUT_MS,
  STALE_BUDGET_MS,
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
  /** With a stale copy at hand, wait this long for the origin before answering from it. */
  staleBudgetMs?: number;
  now?: () => number;
  /** Stores (and refreshes in the background) after the answer has gone out (ExecutionContext.waitUntil). */
  waitUntil?: (p: Promise<unknown>) => void;
  /**
   * The call's answer contract (decision 0211): a 200 whose JSON body fails it counts as an origin
   * error — never stored, never replacing a good copy. Default: the body must be JSON.
   */
  validate?: (body: unknown) => boolean;
};

/** Browsers may keep a content answer briefly; the edge copy is the one that matters. */
const BROWSER_MAX_AGE = 60;

export class OriginTimeout extends Error {}
/** A 200 from the origin that is not what the call promises (garbage, wrong shape, empty). */
export class InvalidAnswer extends Error {}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new OriginTimeout(`origin did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What one origin attempt came to: a good answer (stored when storable), or a failure. */
type Attempt = { ok: true; response: Response } | { ok: false; failure: unknown; response?: Response };

/**
 * Read-through cache with stale-if-error done by the worker (the Cache API has neither): a fresh copy
 * is served as is; otherwise the origin is asked (with a timeout); when it errors, times out or answers
 * something that fails the call's contract, a copy younger than TTL + stale window is served instead.
 * With such a copy at hand the origin only gets a short budget (decision 0212): past it the stale copy
 * goes out and the attempt carries on in the background, storing its answer when it is good.
 */
export async function cachedFetch(load: () => Promise<Response>, o: CachedFetchOptions): Promise<Response> {
  const now = o.now ?? Date.now;
  const staleMs = (o.staleSeconds ?? STALE_IF_ERROR_SECONDS) * 1000;
  const ttlMs = o.ttlSeconds * 1000;

  const stored = await o.cache.match(o.key).catch(() => undefined);
  const fetchedAt = Number(stored?.headers.get(FETCHED_AT_HEADER) ?? Number.NaN);
  const age = stored && Number.isFinite(fetchedAt) ? now() - fetchedAt : Number.POSITIVE_INFINITY;
  if (stored && age < ttlMs) return answer(stored, 'HIT', age);
  const usable = stored && age < ttlMs + staleMs ? stored : undefined;

  const attempt = attemptOrigin(load, o, now, ttlMs, staleMs);
  let outcome: Attempt | 'budget';
  if (usable) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<'budget'>((resolve) => {
      timer = setTimeout(() => resolve('budget'), o.staleBudgetMs ?? STALE_BUDGET_MS);
    });
    outcome = await Promise.race([attempt, budget]).finally(() => clearTimeout(timer));
    if (outcome === 'budget') {
      // The refresh goes on after the answer (bounded by the origin timeout) and stores a good copy.
      const refresh = attempt.then((a) => (a.ok ? a.response.body?.cancel() : undefined));
      if (o.waitUntil) o.waitUntil(refresh);
      else refresh.catch(() => {});
      return answer(usable, 'STALE', age);
    }
  } else {
    outcome = await attempt;
  }

  if (outcome.ok) return outcome.response;
  if (usable) {
    await outcome.response?.body?.cancel();
    log('warn', 'serving_stale', { upstream: describe(outcome) });
    return answer(usable, 'STALE', age);
  }
  if (outcome.response) return outcome.response;
  if (outcome.failure instanceof OriginTimeout) return jsonError(504, 'origin_timeout');
  if (outcome.failure instanceof InvalidAnswer) {
    log('error', 'origin_invalid_answer', { reason: outcome.failure.message });
    return jsonError(502, 'origin_invalid_answer');
  }
  log('error', 'origin_failed', errorFields(outcome.failure));
  return jsonError(502, 'origin_unavailable');
}

const describe = (a: Attempt) => (a.ok ? 'ok' : a.response ? a.response.status : String(a.failure));

/** Largest content answer this layer reads to check and store (the biggest seeded list is ~100 KiB). */
export const MAX_CACHED_ANSWER_BYTES = 4 * 1024 * 1024;

async function attemptOrigin(
  load: () => Promise<Response>,
  o: CachedFetchOptions,
  now: () => number,
  ttlMs: number,
  staleMs: number,
): Promise<Attempt> {
  let fresh: Response;
  try {
    fresh = await withTimeout(load(), o.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  } catch (failure) {
    return { ok: false, failure };
  }
  if (fresh.status >= 500) return { ok: false, failure: fresh.status, response: fresh };
  if (!isStorableResponse(fresh)) return { ok: true, response: fresh };

  let text: string;
  try {
    text = await readCapped(fresh, MAX_CACHED_ANSWER_BYTES, o.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  } catch (failure) {
    return { ok: false, failure };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, failure: new InvalidAnswer(text ? 'not JSON' : 'empty body') };
  }
  if (!(o.validate ?? (() => true))(body)) return { ok: false, failure: new InvalidAnswer('wrong shape') };

  const headers = new Headers(fresh.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  const copy = new Response(text, { status: 200, headers });
  copy.headers.set(FETCHED_AT_HEADER, String(now()));
  // The entry must outlive its TTL by the stale window, or there would be nothing to fall back on.
  copy.headers.set('Cache-Control', `public, max-age=${Math.ceil((ttlMs + staleMs) / 1000)}`);
  const put = o.cache.put(o.key, copy).catch((err) => log('error', 'cache_put_failed', errorFields(err)));
  if (o.waitUntil) o.waitUntil(put);
  else await put;
  return { ok: true, response: answer(new Response(text, { status: 200, headers }), 'MISS', 0) };
}

/**
 * The body as text, refusing more than `cap` bytes (counted while reading) and giving up after `ms`:
 * either way the stream is cancelled, so a hung or endless upstream body is not left running.
 */
export async function readCapped(response: Response, cap: number, ms: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = '';
  const read = async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) throw new InvalidAnswer(`larger than ${cap} bytes`);
      text += decoder.decode(value, { stream: true });
    }
    return text + decoder.decode();
  };
  try {
    return await withTimeout(read(), ms);
  } catch (err) {
    await reader.cancel(err).catch(() => {});
    throw err;
  }
}

function answer(source: Response, status: 'HIT' | 'MISS' | 'STALE', ageMs: number): Response {
  const res = new Response(source.body, source);
  res.headers.delete(FETCHED_AT_HEADER);
  res.headers.set(CACHE_STATUS_HEADER, status);
  res.headers.set('Age', String(Math.max(0, Math.floor(ageMs / 1000))));
  res.headers.set('Cache-Control', status === 'STALE' ? 'no-store' : `public, max-age=${BROWSER_MAX_AGE}`);
  return res;
}
