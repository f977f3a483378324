import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LANG_COOKIE } from '../../shared/preferences';
import { preferredLanguage } from '../../shared/resolve-language';
import { homeHref } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { withQuery } from './with-query';

/**
 * The bare root (spec 000 §2, spec-rulings 3, 14, 15): the chosen-language cookie, else Accept-Language,
 * else English; business, or consumer for consumer-only languages. 302 with Vary, query kept.
 */
export function rootRedirect(c: Context<AppEnv>): Response {
  const lang = preferredLanguage(getCookie(c, LANG_COOKIE), c.req.header('accept-language') ?? null);
  const { search } = new URL(c.req.url);
  const res = c.redirect(withQuery(homeHref(lang), search), 302);
  res.headers.set('Vary', 'Cookie, Accept-Language');
  res.headers.set('Cache-Control', 'private, no-cache');
  return res;
}
