import type { Context } from 'hono';
import type { Audience, LangKey } from '../../shared/languages';
import { collectText, MAX_QUERY_LENGTH, type SearchDoc, type SearchHit, search } from '../../shared/search';
import type { CmsEntry } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';
import { cmsList, failure } from './cms';
import type { LoaderResult } from './types';

/**
 * The documents of the site search (spec 001 §2.1 gcse): the CMS lists of each audience, read through
 * the proxy's cache (one cached list call per type), ranked by shared/search.ts (decision 0085).
 */
export type SearchSource = {
  type: string;
  kind: string;
  /** In-site path of an entry; null leaves the entry out. */
  path: (entry: CmsEntry) => string | null;
};

const content = (e: CmsEntry) => e.attributes.content as Record<string, unknown>;
const audienceOf = (e: CmsEntry) => content(e).audience;

export const SEARCH_SOURCES: Record<Audience, readonly SearchSource[]> = {
  business: [
    { type: 'PRODUCT_PAGE', kind: 'product', path: (e) => `/business/products/${e.attributes.pageKey}` },
    {
      type: 'TECHNOLOGY_PAGE',
      kind: 'technology',
      path: (e) => `/business/technologies/${e.attributes.pageKey}`,
    },
    { type: 'SERVICE_PAGE', kind: 'service', path: (e) => `/business/services/${e.attributes.pageKey}` },
    { type: 'CAMPAIGN_PAGE', kind: 'campaign', path: (e) => `/business/campaign/${e.attributes.pageKey}` },
    {
      type: 'ONLINE_SERVICE_PAGE',
      kind: 'onlineService',
      path: (e) => `/business/solutions/${e.attributes.pageKey}`,
    },
    { type: 'INFO_PAGE', kind: 'info', path: (e) => `/business/${e.attributes.pageKey}` },
    {
      type: 'BLOG_POST',
      kind: 'blog',
      path: (e) => (audienceOf(e) === 'business' ? `/business/blog/${e.attributes.pageKey}` : null),
    },
    { type: 'NEWS', kind: 'news', path: (e) => `/business/news/${e.attributes.pageKey}` },
    { type: 'VIDEO', kind: 'video', path: (e) => `/business/video/${e.attributes.pageKey}` },
    {
      type: 'SUCCESS_STORY',
      kind: 'successStory',
      path: (e) => `/business/successstory/${e.attributes.pageKey}`,
    },
  ],
  consumer: [
    { type: 'CONSUMER_APP', kind: 'app', path: (e) => `/consumer/apps/${e.attributes.pageKey}` },
    { type: 'CONSUMER_FEATURE', kind: 'feature', path: (e) => `/consumer/features/${e.attributes.pageKey}` },
    { type: 'CONSUMER_PAGE', kind: 'info', path: (e) => `/consumer/${e.attributes.pageKey}` },
    {
      type: 'BLOG_POST',
      kind: 'blog',
      path: (e) => (audienceOf(e) === 'consumer' ? `/consumer/blog/${e.attributes.pageKey}` : null),
    },
  ],
};

/** The title a listed entry is known by: its banner title for content pages, else its own title. */
export function entryTitle(e: CmsEntry): string {
  const c = content(e);
  const banner = c.topBanner as { title?: string } | undefined;
  return banner?.title ?? (c.title as string | undefined) ?? (c.displayName as string | undefined) ?? '';
}

export function toDoc(e: CmsEntry, source: SearchSource): SearchDoc | null {
  const path = source.path(e);
  if (!path) return null;
  return { path, title: entryTitle(e), ...collectText(content(e)), kind: source.kind };
}

export type SiteSearch = { q: string; hits: SearchHit[]; total: number };

/**
 * Runs a search for one audience. A failing list only loses its hits; when every list fails the
 * search is unavailable (503, like any content page).
 */
export async function searchSite(
  c: Context<AppEnv>,
  lang: LangKey,
  audience: Audience,
  rawQuery: string | null,
  sources: readonly SearchSource[] = SEARCH_SOURCES[audience],
): Promise<{ ok: true; result: SiteSearch } | { ok: false; status: number }> {
  const q = (rawQuery ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  if (!q) return { ok: true, result: { q, hits: [], total: 0 } };
  const types = [...new Set(sources.map((s) => s.type))];
  const lists = await Promise.all(types.map((t) => cmsList(c, lang, t)));
  if (lists.every((l) => !l.ok)) return { ok: false, status: lists.find((l) => !l.ok)?.status ?? 503 };
  const docs: SearchDoc[] = [];
  types.forEach((type, i) => {
    const list = lists[i]!;
    if (!list.ok) return;
    for (const source of sources.filter((s) => s.type === type)) {
      for (const e of list.data) {
        const doc = toDoc(e, source);
        if (doc) docs.push(doc);
      }
    }
  });
  return { ok: true, result: { q, ...search(docs, q) } };
}

/** The loader of a gcse page: `?q=` searched in the page's audience. */
export async function searchPage(
  c: Context<AppEnv>,
  lang: LangKey,
  audience: Audience,
  url: URL,
  page: string,
): Promise<LoaderResult> {
  const r = await searchSite(c, lang, audience, url.searchParams.get('q'));
  if (!r.ok) return failure(r.status >= 500 ? r.status : 503);
  return { kind: 'page', page, data: r.result };
}
