import { tryOnModule } from 'virtual:client-assets';
import { nameKey } from '../../client/components/showcase/links';
import type { ShowcaseData } from '../../client/components/showcase/types';
import { PRODUCT_VIEW_PAGES } from '../../shared/route-table/showcase';
import { href, type Params, routeById } from '../../shared/routes';
import {
  type AreaView,
  areaFor,
  autoLoads,
  campaignAllowed,
  moduleAddress,
  moduleApiKey,
  moduleLanguage,
  moduleVersionFor,
  parseShowcaseQuery,
  showcasePageKey,
} from '../../shared/showcase';
import { catalogFor } from '../../shared/showcase-catalog';
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../../shared/showcase-content';
import { languageTypeFor } from '../../shared/smb/content';
import { loadedI18n } from '../i18n';
import { smbJson } from '../smb/client';
import { edgeOf, failure } from './cms';
import type { Head, Loader, LoaderArgs } from './types';

/**
 * Loaders of the demo store (shared/route-table/showcase.ts, spec 001 §2.3): the feature area, the
 * SKU catalogue, the query parameters and the try-on module's address, decided on the worker so the
 * first render and in-app navigation show the same thing.
 */

/**
 * The module's address: the vendor's when a module host is configured (decision 0152), else the site's
 * own embedded module (docs/tryon.md, decision 0260) — one address for every version and feature, so
 * moving between showcase pages never swaps it — unless TRYON_EMBEDDED is off.
 */
export function moduleFor(args: LoaderArgs, view: AreaView, version: string, sdk: string | null) {
  const config = args.c.get('config');
  // spec 001 §7: the API key differs per feature: the configured one, else the public demo key.
  const apiKey = config.TRYON_API_KEYS[view.area] ?? moduleApiKey(view);
  const host = edgeOf(args.c).links?.tryOnModuleHost ?? '';
  if (host) return { address: moduleAddress(host, version, apiKey, sdk), embedded: false, apiKey };
  const on = config.TRYON_EMBEDDED === 'on';
  return { address: on ? tryOnModule : null, embedded: on, apiKey };
}

/** The page name (showcase:names key) of the routes without a feature parameter. */
const ROUTE_FEATURE: Record<string, string> = {
  'showcase-shadefinder': 'shadefinder',
  'showcase-skincare': 'skincare',
  'showcase-3d-viewer': '3d-viewer',
  'showcase-ai-makeup-transfer': 'ai-makeup-transfer',
};

function build(args: LoaderArgs, extra: Partial<ShowcaseData> = {}): ShowcaseData {
  const query = parseShowcaseQuery(args.url.searchParams);
  const view = extra.view ?? areaFor(args.route.id, args.params);
  const feature =
    extra.content?.pagePath ??
    args.params.productType ??
    args.params.feature ??
    ROUTE_FEATURE[args.route.id] ??
    view.view;
  const version = moduleVersionFor(view, query.mode);
  const edge = edgeOf(args.c);
  return {
    view,
    feature,
    query,
    catalog: catalogFor(extra.content?.catalog ?? catalogKey(feature, view)) ?? null,
    module: {
      ...moduleFor(args, view, version, query.sdk),
      version,
      language: moduleLanguage(args.lang),
      autoLoad: extra.content ? extra.content.autoLoad : autoLoads(view),
    },
    campaignAllowed: campaignAllowed(edge),
    content: null,
    pageText: null,
    ...extra,
  };
}

/** The areas with the analysis page module (the skin model and demo models stay out of the store's chunk). */
const ANALYSIS_AREAS = new Set(['faceanalyzer', 'skincare']);
/** The areas with a page module of their own (spec 001 §2.3): the tutorial and the style quiz. */
const AREA_PAGES: Partial<Record<string, string>> = {
  tutorial: 'showcase-tutorial',
  personality: 'showcase-personality',
};

/** The page module of an area: the store's unless the area has its own. */
function pageFor(area: string): { page?: string } {
  if (ANALYSIS_AREAS.has(area)) return { page: 'showcase-analysis' };
  const page = AREA_PAGES[area];
  return page ? { page } : {};
}

/**
 * A product page's "Try it live" (issue 39 §2, decision 0339): the demo store's data for the showcase
 * page of the product, as that page's own loader builds it (its catalogue, module address and
 * defaults; none of the product page's query), never loading by itself — the visitor's press does.
 * Null where that page is not the store's try-on (the analysis, tutorial and quiz pages have their own
 * modules; footwear, bags and scarves show products) or the site has no try-on module.
 */
export function inlineShowcase(
  args: LoaderArgs,
  routeId: string,
  params: Params = {},
): { data: ShowcaseData; storeHref: string } | null {
  const route = routeById(routeId);
  if (!route) return null;
  const storeHref = href(args.lang, routeId, params);
  const data = build({ ...args, route, params, url: new URL(storeHref, args.url) });
  if (pageFor(data.view.area).page || PRODUCT_VIEW_PAGES.includes(data.feature) || !data.module.address)
    return null;
  return { data: { ...data, module: { ...data.module, autoLoad: false } }, storeHref };
}

/** The translated page name in the head (the seo title's {{name}}), instead of the slug in words. */
function headFor(args: LoaderArgs, data: ShowcaseData): Head {
  const i18n = loadedI18n(args.lang, args.c.get('config').BRAND_NAME);
  const name = i18n.t(`showcase:names.${nameKey(data.feature)}`);
  const key = args.route.seoKey ?? args.route.id;
  return {
    title: i18n.t(`seo:${key}.title`, { name }),
    description: i18n.t(`seo:${key}.description`, { name }),
  };
}

/** The 3D viewer's ring and watch views offer those catalogues; the shade finder the foundations. */
function catalogKey(feature: string, view: AreaView): string {
  if (view.area === '3dviewer') return view.view === 'watch' ? 'watches' : 'rings';
  // The shade finder matches foundation shades.
  if (view.area === 'shadefinder') return 'foundation';
  // Makeup transfer copies a look: the sample looks are its references (docs/tryon-hair.md).
  if (view.area === 'genai/aimakeuptransfer') return 'look';
  return feature;
}

/** The demo-store entry of a language with this pageKey (English when it has none), as the CMS answers. */
function demoStoreEntry(args: LoaderArgs, pageKey: string) {
  const q = new URLSearchParams({
    type: DEMO_STORE_FEATURE_TYPE,
    languageType: languageTypeFor(args.lang),
    defaultEnu: 'true',
    pageKey,
  });
  return smbJson(args.c, 'strapi.queryContentByLanguage', DemoStoreFeatureAnswer, { query: q }).catch(() => ({
    ok: false as const,
    status: 503,
  }));
}

/**
 * A coded demo-store page (decision 0334, amending 0296): the engine's UI, catalogue and defaults are
 * the site's; its title and lead are the CMS's when an entry has the page's key. The CMS failing only
 * costs those words (spec 001 §8), and such a page is not stored.
 */
const showcasePage: Loader = async (args) => {
  const entry = await demoStoreEntry(args, showcasePageKey(args.url.pathname));
  const found = entry.ok ? entry.data.data.attributes.content : null;
  const pageText = found ? { title: found.title, description: found.description } : null;
  const data = build(args, { pageText });
  const named = args.route.id === 'showcase-product' || args.route.id === 'showcase-page';
  return {
    kind: 'page',
    partial: !entry.ok && entry.status >= 500,
    data,
    ...pageFor(data.view.area),
    ...(pageText ? { head: pageText } : named ? { head: headFor(args, data) } : {}),
  };
};

/** The content-driven feature page: 404 when the CMS has no such feature, 503 when it is down. */
const contentPage: Loader = async (args) => {
  const r = await demoStoreEntry(args, args.params.pageKey ?? '');
  if (!r.ok) return failure(r.status);
  const content = r.data.data.attributes.content;
  return {
    kind: 'page',
    data: build(args, { content }),
    head: { title: content.title, description: content.description },
  };
};

export const SHOWCASE_LOADERS: Record<string, Loader> = {
  'showcase-product': showcasePage,
  'showcase-page': showcasePage,
  'showcase-content': contentPage,
  'showcase-ai-makeup-transfer': showcasePage,
  'showcase-shadefinder': showcasePage,
  'showcase-skincare': showcasePage,
  'showcase-3d-viewer': showcasePage,
};
