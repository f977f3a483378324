import type { Context } from 'hono';
import type { z } from 'zod';
import type { SmbErrorBody } from '../../../shared/smb/content';

export type ContentEnv = { Bindings: Env };
export type ContentContext = Context<ContentEnv>;

/** Longest query string the content calls accept; longer is a 400, never work for the database. */
export const MAX_QUERY_LENGTH = 2048;

/**
 * Validates the query string against a call's schema. Unknown parameters (utm_*, cache busters) are
 * ignored; a repeated parameter counts once (the last). Bad input → a 400 answer with field messages.
 */
export function parseQuery<S extends z.ZodType>(
  c: ContentContext,
  schema: S,
): { ok: true; data: z.infer<S> } | { ok: false; response: Response } {
  const url = new URL(c.req.url);
  if (url.search.length > MAX_QUERY_LENGTH) {
    return { ok: false, response: errorJson(c, 400, 'bad_request', 'query string too long') };
  }
  const result = schema.safeParse(Object.fromEntries(url.searchParams));
  if (result.success) return { ok: true, data: result.data };
  const issues = result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return { ok: false, response: errorJson(c, 400, 'bad_request', 'invalid query', issues) };
}

export function errorJson(
  c: ContentContext,
  status: 400 | 404 | 503,
  error: string,
  message?: string,
  issues?: SmbErrorBody['issues'],
): Response {
  const body: SmbErrorBody = { error, ...(message ? { message } : {}), ...(issues ? { issues } : {}) };
  return c.json(body, status);
}

export const notFound = (c: ContentContext) => errorJson(c, 404, 'not_found', 'no such content');

/**
 * Seed texts say {{brand}} where the brand belongs (decision 0043); the origin answers with the configured
 * name, like the vendor's CMS would. The placeholder only ever sits inside JSON strings, so the name is
 * inserted JSON-escaped.
 */
export function fillBrand(json: string, brand: string | undefined): string {
  if (!json.includes('{{brand}}')) return json;
  const escaped = JSON.stringify(brand?.trim() || 'Brand').slice(1, -1);
  return json.replaceAll('{{brand}}', escaped);
}

/** Answers prebuilt JSON text (rows hold JSON already: no parse/stringify round trip). */
export function jsonText(c: ContentContext, json: string, headers: Record<string, string> = {}): Response {
  return c.body(fillBrand(json, c.env.BRAND_NAME), 200, {
    'Content-Type': 'application/json; charset=utf-8',
    ...headers,
  });
}

/**
 * D1 errors worth one more try (decision 0245): the database was busy or the connection was reset.
 * Cloudflare documents these as transient; local D1 (one SQLite file) reports a concurrent writer as
 * SQLITE_BUSY. Anything else (a bad query, a missing table) is final.
 */
const TRANSIENT_D1 =
  /SQLITE_BUSY|database is locked|internal error|Network connection lost|storage caused object to be reset|reset because its code was updated/i;

/** Wait before the second try: long enough for a concurrent write to commit. */
const RETRY_AFTER_MS = 30;

/**
 * A content call's handler, run once more when D1 fails transiently. Every content call only reads,
 * so running it again is safe; a second failure goes to the routes' error answer (503).
 */
export function retryTransient<C extends ContentContext>(
  handler: (c: C) => Promise<Response>,
): (c: C) => Promise<Response> {
  return async (c) => {
    try {
      return await handler(c);
    } catch (error) {
      if (!(error instanceof Error) || !TRANSIENT_D1.test(error.message)) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
      return handler(c);
    }
  };
}
