import type { Audience, LangKey } from './languages';
import { richBlockText } from './rich-block-text';
import { href } from './routes';
import type { RichBlock } from './smb/content';
import type { BlogPostView } from './smb/content-reshape';

/**
 * The blog's rules (spec 001 §2.5, §3.3), shared by the loaders (worker) and the pages (browser):
 * paging, search, related posts, dates, links and share targets. Pure functions, no zod.
 */

/** Posts per list page: two list pages with the seeded posts of each audience (decision 0110). */
export const BLOG_PAGE_SIZE = 6;
/** Related posts under a post (streamed as secondary data). */
export const RELATED_LIMIT = 3;

/** What a list shows of a post. */
export type PostCard = {
  id: number;
  postHandle: string;
  title: string;
  metaDesc: string;
  category: string;
  publishedAt: string;
  author: { authorHandle: string; displayName: string } | null;
  /** The post's list thumbnail (decision 0284), when it has one. */
  imageUrl: string | null;
  /** English content on a page of another language (defaultEnu): marked lang="en". */
  fellBack: boolean;
};

export function toCard(p: BlogPostView, authorName: (handle: string) => string | undefined): PostCard {
  const displayName = authorName(p.authorHandle);
  return {
    id: p.id,
    postHandle: p.postHandle,
    title: p.title,
    metaDesc: p.metaDesc,
    category: p.category,
    publishedAt: p.publishedAt,
    author: displayName ? { authorHandle: p.authorHandle, displayName } : null,
    imageUrl: p.imageUrl ?? null,
    fellBack: p.fellBack,
  };
}

export type Paged<T> = { items: T[]; page: number; pages: number };

/**
 * Page `page` (1-based) of a list. The first page always exists (an empty blog shows an empty list);
 * any later page beyond the last is null, which the loader answers with 404.
 */
export function pageOf<T>(all: readonly T[], page: number, size = BLOG_PAGE_SIZE): Paged<T> | null {
  const pages = Math.max(1, Math.ceil(all.length / size));
  if (!Number.isInteger(page) || page < 1 || page > pages) return null;
  return { items: all.slice((page - 1) * size, page * size), page, pages };
}

/** Search text folded: lower-case, Latin accents dropped (é → e), so "categorie" finds "Catégorie". */
export function foldSearch(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** Search words: folded, split on white space, at most 10 words of at most 50 characters. */
export function searchWords(keywords: string): string[] {
  return foldSearch(keywords)
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 10)
    .map((w) => w.slice(0, 50));
}

/**
 * What the visitor reads beside a post's own text: the category's and the filter tags' names in the
 * page's language (issue 27 item 16). The loader supplies the translated category name.
 */
export type ShownNames = (post: BlogPostView) => readonly string[];

/** The text of a post a search looks in: title, description, keywords, category (id and shown names), tags and body. */
function searchableText(p: BlogPostView, shown: ShownNames): string {
  const body = p.postContent.map((b) => richBlockText(b)).join(' ');
  const tags = p.filters.filter((f) => f.kind !== 'FOCUS').map((f) => f.value);
  return foldSearch(
    [
      p.title,
      p.metaDesc,
      p.keywords.map((k) => k.title).join(' '),
      p.category,
      ...shown(p),
      ...tags,
      body,
    ].join(' '),
  );
}

/** Posts containing every search word (case- and accent-insensitive), title matches first, then newest first. */
export function searchPosts(
  posts: readonly BlogPostView[],
  keywords: string,
  shown: ShownNames = () => [],
): BlogPostView[] {
  const words = searchWords(keywords);
  if (words.length === 0) return [];
  const hits = posts.filter((p) => {
    const text = searchableText(p, shown);
    return words.every((w) => text.includes(w));
  });
  const inTitle = (p: BlogPostView) => words.some((w) => foldSearch(p.title).includes(w));
  return hits.sort((a, b) => Number(inTitle(b)) - Number(inTitle(a)));
}

/**
 * Related posts: same category first, then shared keywords, then the newest of the rest; never the
 * post itself. Input is newest first, and the sort is stable, so ties stay newest first.
 */
export function relatedPosts(
  post: BlogPostView,
  posts: readonly BlogPostView[],
  limit = RELATED_LIMIT,
): BlogPostView[] {
  const words = new Set(post.keywords.map((k) => k.title.toLowerCase()));
  const score = (p: BlogPostView) =>
    (p.category === post.category ? 10 : 0) +
    p.keywords.filter((k) => words.has(k.title.toLowerCase())).length;
  return posts
    .filter((p) => p.postHandle !== post.postHandle)
    .map((p) => ({ p, s: score(p) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, limit)
    .map((x) => x.p);
}

/** The canonical address of a post: /blog/{category}/{postHandle} (spec 001 §2.5, §2.1). */
export function postHref(
  lang: LangKey,
  audience: Audience,
  p: { category: string; postHandle: string },
): string {
  return href(lang, `${audience}-blog-post`, { category: p.category, title: p.postHandle });
}

export function authorHref(lang: LangKey, audience: Audience, authorHandle: string): string {
  return href(lang, `${audience}-blog-author`, { authorHandle });
}

export function listHref(lang: LangKey, audience: Audience, page: number): string {
  return href(lang, `${audience}-blog-list`, { page: String(page) });
}

export function categoryHref(lang: LangKey, audience: Audience, category: string): string {
  return href(lang, `${audience}-blog-category`, { attr: category });
}

export function searchHref(lang: LangKey, audience: Audience, keywords: string): string {
  return href(lang, `${audience}-blog-search`, { keywords: keywords.trim() });
}

export { SHARE_NETWORKS, SHARE_POPUP, type ShareNetwork, sharePopupFeatures, shareUrl } from './share';

/**
 * The categories each audience's blog offers in its category menu (spec 001 §2.5 lists them for both;
 * every category's page exists in both blogs, decision 0110).
 */
export const AUDIENCE_CATEGORIES: Record<Audience, readonly string[]> = {
  business: [
    'general',
    'makeup',
    'ai-skincare',
    'hair',
    'commerce',
    'retail',
    'on-demand-beauty-tech',
    'success-story',
  ],
  consumer: [
    'photo-editing',
    'selfie-editing',
    'video-editing',
    'nail',
    'generative-AI',
    'ai-chat',
    'ai-clothes',
    'online-photo-editing',
  ],
};

// ─── Filter tags (spec 001 §3.3) ─────────────────────────────────────────────────────────────────

type FilterTag = BlogPostView['filters'][number];
export type FilterKind = FilterTag['kind'];
export type FilterGroup = { kind: FilterKind; tags: { id: number; value: string; fellBack: boolean }[] };

/** spec 001 §3.3: the FOCUS value that features a post in each blog. */
export const FOCUS_VALUE: Record<Audience, string> = {
  business: 'BF_BUSINESS_FOCUS',
  consumer: 'CF_CONSUMER_FOCUS',
};
/** The filter kinds each blog offers as filters (decision 0114). */
export const AUDIENCE_FILTER_KINDS: Record<Audience, readonly FilterKind[]> = {
  business: ['BUSINESS_SERVICES', 'BUSINESS_TOPICS'],
  consumer: ['CONSUMER_APPS', 'CONSUMER_TOPICS'],
};

/**
 * The filters the blog's posts carry, by kind in the audience's order, each tag once: its value from
 * the first post in the page's language, else from the first (English) post.
 */
export function filterGroups(posts: readonly BlogPostView[], audience: Audience): FilterGroup[] {
  return AUDIENCE_FILTER_KINDS[audience]
    .map((kind) => {
      const tags = new Map<number, { id: number; value: string; fellBack: boolean }>();
      for (const p of posts)
        for (const f of p.filters) {
          if (f.kind !== kind) continue;
          const seen = tags.get(f.id);
          if (!seen || (seen.fellBack && !p.fellBack))
            tags.set(f.id, { id: f.id, value: f.value, fellBack: p.fellBack });
        }
      return { kind, tags: [...tags.values()] };
    })
    .filter((g) => g.tags.length > 0);
}

/** The newest post carrying the blog's FOCUS tag, if any. */
export function featuredPost(posts: readonly BlogPostView[], audience: Audience): BlogPostView | undefined {
  return posts.find((p) => p.filters.some((f) => f.kind === 'FOCUS' && f.value === FOCUS_VALUE[audience]));
}

/** A list page's address, with the active filter kept (`?filter={tag id}`). */
export function filteredListHref(
  lang: LangKey,
  audience: Audience,
  page: number,
  filter: number | null,
): string {
  const base = listHref(lang, audience, page);
  return filter === null ? base : `${base}?filter=${filter}`;
}

/**
 * Minutes to read a post, at least one: words at 200 a minute, and characters of scripts written
 * without spaces (Chinese, Japanese kana and kanji) at 400 a minute.
 */
export function readingMinutes(blocks: readonly RichBlock[]): number {
  const text = blocks.map((b) => richBlockText(b)).join(' ');
  const cjk = text.match(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g)?.length ?? 0;
  const words = text.replace(/[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/g, ' ').match(/\S+/g)?.length ?? 0;
  return Math.max(1, Math.round(words / 200 + cjk / 400));
}
