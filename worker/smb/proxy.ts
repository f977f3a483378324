import { Hono } from 'hono';
import { findSmbCall, SMB_PREFIX, type SmbCall } from '../../shared/smb/paths';
import { SUPPORT_UPLOAD_LIMITS } from '../../shared/smb/support';
import type { AppEnv } from '../app-env';
import { type Config, getConfig } from '../config';
import { errorFields, log, noteRoute, noteUpstream } from '../log';
import { originApp } from '../origin/app';
import { readBounded } from '../request-body';
import { type CacheLike, cachedFetch, OriginTimeout, withTimeout } from './cache';
import {
  CACHE_STATUS_HEADER,
  CACHE_TTL_SECONDS,
  cacheKey,
  canonicalQuery,
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

  if (call.method !== 'GET' || call.changesState) {
    if (!isSameOrigin(request, url)) return jsonError(403, 'cross_origin_request');
  }

  let body: ArrayBuffer | undefined;
  if (call.method === 'POST') {
    const checked = await readBody(request, call);
    if (checked instanceof Response) return checked;
    body = checked;
  }

  const config = getConfig(env);
  const headers = forwardHeaders(request, url);
  const load = (search: string) => () =>
    config.SMB_ORIGIN
      ? callUpstream(config, path, search, method, headers, body, deps)
      : callEmbedded(path, search, method, headers, body, env, ctx, deps);

  if (isCacheableRequest(call, method, url, request.headers.get('cookie'))) {
    const query = canonicalQuery(url.searchParams).toString();
    return cachedFetch(load(query ? `?${query}` : ''), {
      cache: (deps.cache ?? defaultDeps.cache)(),
      key: cacheKey(path, url.searchParams),
      ttlSeconds: CACHE_TTL_SECONDS[call.family] ?? 0,
      timeoutMs: deps.timeoutMs,
      now: deps.now,
      waitUntil: ctx ? (p) => ctx.waitUntil(p) : undefined,
    });
  }

  let response: Response;
  try {
    response = await withTimeout(load(url.search)(), deps.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  } catch (err) {
    if (err instanceof OriginTimeout) return jsonError(504, 'origin_timeout');
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

async function readBody(request: Request, call: SmbCall): Promise<ArrayBuffer | Response> {
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
  const body = await readBounded(request, isMultipart ? MAX_MULTIPART_BODY_BYTES : MAX_JSON_BODY_BYTES);
  return body === 'too_large' ? jsonError(413, 'payload_too_large') : body;
}

/** The origin learns the client from headers set here, never from the client's own X-Forwarded-*. */
function forwardHeaders(request: Request, url: URL): Headers {
  const headers = new Headers();
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
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
  body: ArrayBuffer | undefined,
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

async function callUpstream(
  config: Config,
  path: string,
  search: string,
  method: string,
  headers: Headers,
  body: ArrayBuffer | undefined,
  deps: SmbDeps,
): Promise<Response> {
  const target = `${config.SMB_ORIGIN.replace(/\/+$/, '')}${path}${search}`;
  const sent = new Headers(headers);
  if (config.SMB_UPSTREAM_SECRET) sent.set(UPSTREAM_SECRET_HEADER, config.SMB_UPSTREAM_SECRET);
  // The timeout cancels the subrequest itself (not only our wait for it): decision 0164.
  const signal = AbortSignal.timeout(deps.timeoutMs ?? ORIGIN_TIMEOUT_MS);
  const request = new Request(target, { method, headers: sent, body, redirect: 'manual', signal });
  let upstream: Response;
  try {
    upstream = await (deps.upstreamFetch ?? fetch)(request);
  } catch (err) {
    if (signal.aborted) throw new OriginTimeout(`upstream did not answer within the budget`);
    throw err;
  }
  noteUpstream(upstream.status);
  if (upstream.status >= 500) {
    log('error', 'upstream_error', { call: path, upstream_status: upstream.status });
    return jsonError(502, 'upstream_error');
  }
  const out = new Response(upstream.body, upstream);
  for (const h of HOP_BY_HOP) out.headers.delete(h);
  // Cookies of the vendor's domain must become ours: drop their Domain attribute.
  const cookies = upstream.headers.getSetCookie();
  if (cookies.length) {
    out.headers.delete('Set-Cookie');
    for (const c of cookies) out.headers.append('Set-Cookie', c.replace(/;\s*Domain=[^;]*/gi, ''));
  }
  return out;
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
