import {
  AUDIENCE_LANGS,
  type Audience,
  homeAudience,
  LANG_KEYS,
  type LangKey,
  langFromPrefix,
  langPath,
} from './languages';

/**
 * The route table: the only place a URL pattern is written (DESIGN "The route table").
 * Patterns are matched segment by segment, case-sensitively, exactly as the specs write them.
 * `:name` is a parameter, `:name?` an optional one (last segment only). A parameter with an
 * `allowed` list accepts only those values (anything else is a 404, never a fallback).
 */
export type Frame = 'standard' | 'none' | 'iframe';

export type RouteDef = {
  id: string;
  path: string;
  /** Whose languages the route exists in; 'all' takes every prefix (terms-of-service pages). */
  audience: Audience | 'all';
  /** The page module under client/pages/<page>/page.tsx. */
  page: string;
  frame?: Frame;
  params?: Record<string, readonly string[]>;
  /** spec 001 §5: /business/plan and /business/investors are always full page loads. */
  fullLoad?: boolean;
};

export type RedirectDef = {
  from: string;
  /** Target path without language prefix; `:name` placeholders are filled from the match. */
  to: string;
  status: 301 | 302;
  params?: Record<string, readonly string[]>;
  /** Query parameters added to the target (spec: face-analyzer/attributes → ?type=attributes). */
  query?: Record<string, string>;
};

export const ROUTES = [
  { id: 'business-home', path: '/business', audience: 'business', page: 'business-home' },
  { id: 'consumer-home', path: '/consumer', audience: 'consumer', page: 'consumer-home' },
] as const satisfies readonly RouteDef[];

export const REDIRECTS: readonly RedirectDef[] = [];

export type RouteId = (typeof ROUTES)[number]['id'];
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
  allowed: Record<string, readonly string[]> | undefined,
): Params | null {
  const params: Params = {};
  if (parts.length > pattern.length) return null;
  for (let i = 0; i < pattern.length; i++) {
    const seg = pattern[i]!;
    const part = parts[i];
    if (seg.kind === 'literal') {
      if (part !== seg.value) return null;
      continue;
    }
    if (part === undefined) {
      if (!seg.optional) return null;
      continue;
    }
    const list = allowed?.[seg.name];
    if (list && !list.includes(part)) return null;
    params[seg.name] = part;
  }
  return params;
}

const compiledRoutes = (ROUTES as readonly RouteDef[]).map((r) => ({ def: r, segments: compile(r.path) }));
const compiledRedirects = REDIRECTS.map((r) => ({ def: r, segments: compile(r.from) }));
const routesById = new Map<string, RouteDef>((ROUTES as readonly RouteDef[]).map((r) => [r.id, r]));

export function routeById(id: string): RouteDef | undefined {
  return routesById.get(id);
}

export function routeLangs(route: RouteDef): readonly LangKey[] {
  return route.audience === 'all' ? LANG_KEYS : AUDIENCE_LANGS[route.audience];
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
  /** The route exists but not in this language (SPEC-NOTES 1): the same page in English. */
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

/** Builds a link to a route in a language: `href('ja', 'business-home')` → `/ja/business`. */
export function href(lang: LangKey, id: RouteId | (string & {}), params: Params = {}): string {
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
