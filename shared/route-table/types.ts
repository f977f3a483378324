import type { Audience, LangKey } from '../languages';

/**
 * The shape of a route table entry (docs/architecture.md "The route table"). Patterns are matched segment by
 * segment, case-sensitively, exactly as the specs write them. `:name` is a parameter, `:name?` an
 * optional one (last segment only).
 */
export type Frame =
  /** header, footer, floating buttons, cookie banner */
  | 'standard'
  /** no frame at all (the terms-of-service pages, spec 001 §2.2) */
  | 'none'
  /** embedded in a frame: content only, no cookie banner (spec 001 §2.1 "/iframe") */
  | 'iframe'
  /** a header showing only the page title (spec 001 §2.2 /business/SDK/privacy) */
  | 'title-only';

/** A parameter restriction: the allowed values (anything else is a 404) or a pattern they must match. */
export type ParamRule = readonly string[] | RegExp;

export type RouteDef = {
  id: string;
  path: string;
  /** Whose languages the route exists in; 'all' takes every prefix (terms-of-service pages). */
  audience: Audience | 'all';
  /** The page module under client/pages/<page>/page.tsx; 'basic' shows the route's title and heading. */
  page: string;
  frame?: Frame;
  params?: Record<string, ParamRule>;
  /** spec 001 §5: /business/plan and /business/investors are always full page loads. */
  fullLoad?: boolean;
  /**
   * The parameter names a CMS entry must exist for (spec-rulings 4): a value the content doesn't know is
   * a 404. Until the route's loader resolves it, only the `known` values render.
   */
  contentBacked?: boolean;
  /** Values the specs name for a content-backed or open parameter (the sitemap lists them). */
  known?: Record<string, readonly string[]>;
  /**
   * The languages the route exists in when fewer than its audience's (the forums, decision 0130); the
   * others redirect to the English page like another audience's prefix (spec-rulings 1).
   */
  langs?: readonly LangKey[];
  /** Extra i18n namespace of the page (beside common, seo and the audience's). */
  ns?: 'account' | 'contact' | 'showcase';
  /** The seo-namespace key of the title, heading and description when it isn't the route id. */
  seoKey?: string;
  /** Left out of sitemap.xml (personal, transactional or preview pages). */
  sitemap?: false;
  /** spec-rulings 16: what the bare form of an optional parameter shows, in words. */
  bare?: string;
  /**
   * Every query parameter the page reads (decision 0288), each with the values it may take. The
   * `canonical` ones select what the page shows: the only ones its canonical address keeps (decision
   * 0170; UTM and other tracking parameters are dropped). The edge HTML cache keys a page on these
   * alone, and only on allowed values (worker/render/html-cache-policy.ts).
   */
  query?: Readonly<Record<string, QueryParam>>;
};

/**
 * A query parameter a page reads: the values it may take (a list, or a pattern the whole value must
 * match; anything else never makes a stored copy), whether the canonical address keeps it, and
 * `cache: false` for a personal or open-ended value (an id of the visitor's request, search words, a
 * module address): a page asked with it is rendered, never stored.
 */
export type QueryParam = { values: readonly string[] | RegExp; canonical?: true; cache?: false };

/** Any value up to 200 characters: for parameters that never make a stored copy (`cache: false`). */
export const ANY_VALUE = /^[\s\S]{0,200}$/;

export type RedirectDef = {
  from: string;
  /** Target path without language prefix; `:name` placeholders are filled from the match. */
  to: string;
  /** spec-rulings 15: 302 for defaults that may change, 301 for pages that moved. */
  status: 301 | 302;
  params?: Record<string, ParamRule>;
  /** Query parameters added to the target (spec: face-analyzer/attributes → ?type=attributes). */
  query?: Record<string, string>;
};
