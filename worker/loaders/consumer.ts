import type { AppCard, StoreContext } from '../../client/components/app-store/types';
import type { ConsumerAppData } from '../../client/pages/consumer-app/data';
import type { ConsumerAppsData } from '../../client/pages/consumer-apps/data';
import type { ConsumerDownloadData } from '../../client/pages/consumer-download/data';
import type { ConsumerFeatureData } from '../../client/pages/consumer-feature/data';
import { DOWNLOAD_APPS, isDownloadApp, storeDeviceOf } from '../../shared/consumer-apps';
import { featuresOf, groupOf } from '../../shared/consumer-features';
import type { Section } from '../../shared/smb/content';
import {
  type ConsumerAppView,
  type ContentPageView,
  reshapeConsumerApp,
  reshapeHome,
} from '../../shared/smb/content-reshape';
import { loadedI18n } from '../i18n';
import { cmsByLanguage, cmsList, failure } from './cms';
import { cmsPage, contentPage, headOf, menus } from './content';
import { searchPage } from './search';
import type { Head, Loader, LoaderArgs } from './types';

/**
 * Loaders of the consumer routes of shared/route-table/content.ts (spec 001 §2.7), keyed by route id.
 * Like the business pages they decide 200 / 404 / 503 from the CMS before the first byte, ask with
 * defaultEnu (English where no translation is seeded) and take titles from the SEO meta of the path.
 */

/** spec 001 §5: the store button follows the device — decided here from the request, then hydrated. */
function storeContext(args: LoaderArgs): StoreContext {
  const req = args.c.req;
  return {
    device: storeDeviceOf(req.header('User-Agent'), req.header('Sec-CH-UA-Platform')),
    origin: args.url.origin,
  };
}

/**
 * The title when the path has no SEO meta in the page's language: the seo namespace's pattern with
 * the entry's real name (an app's or feature's name) instead of its slug (decision 0041: no English
 * meta in a translated page).
 */
function namedHead(args: LoaderArgs, name: string): Partial<Head> {
  const i18n = loadedI18n(args.lang, args.c.get('config').BRAND_NAME);
  const key = args.route.seoKey ?? args.route.id;
  return {
    title: i18n.t(`seo:${key}.title`, { name }),
    description: i18n.t(`seo:${key}.description`, { name }),
  };
}

// ─── Home ────────────────────────────────────────────────────────────────────────────────────────

const home: Loader = async (args) => {
  const [r, head] = await Promise.all([cmsByLanguage(args.c, args.lang, 'CONSUMER_HOME'), headOf(args)]);
  if (!r.ok) return failure(r.status);
  return { kind: 'page', data: reshapeHome(r.data.entry, r.data.asked), head };
};

// ─── Apps ────────────────────────────────────────────────────────────────────────────────────────

const APP_LINK = /^\/consumer\/apps\/([a-z0-9-]+)$/;

/**
 * The apps list page (CONSUMER_PAGE `apps`, translated) joined with the app records (CONSUMER_APP):
 * each card of the page's card grid that links an app gets that app's store fields. The grid itself
 * is drawn by the page with store buttons, so it leaves the generic sections.
 */
async function appCards(args: LoaderArgs) {
  const [listPage, records] = await Promise.all([
    contentPage(args, 'CONSUMER_PAGE', 'apps'),
    cmsList(args.c, args.lang, 'CONSUMER_APP'),
  ]);
  if (!listPage.ok) return { ok: false as const, result: listPage.result };
  if (!records.ok) return { ok: false as const, result: failure(records.status) };
  const byCode = new Map<string, ConsumerAppView>();
  for (const e of records.data) {
    try {
      const v = reshapeConsumerApp(e);
      byCode.set(v.app.id, v);
    } catch {
      // not an app record: ignored
    }
  }
  const view = listPage.view;
  const gridIndex = view.sections.findIndex(
    (s) => s.component === 'card-grid' && s.cards.some((c) => c.link && APP_LINK.test(c.link)),
  );
  const grid = view.sections[gridIndex] as Extract<Section, { component: 'card-grid' }> | undefined;
  const fromGrid: AppCard[] = (grid?.cards ?? []).flatMap((card) => {
    const code = card.link ? APP_LINK.exec(card.link)?.[1] : undefined;
    if (!code) return [];
    const rec = byCode.get(code);
    return [
      {
        code,
        name: card.title,
        tagline: card.description,
        stores: rec?.app ?? null,
        version: rec?.app.version ?? null,
      },
    ];
  });
  // Records the page's grid does not list still appear (a new app before the list page is edited).
  const listed = new Set(fromGrid.map((a) => a.code));
  const extra: AppCard[] = [...byCode.values()]
    .filter((v) => !listed.has(v.app.id))
    .map((v) => ({
      code: v.app.id,
      name: v.app.appName,
      tagline: v.description,
      stores: v.app,
      version: v.app.version,
    }));
  const rest: ContentPageView = { ...view, sections: view.sections.filter((_, i) => i !== gridIndex) };
  return {
    ok: true as const,
    view: rest,
    grid: grid ? { title: grid.title, description: grid.description ?? '' } : null,
    apps: [...fromGrid, ...extra],
  };
}

const apps: Loader = async (args) => {
  const [cards, head] = await Promise.all([appCards(args), headOf(args)]);
  if (!cards.ok) return cards.result;
  const data: ConsumerAppsData = {
    view: cards.view,
    grid: cards.grid,
    apps: cards.apps,
    store: storeContext(args),
  };
  return { kind: 'page', page: 'consumer-apps', data, head: { ...head, shareFamily: 'apps' as const } };
};

/** spec 001 §2.7, spec-rulings 4: the eight codes and any other value the content knows; else 404. */
const app: Loader = async (args) => {
  const code = args.params.appType ?? '';
  const [r, head] = await Promise.all([cmsByLanguage(args.c, args.lang, 'CONSUMER_APP', code), headOf(args)]);
  if (!r.ok) return failure(r.status);
  let view: ConsumerAppView;
  try {
    view = reshapeConsumerApp(r.data.entry, r.data.asked);
  } catch {
    return { kind: 'not-found' };
  }
  // spec 001 §3.5: the record's banners stand in for the page banner's images when it has none.
  view = {
    ...view,
    banner: {
      ...view.banner,
      backgroundDesktop: view.banner.backgroundDesktop ?? view.app.bannerDesktop,
      backgroundMobile: view.banner.backgroundMobile ?? view.app.bannerMobile,
    },
  };
  const data: ConsumerAppData = { view, store: storeContext(args), download: isDownloadApp(code) };
  // spec 001 §7: an app page is a SoftwareApplication (the store apps run on iOS and Android).
  const pageHead = {
    ...(head ?? namedHead(args, view.app.appName)),
    image: view.banner.backgroundDesktop ?? null,
    shareFamily: 'apps' as const,
    software: { name: view.app.appName, operatingSystem: 'iOS, Android' },
  };
  return { kind: 'page', page: 'consumer-app', data, head: pageHead };
};

/**
 * spec 001 §2.7 appdownload/{defaultApp?}: the six download apps; the bare path is a chooser with none
 * preselected (route table `bare`), an app code preselects that app.
 */
const appDownload: Loader = async (args) => {
  const [cards, download, head] = await Promise.all([
    appCards(args),
    contentPage(args, 'CONSUMER_PAGE', 'appdownload'),
    headOf(args),
  ]);
  if (!cards.ok) return cards.result;
  if (!download.ok) return download.result;
  const data: ConsumerDownloadData = {
    view: download.view,
    selected: args.params.defaultApp ?? null,
    apps: DOWNLOAD_APPS.flatMap((code) => cards.apps.filter((a) => a.code === code)),
    store: storeContext(args),
  };
  return { kind: 'page', page: 'consumer-download', data, head };
};

// ─── Features ────────────────────────────────────────────────────────────────────────────────────

const RELATED_LIMIT = 6;

/** spec 001 §2.7, spec-rulings 4: a feature page exists when the content has it; else 404. */
const feature: Loader = async (args) => {
  const slug = args.params.feature ?? '';
  const [page, head] = await Promise.all([contentPage(args, 'CONSUMER_FEATURE', slug), headOf(args)]);
  if (!page.ok) return page.result;
  const group = groupOf(slug) ?? null;
  const data: ConsumerFeatureData = {
    view: page.view,
    slug,
    group,
    related: group
      ? featuresOf(group)
          .filter((s) => s !== slug)
          .slice(0, RELATED_LIMIT)
      : [],
  };
  if (head) return { kind: 'page', page: 'consumer-feature', data, head };
  // Without meta in this language, the feature's translated name (consumer namespace) names the page.
  const i18n = loadedI18n(args.lang, args.c.get('config').BRAND_NAME);
  const key = `consumer:features.names.${slug}`;
  const name = i18n.exists(key) ? i18n.t(key) : page.view.title;
  return { kind: 'page', page: 'consumer-feature', data, head: namedHead(args, name) };
};

const consumerPage = (pageKey: string) => cmsPage('CONSUMER_PAGE', () => pageKey);

export const CONSUMER_LOADERS: Record<string, Loader> = {
  'consumer-home': home,
  'consumer-apps': apps,
  'consumer-app': app,
  'consumer-about': consumerPage('about-us'),
  'consumer-impressum': consumerPage('impressum'),
  'consumer-accessibility': consumerPage('accessibility-statement'),
  'app-download': appDownload,
  'highlight-ymk': consumerPage('highlight/ymk'),
  'consumer-gcse': (args) => searchPage(args.c, args.lang, 'consumer', args.url, 'site-search'),
  'consumer-menus': menus('CONSUMER_MENU'),
  'consumer-feature': feature,
};
