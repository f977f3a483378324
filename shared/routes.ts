import { AUDIENCE_LANGS, homeAudience, LANG_KEYS, type LangKey, langFromPrefix, langPath } from './languages';

import { ACCOUNT_ROUTES } from './route-table/account';
import { CONTACT_REDIRECTS, CONTACT_ROUTES } from './route-table/contact';
import { CONTENT_REDIRECTS, CONTENT_ROUTES } from './route-table/content';
import { RESOURCE_REDIRECTS, RESOURCE_ROUTES } from './route-table/resources';
import { SHOWCASE_REDIRECTS, SHOWCASE_ROUTES } from './route-table/showcase';
import type { ParamRule, QueryParam, RedirectDef, RouteDef } from './route-table/types';

export type { Frame, ParamRule, QueryParam, RedirectDef, RouteDef } from './route-table/types';

/**
 * The route table: the only place a URL pattern is written (docs/architecture.md "The route table"), one file per
 * family under shared/route-table/. The first match wins, redirects before routes, so a fixed path
 * is listed before a parameter in the same position.
 */
export const ROUTES: readonly RouteDef[] = [
  ...CONTENT_ROUTES,
  ...ACCOUNT_ROUTES,
  ...CONTACT_ROUTES,
  ...SHOWCASE_ROUTES,
  ...RESOURCE_ROUTES,
];

export const REDIRECTS: readonly RedirectDef[] = [
  ...CONTENT_REDIRECTS,
  ...CONTACT_REDIRECTS,
  ...SHOWCASE_REDIRECTS,
  ...RESOURCE_REDIRECTS,
];

export type RouteId = string;
export type Params = Record<string, string>;

type Segment = { kind: 'literal'; value: string } | { kind: 'param'; name: string; optional: boolean };

function compile(path: string): Segment[] {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) =>
      s.startsWith(':')
        ? { kind: 'param', name: s.replace(/^:|\?$/g, ''), optional: s.endsWith('?') }
        : { kind: 'literal', value: s },
    );
}

function matchSegments(
  pattern: Segment[],
  parts: string[],
  allowed: Record<string, ParamRule> | undefined,
  ignoreCase = false,
): Params | null {
  const params: Params = {};
  if (parts.length > pattern.length) return null;
  const same = (a: string | undefined, b: string) =>
    ignoreCase ? a?.toLowerCase() === b.toLowerCase() : a === b;
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    const part = parts[i];
    if (seg.kind === 'literal') {
      if (!same(part, seg.value)) return null;
      continue;
    }
    if (part === undefined) {
      if (!seg.optional) return null;
      continue;
    }
    const rule = allowed?.[seg.name];
    // Case-insensitively, a listed value is replaced by its canonical spelling.
    const value = ignoreCase && Array.isArray(rule) ? (rule.find((v) => same(part, v)) ?? part) : part;
    if (!allows(rule, value)) return null;
    params[seg.name] = value;
  }
  return params;
}

function allows(rule: ParamRule | undefined, value: string): boolean {
  if (!rule) return true;
  return rule instanceof RegExp ? rule.test(value) : rule.includes(value);
}

const compiledRoutes = ROUTES.map((r) => ({ def: r, segments: compile(r.path) }));
const compiledRedirects = REDIRECTS.map((r) => ({ def: r, segments: compile(r.from) }));
const routesById = new Map<string, RouteDef>(ROUTES.map((r) => [r.id, r]));

/** Whether a query value is one its parameter's rule allows (the whole value, decision 0288). */
export function queryValueAllowed(param: QueryParam, value: string): boolean {
  if (Array.isArray(param.values)) return param.values.includes(value);
  const pattern = param.values as RegExp;
  pattern.lastIndex = 0;
  return pattern.test(value);
}

export function routeById(id: string): RouteDef | undefined {
  return routesById.get(id);
}

export function routeLangs(route: RouteDef): readonly LangKey[] {
  return route.langs ?? (route.audience === 'all' ? LANG_KEYS : AUDIENCE_LANGS[route.audience]);
}

/** Splits a pathname into its language and the rest; an unknown first segment stays in the rest. */
export function splitLang(pathname: string): { lang: LangKey; prefixed: boolean; parts: string[] } {
  const parts = pathname.split('/').filter(Boolean).map(safeDecode);
  const lang = parts[0] === undefined ? undefined : langFromPrefix(parts[0]);
  if (lang) return { lang, prefixed: true, parts: parts.slice(1) };
  return { lang: 'en', prefixed: false, parts };
}

function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export type RouteMatch =
  | { kind: 'page'; lang: LangKey; route: RouteDef; params: Params }
  | { kind: 'redirect'; lang: LangKey; location: string; status: 301 | 302 }
  /** The route exists but not in this language (spec-rulings 1): the same page in English. */
  | { kind: 'other-language'; lang: LangKey; route: RouteDef; params: Params; location: string };

/** Matches a pathname (without query) against redirects, then routes. null → 404. */
export function matchPath(pathname: string): RouteMatch | null {
  const { lang, parts } = splitLang(pathname);
  for (const { def, segments } of compiledRedirects) {
    const params = matchSegments(segments, parts, def.params);
    if (params) {
      const target = fillPath(def.to, params);
      const query = def.query ? `?${new URLSearchParams(def.query)}` : '';
      return { kind: 'redirect', lang, location: `${langPath(lang)}${target}${query}`, status: def.status };
    }
  }
  for (const { def, segments } of compiledRoutes) {
    const params = matchSegments(segments, parts, def.params);
    if (!params) continue;
    if (routeLangs(def).includes(lang)) return { kind: 'page', lang, route: def, params };
    return { kind: 'other-language', lang, route: def, params, location: fillPath(def.path, params) };
  }
  return null;
}

/**
 * The one spelling of a path (issue 44, F19; decision 0321): every segment decoded, as matching reads
 * it, and written again as the site's own links write it (encodeURIComponent, like fillPath and
 * localizedPath); empty segments and a trailing slash dropped. `/busines%73`, `/business//products` and
 * `/business/` name the same page as `/business` and `/business/products`: a page answers only under
 * this spelling (the others redirect 301 here), so the edge cache keeps one copy per page, not one per
 * spelling. A fixed point: the spelling of a spelling is itself.
 */
export function canonicalSpelling(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  return `/${parts.map((s) => encodeURIComponent(safeDecode(s))).join('/')}`;
}

/**
 * spec-rulings 15: paths match exactly as the specs write them (`/business/SDK/privacy`, `generative-AI`);
 * a path that matches only when case is ignored gets the canonical spelling (the caller redirects 301).
 */
export function canonicalCasePath(pathname: string): string | null {
  const segs = pathname.split('/').filter(Boolean).map(safeDecode);
  const prefixLang = segs[0] === undefined ? undefined : langFromPrefix(segs[0].toLowerCase());
  const lang = prefixLang ?? 'en';
  const parts = prefixLang ? segs.slice(1) : segs;
  const candidates = [
    ...compiledRedirects.map(({ def, segments }) => ({ segments, rules: def.params, path: def.from })),
    ...compiledRoutes.map(({ def, segments }) => ({ segments, rules: def.params, path: def.path })),
  ];
  for (const { segments, rules, path } of candidates) {
    const params = matchSegments(segments, parts, rules, true);
    if (!params) continue;
    const canonical = `${langPath(lang)}${fillPath(path, params)}`;
    return canonical === pathname ? null : canonical;
  }
  return null;
}

function fillPath(pattern: string, params: Params): string {
  return pattern
    .split('/')
    .map((s) => {
      if (!s.startsWith(':')) return s;
      const value = params[s.replace(/^:|\?$/g, '')];
      return value === undefined ? '' : encodeURIComponent(value);
    })
    .filter((s, i) => i === 0 || s !== '')
    .join('/');
}

/**
 * The language a visitor of `lang` reads at an unprefixed site path: `lang`, or English when the page
 * does not exist in `lang` (spec-rulings 1, decision 0130: the forums keep their own languages) — so a
 * link can say so before the click (issue 27 item 15).
 */
export function pathLanguage(path: string, lang: LangKey): LangKey {
  const bare = path.split(/[?#]/)[0]!;
  if (!bare.startsWith('/') || lang === 'en') return lang;
  const m = matchPath(`${langPath(lang)}${bare}`);
  return m?.kind === 'other-language' ? 'en' : lang;
}

/** Builds a link to a route in a language: `href('ja', 'business-home')` → `/ja/business`. */
export function href(lang: LangKey, id: RouteId, params: Params = {}): string {
  const route = routesById.get(id);
  if (!route) throw new Error(`Unknown route ${id}`);
  return `${langPath(lang)}${fillPath(route.path, params)}`;
}

/** The same page in another language (used by the language switcher and hreflang links). */
export function localizedPath(pathname: string, to: LangKey): string {
  const { parts } = splitLang(pathname);
  const rest = parts.map(encodeURIComponent).join('/');
  return `${langPath(to)}/${rest}`.replace(/\/$/, '') || '/';
}

/** The home of the audience a language lands on (spec 000 §2: consumer for consumer-only languages). */
export function homeHref(lang: LangKey): string {
  return href(lang, `${homeAudience(lang)}-home`);
}

/**
 * spec-rulings 4: whether a content-backed route's parameters are ones the specs name. Used until (and
 * where) the route's loader resolves values against the content; an open parameter with no list is unknown.
 */
export function namesKnownContent(route: RouteDef, params: Params): boolean {
  if (!route.contentBacked) return true;
  return Object.entries(params).every(([name, value]) => route.known?.[name]?.includes(value) ?? false);
}
