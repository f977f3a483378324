import { Hono } from 'hono';
import { nextTarget, safeNext } from '../../shared/account/next';
import { keepsAnswerContract } from '../../shared/smb/answers';
import { SMB_CONTRACTS } from '../../shared/smb/contracts';
import { findSmbCall, needsSameOrigin, SMB_PREFIX, type SmbCall } from '../../shared/smb/paths';
import { SUPPORT_UPLOAD_LIMITS } from '../../shared/smb/support';
import { accountConfig, allowedTargetHosts } from '../account-config';
import type { AppEnv } from '../app-env';
import { type Config, getConfig } from '../config';
import { errorFields, log, noteRoute, noteUpstream } from '../log';
import { originApp } from '../origin/app';
import { readBounded } from '../request-body';
import {
  type CacheLike,
  cachedFetch,
  InvalidAnswer,
  MAX_CACHED_ANSWER_BYTES,
  OriginTimeout,
  readCapped,
  withTimeout,
} from './cache';
import {
  CACHE_STATUS_HEADER,
  CACHE_TTL_SECONDS,
  cacheKey,
  isCacheableRequest,
  ORIGIN_TIMEOUT_MS,
} from './cache-policy';
import { jsonError } from './errors';

/**
 * The /smb-frontend proxy (docs/architecture.md "The /smb-frontend layer", decision 0030): allowlisted calls only,
 * same-origin checks on state changes, content-type and size limits, the content cache, then the
 * vendor's upstream (SMB_ORIGIN set) or the embedded origin in-process.
 */

/** JSON bodies are small forms; 32 KiB is far above the largest (the sign-up payload). */
export const MAX_JSON_BODY_BYTES = 32 * 1024;
/** Multipart support requests carry files (shared/smb/support.ts limits). */
export const MAX_MULTIPART_BODY_BYTES = SUPPORT_UPLOAD_LIMITS.maxBodyBytes;
/** A streamed upload is bounded by this instead of ORIGIN_TIMEOUT_MS: 25 MiB at ~2 Mbit/s. */
export const UPLOAD_TIMEOUT_MS = 120_000;

/** Request headers passed on to the origin; everything else (incl. client X-Forwarded-*) is dropped. */
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type', 'cookie', 'user-agent'];
/** Hop-by-hop headers never passed back from upstream. */
const HOP_BY_HOP = [
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'trailer',
];

type OriginLike = {
  fetch(request: Request, env: Env, ctx: ExecutionContext): Response | Promise<Response>;
};

export type SmbDeps = {
  /** The network in upstream mode; tests pass a stand-in for the vendor's backend. */
  upstreamFetch?: (request: Request) => Promise<Response>;
  /** The embedded origin (default: worker/origin/app.ts, called in-process). */
  origin?: OriginLike;
  /** The shared cache (default: `caches.default`). */
  cache?: () => CacheLike;
  timeoutMs?: number;
  /** The bound of a streamed upload (default UPLOAD_TIMEOUT_MS). */
  uploadTimeoutMs?: number;
  staleBudgetMs?: number;
  now?: () => number;
};

const defaultDeps: Required<Pick<SmbDeps, 'origin' | 'cache'>> = {
  origin: originApp,
  cache: () => (caches as unknown as { default: CacheLike }).default,
};

/**
 * One /smb-frontend request, from the browser or from an SSR loader (worker/smb/client.ts).
 * `request.url` carries the /smb-frontend prefix.
 */
export async function handleSmb(
  request: Request,
  env: Env,
  ctx: ExecutionContext | undefined,
  deps: SmbDeps = {},
): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.startsWith(SMB_PREFIX) ? url.pathname.slice(SMB_PREFIX.length) : url.pathname;
  const call = findSmbCall(path);
  // /location is answered by the edge route registered before this proxy; reaching here means it isn't.
  if (!call || call.family === 'edge') return jsonError(404, 'not_found');
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  if (method !== call.method) return jsonError(405, 'method_not_allowed', undefined, { Allow: call.method });

  if (needsSameOrigin(call) && !isSameOrigin(request, url)) return jsonError(403, 'cross_origin_request');

  // Only the call's own parameters, checked by its query schema, go on and make the cache key
  // (decision 0288): an invented parameter is dropped, a bad value is refused here.
  const query = callQuery(call, url.searchParams);
  if (query instanceof Response) return query;

  let body: Body;
  if (call.method === 'POST') {
    const checked = await readBody(request, call);
    if (checked instanceof Response) return checked;
    body = checked;
  }

  const config = getConfig(env);
  const headers = forwardHeaders(request, url, call);
  const load = (search: string) => () =>
    config.SMB_ORIGIN
      ? callUpstream(config, path, search, method, headers, body, deps, redirectHosts(url, env))
      : callEmbedded(path, search, method, headers, body, env, ctx, deps);

  const search = query.size ? `?${query}` : '';
  if (isCacheableRequest(call, method, url, request.headers.get('cookie'))) {
    return cachedFetch(load(search), {
      cache: (deps.cache ?? defaultDeps.cache)(),
      key: cacheKey(path, query),
      ttlSeconds: CACHE_TTL_SECONDS[call.family] ?? 0,
      timeoutMs: deps.timeoutMs,
      staleBudgetMs: deps.staleBudgetMs,
      now: deps.now,
      validate: (body) => keepsAnswerContract(call.key, body),
      waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
    });
  }

  let response: Response;
  // A streamed upload is read by the origin while it is answered: the visitor's upload time counts.
  const bound =
    body instanceof ReadableStream
      ? (deps.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS)
      : (deps.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  const deadline = Date.now() + bound;
  try {
    response = await withTimeout(load(search)(), bound);
    // Every 200 keeps its call's contract, not only the stored ones (decision 0288).
    response = await checkedAnswer(call, response, Math.max(1, deadline - Date.now()));
  } catch (err) {
    if (err instanceof OriginTimeout) return jsonError(504, 'origin_timeout');
    if (err instanceof InvalidAnswer) {
      // The path only: a query may hold a visitor's ids.
      log('error', 'smb_answer_mismatch', { call: path, reason: err.message });
      return jsonError(502, 'origin_invalid_answer');
    }
    log('error', 'smb_origin_failed', { call: path, ...errorFields(err) });
    return jsonError(502, 'origin_unavailable');
  }
  const out = new Response(response.body, response);
  // Personal or state-changing answers: nobody on the way may keep them.
  out.headers.set('Cache-Control', 'no-store');
  out.headers.set(CACHE_STATUS_HEADER, 'BYPASS');
  return out;
}

/**
 * The query that goes on to the origin and into the cache key: the call's own parameters (its row's
 * `query`, shared/smb/paths.ts) in name order, the last of a repeated name (as the origin reads it);
 * everything else — marketing parameters, invented ones — dropped. The values must pass the call's
 * query schema (shared/smb/contracts.ts), or the answer is a 400 here: no origin call, no cache entry.
 */
export function callQuery(call: SmbCall, params: URLSearchParams): URLSearchParams | Response {
  const names = call.query ?? [];
  const kept: Record<string, string> = {};
  for (const [name, value] of params) if (names.includes(name)) kept[name] = value;
  const schema = SMB_CONTRACTS[call.key as keyof typeof SMB_CONTRACTS]?.query;
  if (schema) {
    const checked = schema.safeParse(kept);
    if (!checked.success) {
      const issues = checked.error.issues
        .slice(0, 20)
        .map((i) => ({ path: i.path.join('.'), message: i.message }));
      return Response.json(
        { error: 'bad_request', message: 'invalid query', issues },
        { status: 400, headers: { 'Cache-Control': 'no-store' } },
      );
    }
  }
  return new URLSearchParams(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/**
 * A 200 JSON answer checked against its call's answer contract (SMB_CONTRACTS[key].answer; the content
 * calls by the cache's own checks, decision 0211), read within what is left of the call's budget:
 * garbage, a wrong shape or an empty body throws InvalidAnswer. Other answers pass as they are.
 */
async function checkedAnswer(call: SmbCall, response: Response, ms: number): Promise<Response> {
  if (response.status !== 200) return response;
  const contract = SMB_CONTRACTS[call.key as keyof typeof SMB_CONTRACTS];
  if (!contract) return response;
  const text = await readCapped(response, MAX_CACHED_ANSWER_BYTES, ms);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new InvalidAnswer(text ? 'not JSON' : 'empty body');
  }
  const keeps = call.cacheable
    ? keepsAnswerContract(call.key, body)
    : contract.answer.safeParse(body).success;
  if (!keeps) throw new InvalidAnswer('wrong shape');
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  headers.delete('Content-Encoding');
  return new Response(text, { status: 200, statusText: response.statusText, headers });
}

/**
 * Unsafe methods and state-changing GETs need a same-origin request: the browser's Sec-Fetch-Site, or
 * (older browsers) an Origin equal to ours. Neither present → refused, so a cross-site form or
 * <img src> can't sign a visitor out or change a subscription.
 */
export function isSameOrigin(request: Request, url: URL): boolean {
  const site = request.headers.get('Sec-Fetch-Site');
  if (site) return site === 'same-origin';
  const origin = request.headers.get('Origin');
  return origin !== null && origin === url.origin;
}

/** A request body on its way on: small JSON read whole, multipart as the stream it arrived as. */
type Body = ArrayBuffer | ReadableStream<Uint8Array> | undefined;

async function readBody(request: Request, call: SmbCall): Promise<Body | Response> {
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  const isJson = /^application\/json\s*(;|$)/.test(type);
  const isMultipart = call.body === 'json-or-multipart' && /^multipart\/form-data\s*;\s*boundary=/.test(type);
  if (!isJson && !isMultipart) {
    return jsonError(
      415,
      'unsupported_media_type',
      call.body === 'json' ? 'application/json expected' : undefined,
    );
  }
  const cap = isMultipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES;
  const declared = Number(request.headers.get('Content-Length') ?? Number.NaN);
  // Refused on its declared length before anything is read (decision 0219). A small body is left for
  // the drain after the answer (decision 0194: the local server must not see an early reply on a live
  // request); a large one is cancelled, never read.
  if (Number.isFinite(declared) && declared > cap) {
    if (declared > EARLY_REPLY_DRAIN_BYTES) await request.body?.cancel().catch(() => {});
    return jsonError(413, 'payload_too_large');
  }
  if (!request.body) return new ArrayBuffer(0);
  // Uploads are never held whole (decision 0219): the stream goes on, counted by whoever reads it
  // (the embedded origin's multipart reader; capped() on the way to an upstream).
  if (isMultipart) return request.body;
  // The declared length can lie (or be absent with chunked bodies): count while reading.
  const body = await readBounded(request, cap);
  return body === 'too_large' ? jsonError(413, 'payload_too_large') : body;
}

/** Up to this size a refused body is drained rather than cancelled (see readBody). */
const EARLY_REPLY_DRAIN_BYTES = 256 * 1024;

/** The stream with a running byte count: it errors as soon as `cap` is passed (and says so). */
function capped(
  body: ReadableStream<Uint8Array>,
  cap: number,
  onOverflow: () => void,
): ReadableStream<Uint8Array> {
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size <= cap) return controller.enqueue(chunk);
        onOverflow();
        controller.error(new Error(`body larger than ${cap} bytes`));
      },
    }),
  );
}

/** The public content calls (spec 001 §7), whose GETs go on with a JSON Accept and Content-Type. */
const CONTENT_FAMILIES: ReadonlySet<SmbCall['family']> = new Set(['strapi', 'seo', 'course']);

/**
 * The origin learns the client from headers set here, never from the client's own X-Forwarded-*.
 * Content GETs always say JSON both ways (spec 001 §7 "JSON accept and content type"), whoever asked
 * (a browser, an SSR loader, a cache refresh), so every caller reaches the upstream alike.
 */
function forwardHeaders(request: Request, url: URL, call: SmbCall): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  if (call.method === 'GET' && CONTENT_FAMILIES.has(call.family)) {
    headers.set('Accept', 'application/json');
    headers.set('Content-Type', 'application/json');
  }
  headers.set('X-Forwarded-For', request.headers.get('CF-Connecting-IP') ?? '0.0.0.0');
  headers.set('X-Forwarded-Proto', url.protocol.replace(':', ''));
  headers.set('X-Forwarded-Host', url.host);
  return headers;
}

async function callEmbedded(
  path: string,
  search: string,
  method: string,
  headers: Headers,
  body: Body,
  env: Env,
  ctx: ExecutionContext | undefined,
  deps: SmbDeps,
): Promise<Response> {
  const origin = deps.origin ?? defaultDeps.origin;
  const request = new Request(`http://origin.internal${path}${search}`, { method, headers, body });
  const response = await origin.fetch(request, env, ctx ?? noopContext);
  noteUpstream(response.status);
  return response;
}

/** The header carrying SMB_UPSTREAM_SECRET to the vendor's upstream (decision 0164). */
export const UPSTREAM_SECRET_HEADER = 'X-Upstream-Secret';

/** Where an upstream redirect may point: this site's host and the console/app hosts. */
function redirectHosts(url: URL, env: Env): { siteHost: string; allowedHosts: string[] } {
  return { siteHost: url.host, allowedHosts: allowedTargetHosts(accountConfig(env)) };
}

async function callUpstream(
  config: Config,
  path: string,
  search: string,
  method: string,
  headers: Headers,
  body: Body,
  deps: SmbDeps,
  hosts: { siteHost: string; allowedHosts: string[] },
): Promise<Response> {
  const { siteHost, allowedHosts } = hosts;
  const target = `${config.SMB_ORIGIN.replace(/\/+$/, '')}${path}${search}`;
  const sent = new Headers(headers);
  if (config.SMB_UPSTREAM_SECRET) sent.set(UPSTREAM_SECRET_HEADER, config.SMB_UPSTREAM_SECRET);
  const streamed = body instanceof ReadableStream;
  let overflow = false;
  const sentBody = streamed
    ? capped(body, MAX_MULTIPART_BODY_BYTES, () => {
        overflow = true;
      })
    : body;
  // The timeout cancels the subrequest itself (not only our wait for it): decision 0164. A streamed
  // upload is read while the visitor sends it, so it gets the upload budget.
  const signal = AbortSignal.timeout(
    streamed ? (deps.uploadTimeoutMs ?? UPLOAD_TIMEOUT_MS) : (deps.timeoutMs ?? ORIGIN_TIMEOUT_MS),
  );
  const request = new Request(target, { method, headers: sent, body: sentBody, redirect: 'manual', signal });
  // Past the budget nothing more is sent either: the body on its way (the visitor's upload stream,
  // through capped()) is cancelled with the subrequest. Locked by a fetch reading it → that fetch
  // cancels it itself on the abort.
  signal.addEventListener('abort', () => void request.body?.cancel(signal.reason).catch(() => {}), {
    once: true,
  });
  let upstream: Response;
  try {
    upstream = await (deps.upstreamFetch ?? fetch)(request);
  } catch (err) {
    if (overflow) return jsonError(413, 'payload_too_large');
    if (signal.aborted) throw new OriginTimeout(`upstream did not answer within the budget`);
    throw err;
  }
  noteUpstream(upstream.status);
  if (overflow) {
    await upstream.body?.cancel();
    return jsonError(413, 'payload_too_large');
  }
  if (upstream.status >= 500) {
    log('error', 'upstream_error', { call: path, upstream_status: upstream.status });
    await upstream.body?.cancel();
    return jsonError(502, 'upstream_error');
  }
  // redirect: 'manual' — a redirect is only passed on when it stays on this site (decision 0213).
  if (upstream.status >= 300 && upstream.status < 400) {
    await upstream.body?.cancel();
    const location = safeUpstreamRedirect(upstream.headers.get('Location'), siteHost, allowedHosts);
    if (location === null) {
      log('error', 'upstream_redirect_refused', { call: path, upstream_status: upstream.status });
      return jsonError(502, 'upstream_redirect_refused');
    }
    const out = new Response(null, { status: upstream.status, headers: { Location: location } });
    for (const c of upstream.headers.getSetCookie()) out.headers.append('Set-Cookie', stripDomain(c));
    return out;
  }
  const out = new Response(upstream.body, upstream);
  for (const h of HOP_BY_HOP) out.headers.delete(h);
  // Cookies of the vendor's domain must become ours: drop their Domain attribute.
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length) {
    out.headers.delete('Set-Cookie');
    for (const c of cookies) out.headers.append('Set-Cookie', stripDomain(c));
  }
  return out;
}

const stripDomain = (cookie: string) => cookie.replace(/;\s*Domain=[^;]*/gi, '');

/**
 * An upstream redirect's target as the browser may see it, or null: a path on this site (checked by
 * the same rules as `next`), or an https address on this site's host or an allowlisted one (console
 * and app hosts, APP_HOSTS). The upstream's own host is not trusted for the browser.
 */
export function safeUpstreamRedirect(
  location: string | null,
  siteHost: string,
  allowedHosts: readonly string[],
): string | null {
  if (!location) return null;
  const target = safeNext(location, [siteHost, ...allowedHosts]);
  return target ? nextTarget(target) : null;
}

const noopContext: ExecutionContext = {
  waitUntil() {},
  passThroughOnException() {},
  props: {},
} as unknown as ExecutionContext;

function executionContextOf(c: { executionCtx: unknown }): ExecutionContext | undefined {
  try {
    return c.executionCtx as ExecutionContext;
  } catch {
    return undefined; // app.request() in tests has none
  }
}

/** The proxy as a Hono sub-app, mounted at /smb-frontend by worker/index.ts. */
export function createSmbApp(deps: SmbDeps = {}): Hono<AppEnv> {
  const smb = new Hono<AppEnv>();
  smb.all('*', (c) => {
    // The browser's call: its allowlisted path is the route id of the request's log line.
    const call = findSmbCall(new URL(c.req.url).pathname.slice(SMB_PREFIX.length));
    if (call) noteRoute(`smb:${call.path}`);
    return handleSmb(c.req.raw, c.env, executionContextOf(c), deps);
  });
  return smb;
}

export const smbApp = createSmbApp();
