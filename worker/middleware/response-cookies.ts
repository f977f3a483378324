import type { Context } from 'hono';
import { serialize } from 'hono/utils/cookie';
import type { AppEnv } from '../app-env';

/** A cookie the edge sets for the browser's scripts; maxAge 0 removes it, undefined = session. */
export type EdgeCookie = { name: string; value: string; maxAge?: number };

/**
 * Appends cookies to the response and keeps every cache from storing it: a response that sets
 * cookies is personal (issue 4; docs/architecture.md "Caching"). Not HttpOnly: the browser's forms and the preview
 * banner read these (decision 0012) — none of them is a credential. SameSite=Lax so a campaign link
 * from another site still lands them; Secure in production.
 */
export function setEdgeCookies(c: Context<AppEnv>, cookies: readonly EdgeCookie[]): void {
  if (cookies.length === 0) return;
  // Copy the response so its headers are mutable whatever produced it.
  const res = new Response(c.res.body, c.res);
  appendEdgeCookies(res.headers, cookies, c.get('config').ENVIRONMENT === 'production');
  c.res = undefined;
  c.res = res;
}

/** The same cookies written into headers this code made itself (no copy): the edge HTML cache's hit. */
export function appendEdgeCookies(headers: Headers, cookies: readonly EdgeCookie[], secure: boolean): void {
  if (cookies.length === 0) return;
  for (const { name, value, maxAge } of cookies) {
    headers.append('Set-Cookie', serialize(name, value, { path: '/', sameSite: 'Lax', secure, maxAge }));
  }
  headers.set('Cache-Control', 'private, no-store');
}
