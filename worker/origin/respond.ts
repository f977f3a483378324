import type { Context, Hono, Env as HonoEnv } from 'hono';
import type { z } from 'zod';
import { WEAK_PASSWORD, WEAK_PASSWORD_MESSAGE } from '../../shared/account/weak-password';
import { rateLimitAddressKey } from '../../shared/client-address';
import { LANGUAGES } from '../../shared/languages';
import type { SmbErrorBody } from '../../shared/smb/common';
import { errorBody, type SmbErrorCode } from '../../shared/smb/error-messages';
import { type SmbCallKey, smbCall } from '../../shared/smb/paths';
import { siteOriginOf } from '../config';
import { originConfig } from './config';

export type OriginEnv = { Bindings: Env };
export type OriginContext = Context<OriginEnv>;

/** A handler for each of these calls (keys of shared/smb/paths.ts). */
export type CallHandlers<K extends SmbCallKey, E extends HonoEnv> = {
  readonly [key in K]: (c: Context<E>) => Response | Promise<Response>;
};

/** Registers each handler at its call's method and path, as the table names them (decision 0269). */
export function routeCalls<E extends HonoEnv>(
  app: Hono<E>,
  handlers: Partial<CallHandlers<SmbCallKey, E>>,
): void {
  for (const [key, handler] of Object.entries(handlers)) {
    if (!handler) continue;
    const call = smbCall(key as SmbCallKey);
    app.on(call.method, call.path, handler);
  }
}

/** Error answer of the account calls: {error, message?, issues?} with the status (spec 000 §8). */
export function fail(
  c: OriginContext,
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 426 | 429 | 503,
  error: SmbErrorCode,
  message?: string,
  extra: Partial<SmbErrorBody> = {},
  headers: Record<string, string> = {},
): Response {
  // spec 000 §8: every rejection carries a message (shared/smb/error-messages.ts has each code's default).
  const body: SmbErrorBody = errorBody(status, error, message, extra);
  return c.json(body, status, { 'Cache-Control': 'no-store', ...headers });
}

export type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates already-decoded input against a call's schema; bad input → 400 with field messages. */
export function validate<S extends z.ZodType>(
  c: OriginContext,
  schema: S,
  input: unknown,
): Parsed<z.infer<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues
    .slice(0, 20)
    .map((i) => ({ path: i.path.join('.'), message: i.message }));
  // A common password gets its own code so forms can say so (decision 0216).
  const error = issues.some((i) => i.message === WEAK_PASSWORD_MESSAGE) ? WEAK_PASSWORD : 'bad_request';
  return { ok: false, response: fail(c, 400, error, 'invalid input', { issues }) };
}

/** Reads a JSON body (the proxy has capped its size and checked its type) and validates it. */
export async function parseJson<S extends z.ZodType>(
  c: OriginContext,
  schema: S,
): Promise<Parsed<z.infer<S>>> {
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    return { ok: false, response: fail(c, 415, 'unsupported_media_type', 'application/json expected') };
  }
  let input: unknown;
  try {
    input = JSON.parse(await c.req.text());
  } catch {
    return { ok: false, response: fail(c, 400, 'malformed_json') };
  }
  return validate(c, schema, input);
}

/** Validates the query string (unknown parameters such as utm_* are ignored; the last repeat wins). */
export function parseQuery<S extends z.ZodType>(c: OriginContext, schema: S): Parsed<z.infer<S>> {
  const url = new URL(c.req.url);
  if (url.search.length > 2048)
    return { ok: false, response: fail(c, 400, 'bad_request', 'query string too long') };
  return validate(c, schema, Object.fromEntries(url.searchParams));
}

/**
 * The per-address rate-limit subject of the client as the proxy saw it (the proxy overwrites any
 * X-Forwarded-For of the client): IPv4 by address, IPv6 by /64 (shared/client-address.ts).
 */
export function clientKey(c: OriginContext): string {
  return rateLimitAddressKey((c.req.header('x-forwarded-for') ?? '').split(',')[0]?.trim());
}

export function isHttps(c: OriginContext): boolean {
  return (c.req.header('x-forwarded-proto') ?? new URL(c.req.url).protocol.replace(':', '')) === 'https';
}

/** The site's own origin for links in e-mails: the configured one, never the request's (decision 0322). */
export function siteOrigin(c: OriginContext): string {
  return siteOriginOf(originConfig(c.env));
}

/** `/ja`, `/zh-tw`, … for a content language code; '' for English. */
export function langPathFor(languageType: string): string {
  const lang = LANGUAGES.find((l) => l.code3 === languageType);
  return lang?.prefix ? `/${lang.prefix}` : '';
}

/**
 * The address a mail links to: the site's origin, the account's language prefix, the page, and its
 * query (the code and e-mail of a password link) — one way for every mailed link.
 */
export function mailedLink(
  origin: string,
  languageType: string,
  page: string,
  query?: Record<string, string>,
): string {
  return `${origin}${langPathFor(languageType)}${page}${query ? `?${new URLSearchParams(query)}` : ''}`;
}

/** The configured brand for mails (one spelling of the fallback for every mail). */
export const brandOf = (c: { env: Pick<Env, 'BRAND_NAME'> }): string => c.env.BRAND_NAME?.trim() || 'Brand';
