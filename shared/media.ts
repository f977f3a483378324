import type { Section } from './smb/content';

/**
 * Rules and page data of the media family (spec 001 §2.4, §3.3, §9): news, colour trends, success
 * stories and videos. Pure functions shared by the loaders (worker/loaders/resources-media.ts) and
 * the pages (client/pages/{news,trends,story,video}-*); no zod here, it stays out of page chunks.
 */

// ─── Addressing ──────────────────────────────────────────────────────────────────────────────────

/**
 * How an address names an entry (decision 0120): a positive integer is the CMS id of an entry
 * (`news/detail/{id}`, `successstory/detail/{id}`, and a numeric `color-trends/{id}`); anything else is
 * the entry's handle (its page key). Values that can be neither are no entry at all (404).
 */
export type EntryRef = { kind: 'id'; id: string } | { kind: 'handle'; handle: string } | { kind: 'none' };

export function entryRef(value: string | undefined, accept: 'id' | 'handle' | 'either'): EntryRef {
  if (!value) return { kind: 'none' };
  if (/^[1-9]\d{0,9}$/.test(value))
    return accept === 'handle' ? { kind: 'handle', handle: value } : { kind: 'id', id: value };
  if (accept !== 'id' && /^[a-z0-9][a-z0-9-]{0,119}$/.test(value)) return { kind: 'handle', handle: value };
  return { kind: 'none' };
}

// ─── Videos (spec 001 §3.3, §9) ──────────────────────────────────────────────────────────────────

/** spec 001 §9: a video without a duration counts as 4 minutes. */
export const DEFAULT_VIDEO_SECONDS = 240;

export function videoSeconds(duration: number | null | undefined): number {
  return duration && duration > 0 ? Math.round(duration) : DEFAULT_VIDEO_SECONDS;
}

/** ISO 8601 duration for structured data: 1860 → `PT31M`, 124 → `PT2M4S`, 3725 → `PT1H2M5S`. */
export function isoDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  const out = `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${r ? `${r}S` : ''}`;
  return out === 'PT' ? 'PT0S' : out;
}

/** The clock form shown on a video card: 124 → `2:04`, 3725 → `1:02:05`. */
export function clockDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${r}` : `${m}:${r}`;
}

/** A video address the browser can play itself (a file); anything else opens at its host. */
export function isVideoFile(url: string): boolean {
  return /\.(mp4|webm)(\?|$)/i.test(url);
}

/** The files of one video the site plays itself (decision 0284). */
export type VideoFiles = {
  /** `<source>` elements in the order the browser should try them: WebM first, then MP4. */
  sources: { src: string; type: 'video/webm' | 'video/mp4' }[];
  /** The poster: the CMS's, else the JPEG beside a site file. */
  poster: string | null;
  /** Captions in a language (`<base>.<lang>.vtt`) — site files only; null for outside addresses. */
  captions: ((lang: string) => string) | null;
};

/**
 * The sources of a video file address (decision 0284). The CMS gives one URL; for a file on the site
 * itself (`/media/video/<id>.mp4`) the WebM beside it comes first, then the MP4, with the poster and
 * the captions named after it (docs/content-world.md). Outside addresses play as given.
 */
export function videoFiles(url: string, poster: string | null = null): VideoFiles {
  const own = /^\/[^/?#][^?#]*\.(mp4|webm)$/i.exec(url);
  if (!own) {
    const type = /\.webm(\?|$)/i.test(url) ? 'video/webm' : 'video/mp4';
    return { sources: [{ src: url, type }], poster, captions: null };
  }
  const base = url.slice(0, -own[1]!.length - 1);
  return {
    sources: [
      { src: `${base}.webm`, type: 'video/webm' },
      { src: `${base}.mp4`, type: 'video/mp4' },
    ],
    poster: poster ?? `${base}.jpg`,
    captions: (lang) => `${base}.${lang}.vtt`,
  };
}

// ─── Colour-trend report download (spec 000 §7 check-color-report) ───────────────────────────────

export type ReportStatus = 'NONE' | 'PENDING' | 'READY';

/** How often the download page asks whether the report is ready, and for how long (decision 0122). */
export const REPORT_POLL = { intervalMs: 3000, maxChecks: 20 } as const;

export type ReportPoll =
  | { kind: 'checking'; checks: number }
  | { kind: 'ready' }
  | { kind: 'not-a-report' }
  /** Still pending after the last check: the report follows by e-mail. */
  | { kind: 'later' };

/** The next state of the download page after one check-color-report answer. */
export function nextReportPoll(
  checks: number,
  answer: { isColorReport: boolean; reportStatus: ReportStatus },
): ReportPoll {
  if (!answer.isColorReport) return { kind: 'not-a-report' };
  if (answer.reportStatus === 'READY') return { kind: 'ready' };
  return checks + 1 >= REPORT_POLL.maxChecks ? { kind: 'later' } : { kind: 'checking', checks: checks + 1 };
}

/** The support id from the download page's query, when it is a plausible one. */
export function supportIdOf(search: string): string | null {
  const v = new URLSearchParams(search).get('supportId');
  return v && /^[A-Za-z0-9-]{8,64}$/.test(v) ? v : null;
}

// ─── Page data ───────────────────────────────────────────────────────────────────────────────────

/** Whether the entry's text is in another language than the page (wrapped in lang="en"). */
type Origin = { fellBack: boolean };

/** `imageUrl`: the entry's list thumbnail (decision 0284), when it has one. */
export type NewsCard = Origin & {
  href: string;
  title: string;
  summary: string;
  publishedAt: string;
  imageUrl: string | null;
};
export type NewsListData = { items: NewsCard[] };
export type NewsArticleData = {
  news: Origin & {
    id: number;
    newsHandle: string;
    title: string;
    summary: string;
    publishedAt: string;
    imageUrl: string | null;
    body: import('./smb/content').RichBlock[];
  };
  /** Where the list of more news is, when the page's audience has one. */
  listHref: string | null;
  preview: boolean;
  /** Absolute address of the article, for its structured data. */
  url: string;
};

export type TrendColor = { name: string; hex: string; description: string };
export type TrendCard = Origin & {
  href: string;
  title: string;
  season: string;
  summary: string;
  colors: TrendColor[];
};
export type TrendListData = { items: TrendCard[] };
export type TrendReportData = {
  mode: 'report' | 'applied';
  report: TrendCard & { handle: string; publishedAt: string };
  /** The other reports, newest first (bare color-trends shows the latest). */
  others: TrendCard[];
};
export type TrendDownloadData = {
  chinaDomain: boolean;
  latest: { title: string; href: string } | null;
};

export type StoryCard = Origin & {
  href: string;
  brandName: string;
  title: string;
  summary: string;
  imageUrl: string | null;
};
export type StoryListData = { items: StoryCard[]; iframe: boolean };
export type StoryDetailData = {
  story: Origin & {
    brandName: string;
    title: string;
    summary: string;
    publishedAt: string;
    sections: Section[];
  };
  listHref: string;
  iframe: boolean;
};

export type VideoCard = Origin & {
  href: string;
  title: string;
  description: string;
  createdTime: string;
  seconds: number;
  videoImageUrl: string | null;
};
export type VideoListData = { items: VideoCard[] };
export type VideoDetailData = {
  video: VideoCard & { videoUrl: string };
  url: string;
  more: VideoCard[];
};
