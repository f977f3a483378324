import { type HeadHints, shareImagePath } from '../../shared/head';
import { language } from '../../shared/languages';
import {
  entryRef,
  type NewsArticleData,
  type NewsListData,
  type StoryDetailData,
  type StoryListData,
  type TrendCard,
  type TrendDownloadData,
  type TrendListData,
  type TrendReportData,
  type VideoCard,
  type VideoDetailData,
  type VideoListData,
  videoSeconds,
} from '../../shared/media';
import { href } from '../../shared/routes';
import {
  type CmsEntry,
  ContentAnswer,
  FormIdParam,
  type LanguageType,
  languageTypeFor,
} from '../../shared/smb/content';
import {
  type ColorTrendView,
  type NewsView,
  reshapeColorTrend,
  reshapeNews,
  reshapeSuccessStory,
  reshapeVideo,
  type SuccessStoryView,
  type VideoView,
} from '../../shared/smb/content-reshape';
import { newsArticle, videoObject } from '../../shared/structured-data';
import { errorFields, log } from '../log';
import { smbJson } from '../smb/client';
import { cmsById, cmsByLanguage, cmsList, edgeOf, type Fetched, failure, seoHead } from './cms';
import type { Loader, LoaderArgs, LoaderResult } from './types';

/**
 * Loaders of the media routes of shared/route-table/resources.ts (spec 001 §2.4, §3.3), keyed by route
 * id: news, colour trends, success stories and videos. Lists and entries come from the CMS calls of
 * worker/loaders/cms.ts (English fills in where a language has no entry, spec 001 §7 defaultEnu); an
 * address that names no entry is a 404 (spec-rulings 4), the origin failing is a 503 (spec-rulings 12).
 */

type Found<V> = { ok: true; view: V } | { ok: false; result: LoaderResult };

/**
 * One entry named by an address (decision 0120): a CMS id is looked up by id, then shown in the page's
 * language through its page key; a handle is asked by language directly.
 */
async function entryOf<V>(
  args: LoaderArgs,
  type: string,
  value: string | undefined,
  accept: 'id' | 'handle' | 'either',
  reshape: (e: CmsEntry, asked?: LanguageType) => V,
): Promise<Found<V>> {
  const ref = entryRef(value, accept);
  if (ref.kind === 'none') return { ok: false, result: { kind: 'not-found' } };
  let pageKey: string;
  if (ref.kind === 'id') {
    const byId = await cmsById(args.c, type, ref.id);
    if (!byId.ok) return { ok: false, result: failure(byId.status) };
    pageKey = byId.data.entry.attributes.pageKey;
  } else {
    pageKey = ref.handle;
  }
  return shaped(await cmsByLanguage(args.c, args.lang, type, pageKey), reshape);
}

function shaped<V>(
  r: Fetched<{ entry: CmsEntry; asked?: LanguageType }>,
  reshape: (e: CmsEntry, asked?: LanguageType) => V,
): Found<V> {
  if (!r.ok) return { ok: false, result: failure(r.status) };
  try {
    return { ok: true, view: reshape(r.data.entry, r.data.asked) };
  } catch (error) {
    log('error', 'media_entry_mismatch', errorFields(error));
    return { ok: false, result: { kind: 'not-found' } };
  }
}

async function listOf<V>(
  args: LoaderArgs,
  type: string,
  reshape: (e: CmsEntry, asked?: LanguageType) => V,
): Promise<{ ok: true; items: V[] } | { ok: false; result: LoaderResult }> {
  const r = await cmsList(args.c, args.lang, type);
  if (!r.ok) return { ok: false, result: failure(r.status) };
  const asked = languageTypeFor(args.lang);
  const items: V[] = [];
  for (const e of r.data) {
    try {
      items.push(reshape(e, asked));
    } catch (error) {
      log('error', 'media_list_entry_mismatch', errorFields(error));
    }
  }
  return { ok: true, items };
}

/**
 * The entry's own title when no SEO meta exists for the address (e.g. by-id addresses); the head
 * builder adds the brand (decision 0170). `extra`: the entry's picture, kind and structured data.
 */
function headFor(
  seo: HeadHints | undefined,
  title: string,
  description: string,
  extra: HeadHints = {},
): HeadHints {
  return { ...extra, ...(seo ?? { title, description }) };
}

const absolute = (args: LoaderArgs, path: string) => new URL(path, args.url.origin).toString();

// ─── News (spec 001 §2.4) ────────────────────────────────────────────────────────────────────────

const newsList: Loader = async (args) => {
  const [list, head] = await Promise.all([
    listOf(args, 'NEWS', reshapeNews),
    seoHead(args.c, args.lang, args.url.pathname),
  ]);
  if (!list.ok) return list.result;
  const data: NewsListData = {
    items: list.items.map((n) => ({
      href: href(args.lang, 'news-handle', { newsHandle: n.newsHandle }),
      title: n.title,
      summary: n.summary,
      publishedAt: n.publishedAt,
      imageUrl: n.imageUrl ?? null,
      fellBack: n.fellBack,
    })),
  };
  return { kind: 'page', page: 'news-list', data, head };
};

function newsPage(args: LoaderArgs, news: NewsView, preview: boolean, seo?: HeadHints): LoaderResult {
  const canonical = href('en', 'news-handle', { newsHandle: news.newsHandle });
  const data: NewsArticleData = {
    news: {
      id: news.id,
      newsHandle: news.newsHandle,
      title: news.title,
      summary: news.summary,
      publishedAt: news.publishedAt,
      imageUrl: news.imageUrl,
      body: news.body,
      fellBack: news.fellBack,
    },
    listHref: args.audience === 'business' ? href(args.lang, 'news-list') : null,
    preview,
    url: absolute(args, preview ? args.url.pathname : canonical),
  };
  const brand = args.c.get('config').BRAND_NAME;
  const head = headFor(seo, news.title, news.summary, {
    image: news.imageUrl,
    ogType: 'article',
    // decision 0174: the by-id address names the handle address of its language as canonical.
    canonicalPath: preview ? undefined : href(args.lang, 'news-handle', { newsHandle: news.newsHandle }),
    // A preview shows a draft: no structured data (decision 0121).
    ...(preview ? { structuredData: false as const } : {}),
    ld: preview
      ? []
      : [
          newsArticle({
            title: news.title,
            summary: news.summary,
            url: data.url,
            publishedAt: news.publishedAt,
            imageUrl: news.imageUrl,
            inLanguage: news.fellBack ? 'en' : language(args.lang).htmlLang,
            brand,
          }),
        ],
  });
  return { kind: 'page', page: 'news-article', data, head };
}

/** news/detail/{id} (business and consumer): by CMS id. */
const newsDetail: Loader = async (args) => {
  const found = await entryOf(args, 'NEWS', args.params.id, 'id', reshapeNews);
  return found.ok ? newsPage(args, found.view, false) : found.result;
};

const newsHandle: Loader = async (args) => {
  const [found, seo] = await Promise.all([
    entryOf(args, 'NEWS', args.params.newsHandle, 'handle', reshapeNews),
    seoHead(args.c, args.lang, args.url.pathname),
  ]);
  return found.ok ? newsPage(args, found.view, false, seo) : found.result;
};

/**
 * news/preview/{id}: the draft of a preview form (decision 0121; drafts are reached only by form id,
 * decision 0041). The page runs in preview mode for that form: the preview banner shows and the
 * response is `private, no-store` (worker/middleware/preview.ts); it is never indexed (shared/indexing.ts).
 */
const newsPreview: Loader = async (args) => {
  const formId = FormIdParam.safeParse(args.params.id);
  if (!formId.success) return { kind: 'not-found' };
  const edge = args.c.get('edge');
  if (edge) args.c.set('edge', { ...edge, previewFormId: formId.data });
  const r = await smbJson(args.c, 'strapi.queryContentByFormId', ContentAnswer, {
    query: new URLSearchParams({ formId: formId.data }),
  });
  if (!r.ok) return failure(r.status);
  if (r.data.data.attributes.type !== 'NEWS') return { kind: 'not-found' };
  return newsPage(args, reshapeNews(r.data.data), true);
};

// ─── Colour trends (spec 001 §2.4) ───────────────────────────────────────────────────────────────

function trendCard(args: LoaderArgs, t: ColorTrendView): TrendCard {
  return {
    href: href(args.lang, 'color-trends', { id: t.trendHandle }),
    title: t.title,
    season: t.season,
    summary: t.summary,
    colors: t.colors,
    fellBack: t.fellBack,
  };
}

const colorList: Loader = async (args) => {
  const [list, head] = await Promise.all([
    listOf(args, 'COLOR_TREND', reshapeColorTrend),
    seoHead(args.c, args.lang, args.url.pathname),
  ]);
  if (!list.ok) return list.result;
  const data: TrendListData = { items: list.items.map((t) => trendCard(args, t)) };
  return { kind: 'page', page: 'trends-list', data, head };
};

/** spec-rulings 16 (route table `bare`): bare color-trends shows the latest report. */
const colorReport =
  (mode: TrendReportData['mode']): Loader =>
  async (args) => {
    const [list, seo] = await Promise.all([
      listOf(args, 'COLOR_TREND', reshapeColorTrend),
      seoHead(args.c, args.lang, args.url.pathname),
    ]);
    if (!list.ok) return list.result;
    let report: ColorTrendView | undefined;
    if (args.params.id === undefined) {
      report = list.items[0];
    } else {
      const found = await entryOf(args, 'COLOR_TREND', args.params.id, 'either', reshapeColorTrend);
      if (!found.ok) return found.result;
      report = found.view;
    }
    if (!report) return { kind: 'not-found' };
    const picked = report;
    const data: TrendReportData = {
      mode,
      report: { ...trendCard(args, picked), handle: picked.trendHandle, publishedAt: picked.publishedAt },
      others: list.items.filter((t) => t.trendHandle !== picked.trendHandle).map((t) => trendCard(args, t)),
    };
    return {
      kind: 'page',
      page: 'trends-report',
      data,
      head: headFor(args.params.id ? seo : undefined, picked.title, picked.summary),
    };
  };

const colorDownload: Loader = async (args) => {
  const [list, head] = await Promise.all([
    cmsList(args.c, args.lang, 'COLOR_TREND', 1),
    seoHead(args.c, args.lang, args.url.pathname),
  ]);
  // The form works without the report list; only its link to the latest report needs it.
  const latest = list.ok && list.data[0] ? reshapeColorTrend(list.data[0]) : null;
  const data: TrendDownloadData = {
    chinaDomain: edgeOf(args.c).domain === 'china',
    latest: latest
      ? { title: latest.title, href: href(args.lang, 'color-trends', { id: latest.trendHandle }) }
      : null,
  };
  return { kind: 'page', page: 'trends-download', data, head };
};

// ─── Success stories (spec 001 §2.4) ─────────────────────────────────────────────────────────────

const storyHref = (args: LoaderArgs, iframe: boolean, handle: string) =>
  href(args.lang, iframe ? 'iframe-successstory-handle' : 'successstory-handle', { storyHandle: handle });

const storyList =
  (iframe: boolean): Loader =>
  async (args) => {
    const [list, head] = await Promise.all([
      listOf(args, 'SUCCESS_STORY', reshapeSuccessStory),
      seoHead(args.c, args.lang, args.url.pathname),
    ]);
    if (!list.ok) return list.result;
    const data: StoryListData = {
      iframe,
      items: list.items.map((s) => ({
        href: storyHref(args, iframe, s.storyHandle),
        brandName: s.brandName,
        title: s.title,
        summary: s.summary,
        imageUrl: s.imageUrl ?? null,
        fellBack: s.fellBack,
      })),
    };
    return { kind: 'page', page: 'story-list', data, head };
  };

const storyDetail =
  (iframe: boolean, param: 'id' | 'storyHandle'): Loader =>
  async (args) => {
    const [found, seo] = await Promise.all([
      entryOf(
        args,
        'SUCCESS_STORY',
        args.params[param],
        param === 'id' ? 'id' : 'handle',
        reshapeSuccessStory,
      ),
      param === 'storyHandle' && !iframe ? seoHead(args.c, args.lang, args.url.pathname) : undefined,
    ]);
    if (!found.ok) return found.result;
    const s: SuccessStoryView = found.view;
    const data: StoryDetailData = {
      iframe,
      listHref: href(args.lang, iframe ? 'iframe-successstory-list' : 'successstory-list'),
      story: {
        brandName: s.brandName,
        title: s.title,
        summary: s.summary,
        publishedAt: s.publishedAt,
        sections: s.sections,
        fellBack: s.fellBack,
      },
    };
    return {
      kind: 'page',
      page: 'story-detail',
      data,
      head: headFor(seo, s.title, s.summary, { image: s.imageUrl ?? null, ogType: 'article' }),
    };
  };

// ─── Videos (spec 001 §2.4, §3.3, §9) ────────────────────────────────────────────────────────────

function videoCard(args: LoaderArgs, v: VideoView): VideoCard {
  return {
    href: href(args.lang, 'video', { videoId: v.videoId }),
    title: v.title,
    description: v.description,
    createdTime: v.createdTime,
    seconds: videoSeconds(v.videoDuration),
    videoImageUrl: v.videoImageUrl,
    fellBack: v.fellBack,
  };
}

const videos: Loader = async (args) => {
  const [list, head] = await Promise.all([
    listOf(args, 'VIDEO', reshapeVideo),
    seoHead(args.c, args.lang, args.url.pathname),
  ]);
  if (!list.ok) return list.result;
  const data: VideoListData = { items: list.items.map((v) => videoCard(args, v)) };
  return { kind: 'page', page: 'video-list', data, head: { ...head, shareFamily: 'videos' as const } };
};

const video: Loader = async (args) => {
  const [found, seo, list] = await Promise.all([
    entryOf(args, 'VIDEO', args.params.videoId, 'handle', reshapeVideo),
    seoHead(args.c, args.lang, args.url.pathname),
    listOf(args, 'VIDEO', reshapeVideo),
  ]);
  if (!found.ok) return found.result;
  const v = found.view;
  const data: VideoDetailData = {
    video: { ...videoCard(args, v), videoUrl: v.videoUrl },
    url: absolute(args, href('en', 'video', { videoId: v.videoId })),
    // Related videos are a nicety: a failed list only loses them.
    more: list.ok
      ? list.items
          .filter((o) => o.videoId !== v.videoId)
          .slice(0, 3)
          .map((o) => videoCard(args, o))
      : [],
  };
  const head = headFor(seo, v.title, v.description, {
    image: v.videoImageUrl,
    shareFamily: 'videos',
    ogType: 'video.other',
    ld: [
      videoObject({
        title: v.title,
        description: v.description,
        url: absolute(args, args.url.pathname),
        contentUrl: v.videoUrl,
        // A video without its own picture shows the audience's share image (decision 0175).
        thumbnailUrl: absolute(args, v.videoImageUrl ?? shareImagePath(args.audience)),
        createdTime: v.createdTime,
        videoDuration: v.videoDuration,
        brand: args.c.get('config').BRAND_NAME,
      }),
    ],
  });
  return { kind: 'page', page: 'video-detail', data, head };
};

export const MEDIA_LOADERS: Record<string, Loader> = {
  'news-list': newsList,
  'news-detail': newsDetail,
  'news-preview': newsPreview,
  'news-handle': newsHandle,
  'consumer-news-detail': newsDetail,
  'color-list': colorList,
  'color-trends-download': colorDownload,
  'color-trends-applied': colorReport('applied'),
  'color-trends': colorReport('report'),
  'successstory-list': storyList(false),
  'successstory-detail': storyDetail(false, 'id'),
  'successstory-handle': storyDetail(false, 'storyHandle'),
  'iframe-successstory-list': storyList(true),
  'iframe-successstory-detail': storyDetail(true, 'id'),
  'iframe-successstory-handle': storyDetail(true, 'storyHandle'),
  videos,
  video,
};
