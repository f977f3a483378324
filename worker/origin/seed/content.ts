/**
 * The embedded origin's seed content as table rows and SQL statements — one source for
 * `scripts/seed-content.mjs` (writes worker/origin/seed/content.sql) and for worker tests
 * (tests/worker/seed-content.ts). Deterministic: ids are hashes of natural keys and dates are fixed,
 * so regenerating gives the same file and loading twice changes nothing (INSERT OR REPLACE).
 */
import type { LanguageType } from '../../../shared/smb/content';
import { COLOR_TRENDS, NEWS, SUCCESS_STORIES, VIDEOS } from './data/articles.ts';
import { withArtwork, withSessionArt } from './data/artwork.ts';
import { blogSeeds } from './data/blog.ts';
import { businessHome, businessMenu } from './data/business-home.ts';
import {
  APPS,
  appPage,
  CONSUMER_PAGES,
  consumerAppsPage,
  consumerHome,
  consumerHomeSeo,
  consumerMenu,
  FEATURE_BRIEFS,
  featurePage,
} from './data/consumer.ts';
import { COURSES, SESSIONS, SPEAKERS } from './data/courses.ts';
import {
  type Brief,
  type BriefText,
  BUSINESS_LTS,
  type BusinessLt,
  briefFaqs,
  briefText,
  type CmsSeed,
  CONSUMER_LTS,
  EN_UI,
  pickC,
  relatedSlugs,
  type SeedUi,
  solutionPage,
} from './data/helpers.ts';
import { INFO_PAGES, JAPANESE_MENU_PAGES, TERMS_PAGES } from './data/info.ts';
import { PACKS } from './data/l10n/index.ts';
import { MEDIA_NEWS, MEDIA_SUCCESS_STORIES, MEDIA_VIDEOS, mediaExtraSeeds, NEWS_JA } from './data/media.ts';
import { ONLINE_SERVICE_PAGES } from './data/online-service.ts';
import { PRODUCT_BRIEFS } from './data/products.ts';
import { DEMO_STORE_FEATURES } from './data/showcase.ts';
import { CAMPAIGN_BRIEFS, SERVICE_BRIEFS, TECHNOLOGY_BRIEFS } from './data/solutions.ts';

export const SEED_UPDATED_AT = '2025-01-15T00:00:00.000Z';

/** Preview forms seeded as drafts (decision 0041). */
export const SEED_FORM_IDS = {
  businessHome: 'preview-business-home',
  virtualMakeup: 'preview-virtual-makeup',
  unpublishedProduct: 'preview-ai-lash-try-on',
} as const;

/** 32-bit FNV-1a → a positive id that stays the same for the same natural key. */
export function stableId(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 1) + 1;
}

/** spec: a vuid names one published version: `<type>-<page>-<lang>-v<version>`, lower-case. */
export function vuidFor(type: string, pageKey: string, lt: string, version = 1): string {
  const page = pageKey.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'main';
  return `${type.toLowerCase().replace(/_/g, '-')}-${page}-${lt}-v${version}`;
}

// ─── The entries ─────────────────────────────────────────────────────────────────────────────────

/** The template words of a language: its translation when there is one, else English. */
function uiOf(lt: LanguageType): SeedUi {
  return { ...EN_UI, ...(lt === 'enu' ? undefined : PACKS[lt]?.ui) };
}

function seoOf(title: string, description: string) {
  return { metaTitle: `${title} | {{brand}}`, metaDescription: description };
}

function cmsSeeds(): CmsSeed[] {
  const out: CmsSeed[] = [];
  const en = 'enu' as const;

  for (const lt of BUSINESS_LTS) {
    const home = businessHome(lt);
    out.push({
      type: 'BUSINESS_HOME',
      pageKey: '',
      languageType: lt,
      content: home,
      path: '/business',
      seo: {
        metaTitle: `{{brand}} | ${home.banners[0]!.title}`,
        metaDescription: home.banners[0]!.description,
      },
      snapshot: lt === 'enu',
    });
    out.push({ type: 'BUSINESS_MENU', pageKey: '', languageType: lt, content: businessMenu(lt) });
  }
  for (const lt of CONSUMER_LTS) {
    const home = consumerHome(lt);
    out.push({
      type: 'CONSUMER_HOME',
      pageKey: '',
      languageType: lt,
      content: home,
      path: '/consumer',
      seo: consumerHomeSeo(lt),
    });
    out.push({ type: 'CONSUMER_MENU', pageKey: '', languageType: lt, content: consumerMenu(lt) });
    const apps = consumerAppsPage(lt);
    const appsSeo = seoOf(apps.topBanner.title, apps.topBanner.description);
    out.push({
      type: 'CONSUMER_PAGE',
      pageKey: 'apps',
      languageType: lt,
      content: apps,
      path: '/consumer/apps',
      seo: appsSeo,
    });
  }

  const briefs = [
    ['PRODUCT_PAGE', 'products', 'product', PRODUCT_BRIEFS, 'products'],
    ['TECHNOLOGY_PAGE', 'technologies', 'technology', TECHNOLOGY_BRIEFS, 'technologies'],
    ['SERVICE_PAGE', 'services', 'service', SERVICE_BRIEFS, 'services'],
    ['CAMPAIGN_PAGE', 'campaign', 'campaign', CAMPAIGN_BRIEFS, 'campaigns'],
  ] as const;
  for (const [type, folder, kind, list, family] of briefs) {
    for (const lt of BUSINESS_LTS) {
      const ui = uiOf(lt);
      const textOf = (x: Brief): BriefText | undefined => (lt === en ? x : PACKS[lt]?.[family]?.[x.slug]);
      for (const b of list) {
        const t = textOf(b);
        if (!t) continue;
        const related = relatedSlugs(list, b).map((slug) => {
          const r = list.find((x) => x.slug === slug)!;
          return { slug, ...(textOf(r) ?? r) };
        });
        const faqs = briefFaqs(t, kind, ui);
        out.push({
          type,
          pageKey: b.slug,
          languageType: lt,
          content: solutionPage(t, kind, ui, related),
          functionKey: b.functionKey,
          path: `/business/${folder}/${b.slug}`,
          seo: seoOf(t.title, briefText(t)),
          seoExtra:
            b.slug === 'ai-skin-diagnostic' && kind === 'product'
              ? {
                  metaType: 'PRODUCT',
                  isSoftwareSchema: true,
                  enableHowTo: true,
                  howToTotalTime: 'PT2M',
                  howToTool: t.steps?.length ? [t.steps[0]![1]] : [],
                  serpSteps: (t.steps ?? []).map(([name, text]) => ({ name, text, image: null })),
                  serpFaqs: [
                    // spec 001 §5: sorted by order on the page …
                    { question: t.faqs[0]![0], answer: t.faqs[0]![1], order: 2 },
                    { question: t.faqs[1]![0], answer: t.faqs[1]![1], order: 1 },
                    // … and kept only with both question and answer — this one is dropped by the page.
                    { question: 'Draft question without an answer', answer: null, order: 3 },
                  ],
                }
              : { serpFaqs: faqs.map(([question, answer], i) => ({ question, answer, order: i + 1 })) },
        });
      }
    }
  }

  const pageFamilies = [
    ['ONLINE_SERVICE_PAGE', ONLINE_SERVICE_PAGES, 'onlineService', BUSINESS_LTS],
    ['INFO_PAGE', INFO_PAGES, 'infoPages', BUSINESS_LTS],
    ['TERMS_PAGE', TERMS_PAGES, 'termsPages', BUSINESS_LTS],
    ['CONSUMER_PAGE', CONSUMER_PAGES, 'consumerPages', CONSUMER_LTS],
  ] as const;
  for (const [type, list, family, lts] of pageFamilies) {
    for (const lt of lts) {
      for (const s of list) {
        const content = lt === en ? s.content : PACKS[lt]?.[family]?.[s.pageKey];
        if (!content) continue;
        const t = content.topBanner;
        out.push({
          type,
          pageKey: s.pageKey,
          languageType: lt,
          content,
          path: s.path,
          seo: seoOf(t.title, t.description),
        });
      }
    }
  }
  // The Japanese-only menu targets: a Japanese entry and its English fallback (frame issue).
  for (const s of JAPANESE_MENU_PAGES) {
    const t = s.content.topBanner;
    out.push({
      type: s.type,
      pageKey: s.pageKey,
      languageType: s.languageType,
      content: s.content,
      path: s.path,
      seo: seoOf(t.title, t.description),
    });
  }
  for (const lt of CONSUMER_LTS) {
    const ui = uiOf(lt);
    for (const a of APPS) {
      const t = lt === en ? a : PACKS[lt]?.apps?.[a.code];
      if (!t) continue;
      out.push({
        type: 'CONSUMER_APP',
        pageKey: a.code,
        languageType: lt,
        content: appPage(
          a,
          lt,
          t,
          ui,
          a.tools.map((slug) => {
            const f = FEATURE_BRIEFS.find((x) => x.slug === slug)!;
            return { slug, ...((lt === en ? f : PACKS[lt]?.features?.[slug]) ?? f) };
          }),
        ),
        path: `/consumer/apps/${a.code}`,
        seo: seoOf(t.name, pickC(a.tagline, lt)),
        seoExtra: { isSoftwareSchema: true },
      });
    }
    for (const f of FEATURE_BRIEFS) {
      const t = lt === en ? f : PACKS[lt]?.features?.[f.slug];
      if (!t) continue;
      out.push({
        type: 'CONSUMER_FEATURE',
        pageKey: f.slug,
        languageType: lt,
        content: featurePage(t, ui),
        path: `/consumer/features/${f.slug}`,
        seo: seoOf(t.title, t.promise),
        seoExtra: {
          enableHowTo: true,
          serpSteps: t.steps.map(([name, text]) => ({ name, text, image: null })),
          serpFaqs: t.faqs.map(([question, answer], i) => ({ question, answer, order: i + 1 })),
        },
      });
    }
  }

  // The blog (spec 001 §2.5): posts, authors and their translations (data/blog.ts).
  out.push(...blogSeeds());
  const news = [...NEWS, ...MEDIA_NEWS];
  // Business articles: English, then each language's translation of their words (data/l10n).
  const translated = <T, W>(lt: BusinessLt, e: T, t: W | undefined): T | undefined =>
    lt === en ? e : t && { ...e, ...t };
  for (const lt of BUSINESS_LTS) {
    const pack = lt === en ? undefined : PACKS[lt];
    for (const e of news) {
      // The Japanese news list predates the packs (data/media.ts NEWS_JA).
      const n =
        lt === 'jpn' && NEWS_JA[e.newsHandle] ? undefined : translated(lt, e, pack?.news?.[e.newsHandle]);
      if (!n) continue;
      out.push({
        type: 'NEWS',
        pageKey: n.newsHandle,
        languageType: lt,
        content: n,
        path: `/business/news/${n.newsHandle}`,
        seo: seoOf(n.title, n.summary),
        seoExtra: { metaType: 'ARTICLE' },
        sortDate: n.publishedAt,
      });
    }
  }
  for (const lt of BUSINESS_LTS) {
    const pack = lt === en ? undefined : PACKS[lt];
    for (const e of [...VIDEOS, ...MEDIA_VIDEOS]) {
      const v = translated(lt, e, pack?.videos?.[e.videoId]);
      if (!v) continue;
      out.push({
        type: 'VIDEO',
        pageKey: v.videoId,
        languageType: lt,
        content: v,
        path: `/business/video/${v.videoId}`,
        seo: seoOf(v.title, v.description),
        seoExtra: {
          metaType: 'VIDEO',
          enableVideo: true,
          videoLink: v.videoUrl,
          videoDuration: v.videoDuration,
        },
        sortDate: v.createdTime,
      });
    }
    for (const e of [...SUCCESS_STORIES, ...MEDIA_SUCCESS_STORIES]) {
      const s = translated(lt, e, pack?.stories?.[e.storyHandle]);
      if (!s) continue;
      out.push({
        type: 'SUCCESS_STORY',
        pageKey: s.storyHandle,
        languageType: lt,
        content: s,
        path: `/business/successstory/${s.storyHandle}`,
        seo: seoOf(s.title, s.summary),
        sortDate: s.publishedAt,
      });
    }
    for (const e of COLOR_TRENDS) {
      const c = translated(lt, e, pack?.trends?.[e.trendHandle]);
      if (!c) continue;
      out.push({
        type: 'COLOR_TREND',
        pageKey: c.trendHandle,
        languageType: lt,
        content: c,
        path: `/business/color-trends/${c.trendHandle}`,
        seo: seoOf(c.title, c.summary),
        sortDate: c.publishedAt,
      });
    }
    // The demo store's content-driven feature pages (spec 001 §2.3, decision 0151).
    for (const { pageKey, ...e } of DEMO_STORE_FEATURES) {
      const content = translated(lt, e, pack?.demoStore?.[pageKey]);
      if (!content) continue;
      out.push({
        type: 'DEMO_STORE_FEATURE',
        pageKey,
        languageType: lt,
        content,
        path: `/business/showcase/content/${pageKey}`,
        seo: seoOf(content.title, content.description),
      });
    }
  }

  out.push(...mediaExtraSeeds(news));

  // Preview drafts: reachable only through their form id (decision 0041).
  const enHome = businessHome('enu');
  out.push({
    type: 'BUSINESS_HOME',
    pageKey: '',
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.businessHome,
    content: {
      ...enHome,
      banners: [
        { ...enHome.banners[0]!, title: 'Draft: a new season of beauty tech' },
        ...enHome.banners.slice(1),
      ],
    },
  });
  const vm = PRODUCT_BRIEFS.find((b) => b.slug === 'virtual-makeup')!;
  out.push({
    type: 'PRODUCT_PAGE',
    pageKey: vm.slug,
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.virtualMakeup,
    functionKey: vm.functionKey,
    content: solutionPage({ ...vm, title: `${vm.title} (draft)` }, 'product'),
  });
  out.push({
    type: 'PRODUCT_PAGE',
    pageKey: 'ai-lash-try-on',
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.unpublishedProduct,
    content: solutionPage(
      {
        title: 'AI Lash Try-On',
        promise: 'Lash styles and mascaras, tried on live.',
        detail: 'Lash rendering follows each blink so volume and length look real.',
        benefits: [
          ['Volume and length', 'Compare natural, volume and dramatic lashes.'],
          ['Mascara finishes', 'Black, brown and coloured formulas.'],
          ['Pairs with eyeliner', 'Combine with liner and shadow looks.'],
        ],
        faqs: [['When will it launch?', 'This page is an unpublished draft.']],
      },
      'product',
    ),
  });
  return out;
}

// ─── Rows ────────────────────────────────────────────────────────────────────────────────────────

export type CmsRow = {
  id: number;
  type: string;
  page_key: string;
  language_type: LanguageType;
  status: 'published' | 'draft';
  form_id: string | null;
  vuid: string | null;
  function_key: string | null;
  seo: string | null;
  content: string;
  snapshot: string | null;
  sort_date: string | null;
  updated_at: string;
};

export type SeoRow = {
  id: number;
  source_id: string;
  path: string;
  language_type: LanguageType;
  body: string;
  updated_at: string;
};

export type ContentSeed = {
  cms_entries: CmsRow[];
  seo_meta: SeoRow[];
  courses: {
    id: number;
    course_key: string;
    type: string;
    language_type: string;
    body: string;
    updated_at: string;
  }[];
  speakers: { id: number; body: string; updated_at: string }[];
  sessions: { id: number; course_id: number; start_date: string; body: string; updated_at: string }[];
  session_speakers: { session_id: number; speaker_id: number; position: number }[];
};

const SOCIAL_URLS = { x: 'https://x.example.com/brand', youtube: 'https://www.youtube.example.com/@brand' };

function seoBody(entryId: number, seed: CmsSeed): string {
  return JSON.stringify({
    sourceId: `cms-${entryId}`,
    path: seed.path,
    languageType: seed.languageType,
    title: seed.seo!.metaTitle,
    ogTitle: null,
    description: seed.seo!.metaDescription,
    ogDescription: null,
    imageUrl: null,
    metaType: 'PAGE',
    enableHowTo: false,
    howToTotalTime: null,
    howToSupply: [],
    howToTool: [],
    serpSteps: [],
    serpFaqs: [],
    enableVideo: false,
    videoCover: null,
    videoLink: null,
    videoDuration: null,
    isSoftwareSchema: false,
    socialUrls: SOCIAL_URLS,
    ...seed.seoExtra,
  });
}

/** The entry as query-content-by-vuid would answer it — frozen as the version's snapshot. */
function snapshotOf(row: Omit<CmsRow, 'snapshot'>): string {
  return JSON.stringify({
    data: {
      id: row.id,
      attributes: {
        type: row.type,
        languageType: row.language_type,
        pageKey: row.page_key,
        functionKey: row.function_key,
        seo: row.seo ? JSON.parse(row.seo) : null,
        status: row.status,
        vuid: row.vuid,
        formId: row.form_id,
        updatedAt: row.updated_at,
        content: JSON.parse(row.content),
      },
    },
  });
}

export function buildContentSeed(): ContentSeed {
  const cms: CmsRow[] = [];
  const seo: SeoRow[] = [];
  for (const s of withArtwork(cmsSeeds())) {
    const status = s.status ?? 'published';
    const id = stableId(`cms|${s.type}|${s.pageKey}|${s.languageType}|${status}|${s.formId ?? ''}`);
    const base = {
      id,
      type: s.type,
      page_key: s.pageKey,
      language_type: s.languageType,
      status,
      form_id: s.formId ?? null,
      vuid: status === 'published' ? vuidFor(s.type, s.pageKey, s.languageType) : null,
      function_key: s.functionKey ?? null,
      seo: s.seo ? JSON.stringify(s.seo) : null,
      content: JSON.stringify(s.content),
      sort_date: s.sortDate ?? null,
      updated_at: SEED_UPDATED_AT,
    };
    cms.push({ ...base, snapshot: s.snapshot ? snapshotOf(base) : null });
    if (s.path && s.seo && status === 'published') {
      seo.push({
        id: stableId(`seo|${s.path}|${s.languageType}`),
        source_id: `cms-${id}`,
        path: s.path,
        language_type: s.languageType,
        body: seoBody(id, s),
        updated_at: SEED_UPDATED_AT,
      });
    }
  }
  return {
    cms_entries: cms,
    seo_meta: seo,
    courses: COURSES.map((c) => ({
      id: c.id,
      course_key: c.courseKey,
      type: c.type,
      language_type: c.languageType,
      body: JSON.stringify(c),
      updated_at: SEED_UPDATED_AT,
    })),
    speakers: SPEAKERS.map((s) => ({ id: s.id, body: JSON.stringify(s), updated_at: SEED_UPDATED_AT })),
    sessions: SESSIONS.map(({ session }) => ({
      id: session.id,
      course_id: session.courseId,
      start_date: session.sessionStartDate,
      body: JSON.stringify(withSessionArt(session)),
      updated_at: SEED_UPDATED_AT,
    })),
    session_speakers: SESSIONS.flatMap(({ session, speakerIds }) =>
      speakerIds.map((speaker_id, position) => ({ session_id: session.id, speaker_id, position })),
    ),
  };
}

// ─── Statements ──────────────────────────────────────────────────────────────────────────────────

export type SeedValue = string | number | null;
export type SeedStatement = { sql: string; values: SeedValue[] };

/** Parents before children; INSERT OR REPLACE makes every load idempotent. */
export function contentSeedStatements(seed: ContentSeed = buildContentSeed()): SeedStatement[] {
  const statements: SeedStatement[] = [];
  for (const table of Object.keys(seed) as (keyof ContentSeed)[]) {
    for (const row of seed[table]) {
      const cols = Object.keys(row);
      statements.push({
        sql: `INSERT OR REPLACE INTO ${table} (${cols.join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        values: Object.values(row) as SeedValue[],
      });
    }
  }
  return statements;
}

function literal(v: SeedValue): string {
  if (v === null) return 'NULL';
  if (typeof v === 'number') return String(v);
  return `'${v.replaceAll("'", "''")}'`;
}

/** The statements as one SQL script (values inlined), for `wrangler d1 execute --file`. */
export function contentSeedSql(statements: SeedStatement[] = contentSeedStatements()): string {
  const lines = statements.map((s) => {
    let i = 0;
    return `${s.sql.replace(/\?/g, () => literal(s.values[i++] ?? null))};`;
  });
  return `-- Generated by scripts/seed-content.mjs from worker/origin/seed/data — do not edit by hand.\n${lines.join('\n')}\n`;
}
