import type { Context } from 'hono';
import type { FormState } from '../../shared/forms';
import { type Audience, homeAudience, type LangKey, supportsAudience } from '../../shared/languages';
import {
  canonicalCasePath,
  canonicalSpelling,
  homeHref,
  matchPath,
  namesKnownContent,
  type Params,
  type RouteDef,
  splitLang,
} from '../../shared/routes';
import type { AppEnv } from '../app-env';
import { i18nFor } from '../i18n';
import { LOADERS } from '../loaders';
import { featureFlagsOf, frameLinksOf, isBlogPath, isBlogRoute } from '../loaders/frame';
import type { LoaderResult } from '../loaders/types';
import { noteRoute } from '../log';
import { requestBasics, streamPage } from '../render/render-page';
import { withQuery } from './with-query';

/** Every page of the route table: redirects, other-language rules, loaders, 404s, then the streamed page. */
export async function pageHandler(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  const { pathname, search } = url;

  // spec-rulings 15: a trailing slash redirects to the path without it (query kept); so does every
  // other spelling of a path (`%73` for `s`, `//`: issue 44, decision 0321). Never off-site: the
  // spelling always starts with one slash (`//evil.example/` → `/evil.example`).
  const spelled = canonicalSpelling(pathname);
  if (spelled !== pathname) return c.redirect(withQuery(spelled, search), 301);

  const { lang, prefixed, parts } = splitLang(pathname);
  if (prefixed && parts.length === 0) {
    // `/ja` → `/ja/business`, `/pt` → `/pt/consumer` (spec 000 §2).
    return c.redirect(withQuery(homeHref(lang), search), 302);
  }

  const match = matchPath(pathname);
  if (!match) {
    // spec-rulings 15: `/business/sdk/privacy` → `/business/SDK/privacy` (docs/decisions/0006).
    const canonical = canonicalCasePath(pathname);
    return canonical ? c.redirect(withQuery(canonical, search), 301) : renderNotFound(c);
  }
  if (match.kind === 'redirect') {
    // `/business/blog` → its first page: with the blog off there is none (spec 001 §4 / §6).
    if (isBlogPath(parts) && !featureFlagsOf(c).blog) return renderNotFound(c);
    return c.redirect(withQuery(match.location, search), match.status);
  }
  // spec-rulings 1: see docs/decisions/0004-other-audience-prefixes.md.
  if (match.kind === 'other-language') return c.redirect(withQuery(match.location, search), 302);

  return renderRoute(c, url, match);
}

/** Extras of a page rendered again after a form post (worker/forms): the form's state and status. */
export type RenderExtras = { form?: FormState; status?: number };

/** A matched route: its loader, then the streamed page (also the re-render of a posted form). */
export async function renderRoute(
  c: Context<AppEnv>,
  url: URL,
  match: { lang: LangKey; route: RouteDef; params: Params },
  extras: RenderExtras = {},
): Promise<Response> {
  const { lang, route, params } = match;
  noteRoute(route.id);
  const audience: Audience = route.audience === 'all' ? homeAudience(lang) : route.audience;
  const loader = LOADERS[route.id];
  // Loaders name things in the page's language (loadedI18n): its translations are loaded first.
  await i18nFor(c.env, lang, c.get('config').BRAND_NAME);
  // spec-rulings 4: without a loader to ask the content, only the values the specs name exist.
  if (!loader && !namesKnownContent(route, params)) return renderNotFound(c);
  // spec 001 §4 / §6 "blog only if enabled": with FEATURE_BLOG off the blog is gone, not just unlinked.
  if (isBlogRoute(route) && !featureFlagsOf(c).blog) return renderNotFound(c);
  const result: LoaderResult = loader
    ? await loader({ c, lang, audience, route, params, url })
    : { kind: 'page' };
  if (result.kind === 'not-found') return renderNotFound(c);
  if (result.kind === 'redirect') return c.redirect(result.location, extras.form ? 303 : result.status);
  if (result.kind === 'unavailable') return renderUnavailable(c, lang, audience);

  const res = await streamPage({
    ...requestBasics(c),
    status: extras.status ?? 200,
    lang,
    audience,
    routeId: route.id,
    page: result.page ?? route.page,
    params,
    frame: route.frame,
    seoKey: route.seoKey,
    ns: route.ns,
    data: result.data,
    deferred: result.deferred,
    deferredSections: result.deferredSections,
    head: result.head,
    frameLinks: frameLinksOf(c),
    form: extras.form,
  });
  // A page missing a secondary part (spec 001 §8) must not be kept by the edge's HTML cache.
  if (result.partial) res.headers.set('Cache-Control', 'no-store');
  return res;
}

/** The branded 404 in the request's language (its prefix, else English). */
export function renderNotFound(c: Context<AppEnv>): Promise<Response> {
  noteRoute('not-found');
  const { lang, parts } = splitLang(new URL(c.req.url).pathname);
  const audience = audienceFor(lang, parts[0]);
  return streamPage({
    ...requestBasics(c),
    status: 404,
    lang,
    audience,
    routeId: 'not-found',
    page: 'not-found',
    frameLinks: frameLinksOf(c),
  });
}

/**
 * spec-rulings 12: the content is unavailable and nothing stale can be served — the frame with a short
 * notice in the visitor's language, 503, never indexed.
 */
export async function renderUnavailable(c: Context<AppEnv>, lang: LangKey, audience: Audience) {
  const res = await streamPage({
    ...requestBasics(c),
    indexable: false,
    status: 503,
    lang,
    audience,
    routeId: 'server-error',
    page: 'server-error',
    frameLinks: frameLinksOf(c),
  });
  res.headers.set('Retry-After', '30');
  return res;
}

export function audienceFor(lang: LangKey, first: string | undefined): Audience {
  if (first === 'consumer' && supportsAudience(lang, 'consumer')) return 'consumer';
  if (first === 'business' && supportsAudience(lang, 'business')) return 'business';
  return homeAudience(lang);
}
