import type { CatalogData, CatalogGroup } from '../../client/pages/catalog/data';
import type { CmsPageData, ExploreItem } from '../../client/pages/cms-page/data';
import type { FaqData } from '../../client/pages/faq/data';
import type { MenusData } from '../../client/pages/menus/data';
import type { OnlineServiceData, OnlineServiceFaq } from '../../client/pages/online-service/data';
import type { PlanData, PlanTables } from '../../client/pages/plan/data';
import {
  freeTrialHref,
  type OnlineService,
  type OnlineServiceView,
  onlineServicePageKey,
  onlineServicesFor,
  planLinks,
} from '../../shared/online-service';
import { productShowcase, productTrialHref } from '../../shared/product-pages';
import { FAQ_TYPES } from '../../shared/route-table/content';
import type { Section } from '../../shared/smb/content';
import {
  type ContentPageView,
  reshapeContentPage,
  reshapeHome,
  reshapeMenu,
  sectionsForFormVariant,
} from '../../shared/smb/content-reshape';
import { errorFields, log } from '../log';
import { cmsById, cmsByLanguage, cmsIdOf, cmsList, edgeOf, failure, seoHead } from './cms';
import { entryTitle, searchPage } from './search';
import { inlineShowcase } from './showcase';
import type { Loader, LoaderArgs, LoaderResult } from './types';

/**
 * Loaders of the business routes of shared/route-table/content.ts (spec 001 §2.2), keyed by route id.
 * Each decides 200 / 404 / 503 before the first byte from the CMS (docs/architecture.md "What is decided before the first byte", spec-rulings 4 and 12).
 */

export type PageView = { ok: true; view: ContentPageView } | { ok: false; result: LoaderResult };

/** A content page by type and page key, in the page's language or English. */
export async function contentPage(args: LoaderArgs, type: string, pageKey: string): Promise<PageView> {
  const r = await cmsByLanguage(args.c, args.lang, type, pageKey);
  if (!r.ok) return { ok: false, result: failure(r.status) };
  try {
    return { ok: true, view: reshapeContentPage(r.data.entry, r.data.asked) };
  } catch (error) {
    log('error', 'content_type_mismatch', { content_type: type, page: pageKey, ...errorFields(error) });
    return { ok: false, result: { kind: 'not-found' } };
  }
}

/** The page's SEO meta (spec 001 §7), asked in parallel with its content. */
export const headOf = (args: LoaderArgs) => seoHead(args.c, args.lang, args.url.pathname);

function slug(title: string): string {
  return (
    title
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 50) || 'section'
  );
}

/** Gives every titled section an anchor (kept when the CMS set one) for the explore bar. */
function withAnchors(sections: Section[]): { sections: Section[]; explore: ExploreItem[] } {
  const used = new Set<string>();
  const explore: ExploreItem[] = [];
  const out = sections.map((s) => {
    const title = 'title' in s ? s.title : undefined;
    if (!title) return s;
    let anchor = s.anchor ?? slug(title);
    while (used.has(anchor)) anchor = `${anchor}-2`;
    used.add(anchor);
    explore.push({ anchor, title });
    return { ...s, anchor };
  });
  return { sections: out, explore };
}

/** A fixed CMS page (info pages, online-service campaign, terms of service). */
export function cmsPage(type: string, pageKey: (args: LoaderArgs) => string): Loader {
  return async (args) => {
    const [page, head] = await Promise.all([contentPage(args, type, pageKey(args)), headOf(args)]);
    if (!page.ok) return page.result;
    const data: CmsPageData = { view: page.view };
    return { kind: 'page', page: 'cms-page', data, head };
  };
}

/**
 * Content-backed solution pages (products, technologies, services, campaigns): the parameter names
 * the entry; no entry → 404 (spec-rulings 4). Products also take a `cmsId` preview (content by id,
 * uncached) and the form variant of query `type` (spec 001 §2.2).
 */
function solutionPage(
  type: string,
  param: string,
  opts: {
    preview?: boolean;
    formVariant?: boolean;
    trialOf?: (slug: string) => string;
    /** Product pages: the demo store's try-on of the product, opened inline (issue 39 §2). */
    tryLive?: boolean;
  } = {},
): Loader {
  return async (args) => {
    const cmsId = opts.preview ? cmsIdOf(args.url) : null;
    const [page, head] = await Promise.all([
      cmsId ? byIdPage(args, type, cmsId) : contentPage(args, type, args.params[param] ?? ''),
      headOf(args),
    ]);
    if (!page.ok) return page.result;
    let sections = page.view.sections;
    if (opts.formVariant) sections = sectionsForFormVariant(sections, args.url.searchParams.get('type'));
    const anchored = withAnchors(sections);
    const showcase = opts.tryLive ? productShowcase(args.params[param] ?? '') : undefined;
    const tryLive = showcase ? inlineShowcase(args, showcase[0], showcase[1]) : null;
    const data: CmsPageData = {
      view: { ...page.view, sections: anchored.sections },
      explore: anchored.explore,
      ...(opts.trialOf ? { freeTrial: opts.trialOf(args.params[param] ?? '') } : {}),
      ...(tryLive ? { tryLive } : {}),
    };
    return { kind: 'page', page: 'cms-page', data, head };
  };
}

async function byIdPage(args: LoaderArgs, type: string, cmsId: string): Promise<PageView> {
  const r = await cmsById(args.c, type, cmsId);
  if (!r.ok) return { ok: false, result: failure(r.status) };
  try {
    return { ok: true, view: reshapeContentPage(r.data.entry) };
  } catch {
    return { ok: false, result: { kind: 'not-found' } };
  }
}

// ─── Business home ───────────────────────────────────────────────────────────────────────────────

const businessHome: Loader = async (args) => {
  const [r, head] = await Promise.all([cmsByLanguage(args.c, args.lang, 'BUSINESS_HOME'), headOf(args)]);
  if (!r.ok) return failure(r.status);
  return { kind: 'page', data: reshapeHome(r.data.entry, r.data.asked), head };
};

// ─── FAQ ─────────────────────────────────────────────────────────────────────────────────────────

/** spec 001 §2.2 faq/{defaultType?}: every type is loaded; the bare form shows all, the first open. */
const faq: Loader = async (args) => {
  const active = args.params.defaultType ?? null;
  const [pages, head] = await Promise.all([
    Promise.all(FAQ_TYPES.map((t) => contentPage(args, 'INFO_PAGE', `faq/${t}`))),
    headOf(args),
  ]);
  const failed = pages.find((p) => !p.ok);
  if (failed && !failed.ok) return failed.result;
  const data: FaqData = {
    active,
    types: FAQ_TYPES.map((type, i) => ({ type, view: (pages[i] as { view: ContentPageView }).view })),
  };
  return { kind: 'page', page: 'faq', data, head };
};

// ─── Catalogs: technologies index, solutions/enterprise ──────────────────────────────────────────

const describe = (view: ContentPageView) => view.description;

const technologies: Loader = async (args) => {
  const [list, head] = await Promise.all([cmsList(args.c, args.lang, 'TECHNOLOGY_PAGE'), headOf(args)]);
  if (!list.ok) return failure(list.status);
  const items = list.data
    .map((e) => ({ e, view: reshapeContentPage(e) }))
    .map(({ e, view }) => ({
      href: `/business/technologies/${e.attributes.pageKey}`,
      title: entryTitle(e),
      description: describe(view),
    }))
    .sort((a, b) => a.title.localeCompare(b.title));
  const data: CatalogData = { kind: 'technologies', groups: [{ key: 'all', items }] };
  return { kind: 'page', page: 'catalog', data, head };
};

/** How "view all products" groups the product pages (the desktop Solutions menu's groups, spec 001 §2.1). */
export const PRODUCT_GROUPS: Record<string, readonly string[]> = {
  makeup: [
    'virtual-makeup',
    'ai-shade-finder',
    'ai-makeup-transfer',
    'youcam-tutorial',
    'ai-product-recommendation',
    'beauty-agent-ai-beauty-advisor',
    'ai-nail-color',
  ],
  face: [
    'ai-skin-diagnostic',
    'ai-skin-emulation',
    'ai-skin-analysis-validator',
    'ai-face-analyzer',
    'face-reshaping',
    'ai-personality',
    'fitzpatrick-skin-types',
    'ai-facial-recognition',
  ],
  hair: [
    'live-hair-color',
    'virtual-hairstyles',
    'frizzy-hair-analyzer',
    'hair-type-analysis',
    'hair-length-analysis',
    'ai-beard-dye',
  ],
  accessories: [
    'eye-wear',
    'ar-watch',
    'ar-virtual-ring',
    'ar-bracelet',
    'ar-virtual-earrings',
    'ai-virtual-necklace',
    'virtual-accessories',
    'ar-virtual-accessories',
    '3d-viewer-virtual-try-on',
    '3d-vto-format',
  ],
  retail: ['ba-1-on-1', 'in-store-barcode', 'live-ar-training', 'live-streaming', 'virtual-background'],
};

const enterprise: Loader = async (args) => {
  const [list, head] = await Promise.all([cmsList(args.c, args.lang, 'PRODUCT_PAGE'), headOf(args)]);
  if (!list.ok) return failure(list.status);
  const groupOf = (key: string) =>
    Object.entries(PRODUCT_GROUPS).find(([, keys]) => keys.includes(key))?.[0] ?? 'more';
  const groups = new Map<string, CatalogGroup>();
  for (const key of [...Object.keys(PRODUCT_GROUPS), 'more']) groups.set(key, { key, items: [] });
  for (const e of list.data) {
    const key = e.attributes.pageKey;
    groups.get(groupOf(key))!.items.push({
      href: `/business/products/${key}`,
      title: entryTitle(e),
      description: describe(reshapeContentPage(e)),
    });
  }
  const order = (g: CatalogGroup) => (PRODUCT_GROUPS[g.key] ?? []) as readonly string[];
  const data: CatalogData = {
    kind: 'enterprise',
    groups: [...groups.values()]
      .filter((g) => g.items.length > 0)
      .map((g) => ({
        ...g,
        items: g.items.sort(
          (a, b) => order(g).indexOf(a.href.split('/').pop()!) - order(g).indexOf(b.href.split('/').pop()!),
        ),
      })),
  };
  return { kind: 'page', page: 'catalog', data, head };
};

// ─── Online service and plans ────────────────────────────────────────────────────────────────────

const planSections = (view: ContentPageView) => view.sections.filter((s) => s.component === 'plan-pricing');

const onlineService: Loader = async (args) => {
  const solution = args.params.solution as OnlineService;
  const view: OnlineServiceView = args.params.type === 'plan' ? 'plan' : 'features';
  const services = onlineServicesFor(edgeOf(args.c).domain);
  // spec 001 §6: no aesthetic option on the China domain — its page does not exist there (decision 0082).
  if (!services.includes(solution)) return { kind: 'not-found' };
  const [page, head] = await Promise.all([
    contentPage(args, 'ONLINE_SERVICE_PAGE', onlineServicePageKey(solution, view)),
    headOf(args),
  ]);
  if (!page.ok) return page.result;
  const data: OnlineServiceData = {
    solution,
    view,
    page: page.view,
    planLinks: planLinks(solution),
    freeTrial: freeTrialHref(solution),
    services: [...services],
    query: args.url.search,
  };
  // The Features view ends with the type's FAQ (kept with its plan entry); it streams in later.
  const deferred: Record<string, Promise<OnlineServiceFaq>> = {};
  if (view === 'features') {
    deferred.faq = contentPage(args, 'ONLINE_SERVICE_PAGE', onlineServicePageKey(solution, 'plan')).then(
      (p) => (p.ok ? p.view.sections.filter((s) => s.component === 'section-faq') : []),
    );
  }
  // decision 0248: the FAQ's rules are inlined with the first response's.
  const deferredSections = view === 'features' ? (['section-faq'] as const) : [];
  return { kind: 'page', page: 'online-service', data, deferred, deferredSections, head };
};

const plan: Loader = async (args) => {
  const platform = args.params.platform === 'shopify' ? 'shopify' : 'standard';
  const [page, head] = await Promise.all([contentPage(args, 'INFO_PAGE', 'plan'), headOf(args)]);
  if (!page.ok) return page.result;
  const data: PlanData = { page: page.view, platform };
  const services = onlineServicesFor(edgeOf(args.c).domain);
  const deferred: Record<string, Promise<PlanTables>> = {};
  if (platform === 'standard') {
    deferred.plans = Promise.all(
      services.map(async (solution) => {
        const p = await contentPage(args, 'ONLINE_SERVICE_PAGE', onlineServicePageKey(solution, 'plan'));
        const section = p.ok ? planSections(p.view)[0] : undefined;
        return section && p.ok
          ? [{ solution, title: p.view.title, section, links: planLinks(solution) }]
          : [];
      }),
    ).then((rows) => rows.flat());
  }
  // decision 0248: the plan tables' rules are inlined with the first response's.
  const deferredSections = platform === 'standard' ? (['plan-pricing'] as const) : [];
  return { kind: 'page', page: 'plan', data, deferred, deferredSections, head };
};

// ─── Menus ───────────────────────────────────────────────────────────────────────────────────────

/** spec 001 §2.1 / §7: /business/menus and /consumer/menus show the menu by language, or by id from `cmsId`. */
export const menus =
  (type: 'BUSINESS_MENU' | 'CONSUMER_MENU'): Loader =>
  async (args) => {
    const cmsId = cmsIdOf(args.url);
    const r = cmsId ? await cmsById(args.c, type, cmsId) : await cmsByLanguage(args.c, args.lang, type);
    if (!r.ok) return failure(r.status);
    const data: MenusData = { menu: reshapeMenu(r.data.entry) };
    return { kind: 'page', page: 'menus', data };
  };

const info = (pageKey: string) => cmsPage('INFO_PAGE', () => pageKey);

export const CONTENT_LOADERS: Record<string, Loader> = {
  'business-home': businessHome,
  'business-privacy': info('privacy'),
  'business-terms': info('terms'),
  'business-faq': faq,
  'business-awards': info('info/awards'),
  'business-aboutus': info('info/aboutus'),
  'business-esg': info('info/esg'),
  'shopify-privacy': info('shopify/privacy'),
  'shopify-terms': info('shopify/terms'),
  'business-impressum': info('impressum'),
  'sdk-privacy': info('SDK/privacy'),
  'business-accessibility': info('accessibility-statement'),
  'business-compliance': info('compliance'),
  'ai-apis': info('ai-apis'),
  'integration-partner': info('integration-partner'),
  // Two past events' pages (issue 16 §3), INFO_PAGE entries like the legal pages.
  'beauty-fashion-metaverse': info('beauty-fashion-metaverse'),
  ces2022: info('CES2022'),
  'business-gcse': (args) => searchPage(args.c, args.lang, 'business', args.url, 'site-search'),
  plan,
  technologies,
  technology: solutionPage('TECHNOLOGY_PAGE', 'feature'),
  'solutions-enterprise': enterprise,
  'online-service-campaign': cmsPage('ONLINE_SERVICE_PAGE', () => 'online-service/campaign'),
  'online-service': onlineService,
  product: solutionPage('PRODUCT_PAGE', 'productType', {
    preview: true,
    formVariant: true,
    trialOf: productTrialHref,
    tryLive: true,
  }),
  service: solutionPage('SERVICE_PAGE', 'service'),
  campaign: solutionPage('CAMPAIGN_PAGE', 'feature', { formVariant: true }),
  'business-menus': menus('BUSINESS_MENU'),
  // The targets of the Japanese-only menu items (spec 001 §2.1; frame issue).
  'world-expo-technology': info('world-expo-technology'),
  'tv-exposure': cmsPage('CONSUMER_PAGE', () => 'tv-exposure'),
  'terms-of-service': cmsPage('TERMS_PAGE', (args) => args.params.doc ?? ''),
};
