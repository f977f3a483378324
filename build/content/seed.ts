/**
 * The embedded origin's seed content as table rows and SQL statements, built from content/ (decision
 * 0266) — one source for `scripts/seed-content.mjs` (writes the SQL `npm run db:setup` applies) and
 * for the worker tests (tests/worker/seed-content.ts). Deterministic: ids are hashes of natural keys
 * and dates are fixed, so regenerating gives the same file and loading twice changes nothing (INSERT
 * OR REPLACE). Every row is checked against the proxy's contracts before it is written.
 */
import { DEMO_STORE_FEATURE_TYPE, DemoStoreFeatureAnswer } from '../../shared/showcase-content';
import { CmsEntrySchema, type LanguageType } from '../../shared/smb/content';
import { CourseSchema, SessionSchema, SpeakerSchema } from '../../shared/smb/course';
import { withArtwork, withSessionArt } from './artwork.ts';
import { blogSeeds } from './blog.ts';
import { appPage, featurePage } from './consumer.ts';
import { type ContentFiles, type ContentSources, contentSources, sourceOf } from './sources.ts';
import {
  type Brief,
  BUSINESS_LTS,
  briefFaqs,
  briefText,
  type CmsSeed,
  CONSUMER_LTS,
  p,
  relatedSlugs,
  solutionPage,
} from './templates.ts';
import { applyWords, ContentError } from './words.ts';

export const SEED_UPDATED_AT = '2025-01-15T00:00:00.000Z';

/** Preview forms seeded as drafts (decision 0041). */
export const SEED_FORM_IDS = {
  businessHome: 'preview-business-home',
  virtualMakeup: 'preview-virtual-makeup',
  unpublishedProduct: 'preview-ai-lash-try-on',
  businessMenu: 'preview-business-menu',
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

function seoOf(title: string, description: string) {
  return { metaTitle: `${title} | {{brand}}`, metaDescription: description };
}

function cmsSeeds(src: ContentSources): CmsSeed[] {
  const out: CmsSeed[] = [];
  const en = 'enu' as const;
  const { localise } = src;

  const businessHome = src.single('business/home') as { banners: { title: string; description: string }[] };
  const businessMenu = src.single('business/menu');
  for (const lt of BUSINESS_LTS) {
    const home = localise(lt, 'business/home', businessHome);
    if (home) {
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
        source: sourceOf(lt, 'business/home'),
      });
    }
    const menu = localise(lt, 'business/menu', businessMenu);
    if (menu) {
      out.push({
        type: 'BUSINESS_MENU',
        pageKey: '',
        languageType: lt,
        content: menu,
        source: sourceOf(lt, 'business/menu'),
      });
    }
  }
  const consumerHome = src.single('consumer/home');
  const consumerHomeSeo = src.single('consumer/home-seo') as { metaTitle: string; metaDescription: string };
  const consumerMenu = src.single('consumer/menu');
  const consumerApps = src.single('consumer/apps') as { topBanner: { title: string; description: string } };
  for (const lt of CONSUMER_LTS) {
    const home = localise(lt, 'consumer/home', consumerHome);
    const seo = localise(lt, 'consumer/home-seo', consumerHomeSeo);
    if (home && seo) {
      out.push({
        type: 'CONSUMER_HOME',
        pageKey: '',
        languageType: lt,
        content: home,
        path: '/consumer',
        seo,
        source: sourceOf(lt, 'consumer/home'),
      });
    }
    const menu = localise(lt, 'consumer/menu', consumerMenu);
    if (menu) {
      out.push({
        type: 'CONSUMER_MENU',
        pageKey: '',
        languageType: lt,
        content: menu,
        source: sourceOf(lt, 'consumer/menu'),
      });
    }
    const apps = localise(lt, 'consumer/apps', consumerApps);
    if (apps) {
      out.push({
        type: 'CONSUMER_PAGE',
        pageKey: 'apps',
        languageType: lt,
        content: apps,
        path: '/consumer/apps',
        seo: seoOf(apps.topBanner.title, apps.topBanner.description),
        source: sourceOf(lt, 'consumer/apps'),
      });
    }
  }

  const briefs = [
    ['PRODUCT_PAGE', 'products', 'product', src.briefs.products],
    ['TECHNOLOGY_PAGE', 'technologies', 'technology', src.briefs.technologies],
    ['SERVICE_PAGE', 'services', 'service', src.briefs.services],
    ['CAMPAIGN_PAGE', 'campaign', 'campaign', src.briefs.campaigns],
  ] as const;
  for (const [type, folder, kind, list] of briefs) {
    const family = `${kind === 'campaign' ? 'campaigns' : folder}`;
    for (const lt of BUSINESS_LTS) {
      const ui = src.uiOf(lt);
      const textOf = (x: Brief): Brief | undefined => localise(lt, `${family}/${x.slug}`, x);
      for (const b of list) {
        const t = textOf(b);
        if (!t) continue;
        const related = relatedSlugs(list, b).map((slug) => {
          const r = list.find((x) => x.slug === slug)!;
          return textOf(r) ?? r;
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
          source: sourceOf(lt, `${family}/${b.slug}`),
        });
      }
    }
  }

  const pageFamilies = [
    ['ONLINE_SERVICE_PAGE', 'online-service', BUSINESS_LTS],
    ['INFO_PAGE', 'info', BUSINESS_LTS],
    ['TERMS_PAGE', 'terms', BUSINESS_LTS],
    ['CONSUMER_PAGE', 'consumer-pages', CONSUMER_LTS],
  ] as const;
  for (const [type, folder, lts] of pageFamilies) {
    for (const lt of lts) {
      for (const s of src.pages[folder]) {
        const content = localise(lt, `${folder}/${s.pageKey}`, s)?.content as
          | { topBanner: { title: string; description: string } }
          | undefined;
        if (!content) continue;
        const t = content.topBanner;
        out.push({
          type,
          pageKey: s.pageKey,
          languageType: lt,
          content,
          path: s.path,
          seo: seoOf(t.title, t.description),
          source: sourceOf(lt, `${folder}/${s.pageKey}`),
        });
      }
    }
  }
  // The Japanese-only menu targets: a Japanese entry and its English fallback (frame issue).
  for (const e of src.japanMenu) {
    for (const lt of ['jpn', 'enu'] as const) {
      const s = localise(lt, `japan-menu/${e.pageKey}`, e);
      if (!s) continue;
      const t = s.content.topBanner;
      out.push({
        type: s.type,
        pageKey: s.pageKey,
        languageType: lt,
        content: s.content,
        path: s.path,
        seo: seoOf(t.title, t.description),
        source: sourceOf(lt, `japan-menu/${e.pageKey}`),
      });
    }
  }
  for (const lt of CONSUMER_LTS) {
    const ui = src.uiOf(lt);
    for (const e of src.apps) {
      const a = localise(lt, `apps/${e.code}`, e);
      if (!a) continue;
      out.push({
        type: 'CONSUMER_APP',
        pageKey: e.code,
        languageType: lt,
        content: appPage(
          a,
          ui,
          e.tools.map((slug) => {
            const f = src.features.find((x) => x.slug === slug)!;
            return localise(lt, `features/${slug}`, f) ?? f;
          }),
        ),
        path: `/consumer/apps/${e.code}`,
        seo: seoOf(a.name, a.tagline),
        seoExtra: { isSoftwareSchema: true },
        source: sourceOf(lt, `apps/${e.code}`),
      });
    }
    for (const f of src.features) {
      const t = localise(lt, `features/${f.slug}`, f);
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
        source: sourceOf(lt, `features/${f.slug}`),
      });
    }
  }

  // The blog (spec 001 §2.5): posts, authors and their translations (blog.ts).
  out.push(...blogSeeds(src));
  // Business articles: English, then each language's words (content/<lang>/news/…).
  for (const lt of BUSINESS_LTS) {
    for (const e of src.news) {
      // The Japanese news list predates the word files (content/ja/news-ja.json).
      if (lt === 'jpn' && src.newsJa[e.newsHandle]) continue;
      const n = localise(lt, `news/${e.newsHandle}`, e);
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
        source: sourceOf(lt, `news/${e.newsHandle}`),
      });
    }
  }
  for (const lt of BUSINESS_LTS) {
    for (const e of src.videos) {
      const v = localise(lt, `videos/${e.videoId}`, e);
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
        source: sourceOf(lt, `videos/${e.videoId}`),
      });
    }
    for (const e of src.stories) {
      const s = localise(lt, `stories/${e.storyHandle}`, e);
      if (!s) continue;
      out.push({
        type: 'SUCCESS_STORY',
        pageKey: s.storyHandle,
        languageType: lt,
        content: s,
        path: `/business/successstory/${s.storyHandle}`,
        seo: seoOf(s.title, s.summary),
        sortDate: s.publishedAt,
        source: sourceOf(lt, `stories/${e.storyHandle}`),
      });
    }
    for (const e of src.trends) {
      const c = localise(lt, `trends/${e.trendHandle}`, e);
      if (!c) continue;
      out.push({
        type: 'COLOR_TREND',
        pageKey: c.trendHandle,
        languageType: lt,
        content: c,
        path: `/business/color-trends/${c.trendHandle}`,
        seo: seoOf(c.title, c.summary),
        sortDate: c.publishedAt,
        source: sourceOf(lt, `trends/${e.trendHandle}`),
      });
    }
    // The demo store's content-driven feature pages (spec 001 §2.3, decision 0151).
    for (const e of src.demoStore) {
      const d = localise(lt, `demo-store/${e.pageKey}`, e);
      if (!d) continue;
      const { pageKey, ...content } = d;
      out.push({
        type: 'DEMO_STORE_FEATURE',
        pageKey,
        languageType: lt,
        content,
        path: `/business/showcase/content/${pageKey}`,
        seo: seoOf(content.title, content.description),
        source: sourceOf(lt, `demo-store/${e.pageKey}`),
      });
    }
  }

  // The Japanese news list (content/ja/news-ja.json) and the news draft.
  for (const n of src.news) {
    const ja = src.newsJa[n.newsHandle];
    if (!ja) continue;
    const content = { ...n, title: ja.title, summary: ja.summary, body: ja.body.map(p) };
    out.push({
      type: 'NEWS',
      pageKey: n.newsHandle,
      languageType: 'jpn',
      content,
      path: `/business/news/${n.newsHandle}`,
      seo: { metaTitle: `${ja.title} | {{brand}}`, metaDescription: ja.summary },
      seoExtra: { metaType: 'ARTICLE' },
      sortDate: n.publishedAt,
      source: 'ja/news-ja.json',
    });
  }
  const newsDraft = src.drafts.news;
  out.push({
    type: 'NEWS',
    pageKey: newsDraft.news.newsHandle,
    languageType: 'enu',
    status: 'draft',
    formId: newsDraft.formId,
    content: newsDraft.news,
    sortDate: newsDraft.news.publishedAt,
    source: 'en/drafts/news.json',
  });

  // Preview drafts: reachable only through their form id (decision 0041).
  out.push({
    type: 'BUSINESS_HOME',
    pageKey: '',
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.businessHome,
    content: applyWords(businessHome, src.drafts.businessHome, 'en/drafts/business-home.json'),
    source: 'en/drafts/business-home.json',
  });
  // A draft of the English business menu, previewed by ?cmsId= with the form's cookie (spec 001 §2.1).
  const menuDraft = structuredClone(src.single('business/menu')) as { menus: { menuTitle: string }[] };
  menuDraft.menus[0]!.menuTitle = `${menuDraft.menus[0]!.menuTitle} (draft)`;
  out.push({
    type: 'BUSINESS_MENU',
    pageKey: '',
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.businessMenu,
    content: menuDraft,
    source: 'en/business/menu.json',
  });
  const vm = src.briefs.products.find((b) => b.slug === 'virtual-makeup')!;
  out.push({
    type: 'PRODUCT_PAGE',
    pageKey: vm.slug,
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.virtualMakeup,
    functionKey: vm.functionKey,
    content: solutionPage({ ...vm, title: `${vm.title} (draft)` }, 'product', src.ui),
    source: 'en/products/virtual-makeup.json',
  });
  out.push({
    type: 'PRODUCT_PAGE',
    pageKey: 'ai-lash-try-on',
    languageType: en,
    status: 'draft',
    formId: SEED_FORM_IDS.unpublishedProduct,
    content: solutionPage(src.drafts.unpublishedProduct, 'product', src.ui),
    source: 'en/drafts/ai-lash-try-on.json',
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

const SOCIAL_URLS = { x: 'https://microblog.example/lumora', youtube: 'https://video.example/@lumora' };

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

/** The row as the content service answers it (`{id, attributes}`): what the contracts check. */
function entryOf(row: Omit<CmsRow, 'snapshot'>) {
  return {
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
  };
}

/** The entry as query-content-by-vuid would answer it — frozen as the version's snapshot. */
function snapshotOf(row: Omit<CmsRow, 'snapshot'>): string {
  return JSON.stringify({ data: entryOf(row) });
}

/** Throws a ContentError naming the content file and field when a row breaks the proxy's contracts. */
function checkRows(seed: ContentSeed, sources: readonly (string | undefined)[]): void {
  seed.cms_entries.forEach((row, i) => {
    const entry = entryOf(row);
    // The demo store's feature entries have their own contract (decision 0151).
    const result =
      row.type === DEMO_STORE_FEATURE_TYPE
        ? DemoStoreFeatureAnswer.safeParse({ data: entry })
        : CmsEntrySchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0]!;
      const at = issue.path.slice(row.type === DEMO_STORE_FEATURE_TYPE ? 2 : 1).join('/');
      throw new ContentError(
        sources[i] ?? 'en',
        `/${at}`,
        `${issue.message} (the ${row.type} ${row.page_key || '(main)'} ${row.language_type} page it builds)`,
      );
    }
  });
  const forum = [
    ['courses', CourseSchema],
    ['speakers', SpeakerSchema],
    // A session's speakers are rows of their own (session_speakers), joined when the origin answers.
    ['sessions', SessionSchema.omit({ sessionSpeakers: true })],
  ] as const;
  for (const [table, schema] of forum) {
    for (const row of seed[table]) {
      const result = schema.safeParse(JSON.parse(row.body));
      if (!result.success) {
        const issue = result.error.issues[0]!;
        throw new ContentError(`en/forum/${table}/${row.id}.json`, `/${issue.path.join('/')}`, issue.message);
      }
    }
  }
}

/** The rows of every seeded table, from the content files (content/, read by read-files.ts or a glob). */
export function buildContentSeed(files: ContentFiles): ContentSeed {
  const src = contentSources(files);
  const cms: CmsRow[] = [];
  const seo: SeoRow[] = [];
  const sources: (string | undefined)[] = [];
  for (const s of withArtwork(cmsSeeds(src))) {
    sources.push(s.source);
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
  const seed: ContentSeed = {
    cms_entries: cms,
    seo_meta: seo,
    courses: src.forum.courses.map((c) => ({
      id: c.id,
      course_key: c.courseKey,
      type: c.type,
      language_type: c.languageType,
      body: JSON.stringify(c),
      updated_at: SEED_UPDATED_AT,
    })),
    speakers: src.forum.speakers.map((s) => ({
      id: s.id,
      body: JSON.stringify(s),
      updated_at: SEED_UPDATED_AT,
    })),
    sessions: src.forum.sessions.map(({ session }) => ({
      id: session.id,
      course_id: session.courseId,
      start_date: session.sessionStartDate,
      body: JSON.stringify(withSessionArt(session)),
      updated_at: SEED_UPDATED_AT,
    })),
    session_speakers: src.forum.sessions.flatMap(({ session, speakerIds }) =>
      speakerIds.map((speaker_id, position) => ({ session_id: session.id, speaker_id, position })),
    ),
  };
  checkRows(seed, sources);
  return seed;
}

// ─── Statements ──────────────────────────────────────────────────────────────────────────────────

export type SeedValue = string | number | null;
export type SeedStatement = { sql: string; values: SeedValue[] };

/** Parents before children; INSERT OR REPLACE makes every load idempotent. */
export function contentSeedStatements(seed: ContentSeed): SeedStatement[] {
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
export function contentSeedSql(statements: SeedStatement[]): string {
  const lines = statements.map((s) => {
    let i = 0;
    return `${s.sql.replace(/\?/g, () => literal(s.values[i++] ?? null))};`;
  });
  return `-- Generated by scripts/seed-content.mjs from content/ (build/content/) — do not edit by hand.\n${lines.join('\n')}\n`;
}
