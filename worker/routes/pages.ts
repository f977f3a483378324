import type { Context } from 'hono';
import { type Audience, homeAudience, type LangKey, supportsAudience } from '../../shared/languages';
import { homeHref, matchPath, splitLang } from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { requestBasics, streamPage } from '../render/render-page';

/** Every page of the route table: redirects, other-language rules, 404s, then the streamed page. */
export async function pageHandler(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const { pathname, search } = url;

  // SPEC-NOTES 15: a trailing slash redirects to the path without it (query kept).
  if (pathname.length > 1 && pathname.endsWith('/')) {
    return c.redirect(`${pathname.replace(/\/+$/, '') || '/'}${search}`, 301);
  }

  const { lang, prefixed, parts } = splitLang(pathname);
  if (prefixed && parts.length === 0) {
    // `/ja` → `/ja/business`, `/pt` → `/pt/consumer` (spec 000 §2).
    return c.redirect(`${homeHref(lang)}${search}`, 302);
  }

  const match = matchPath(pathname);
  if (!match) return renderNotFound(c);
  if (match.kind === 'redirect') return c.redirect(`${match.location}${search}`, match.status);
  // SPEC-NOTES 1: see docs/decisions/0004-other-audience-prefixes.md.
  if (match.kind === 'other-language') return c.redirect(`${match.location}${search}`, 302);

  const audience: Audience = match.route.audience === 'all' ? homeAudience(lang) : match.route.audience;
  return streamPage({
    ...requestBasics(c),
    status: 200,
    lang,
    audience,
    routeId: match.route.id,
    page: match.route.page,
    params: match.params,
  });
}

/** The branded 404 in the request's language (its prefix, else English). */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  const { lang, parts } = splitLang(new URL(c.req.url).pathname);
  return streamPage({
    ...requestBasics(c),
    status: 404,
    lang,
    audience: audienceFor(lang, parts[0]),
    routeId: 'not-found',
    page: 'not-found',
  });
}

export function audienceFor(lang: LangKey, first: string | undefined): Audience {
  if (first === 'consumer' && supportsAudience(lang, 'consumer')) return 'consumer';
  if (first === 'business' && supportsAudience(lang, 'business')) return 'business';
  return homeAudience(lang);
}
