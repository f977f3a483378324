import type { Context } from 'hono';
import type { Audience, LangKey } from '../../shared/languages';
import { MAX_QUERY_LENGTH, type SearchDoc, type SearchHit, search, terms } from '../../shared/search';
import { languageTypeFor } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { catchUp, scopedQuery } from '../search-index';
import { failure } from './cms';
import { featureFlagsOf } from './frame';
import type { LoaderResult } from './types';

export { entryTitle } from '../search-index';

/**
 * The site search (spec 001 §2.1 gcse) over the full-text index of worker/search-index.ts (decision
 * 0290): one D1 batch per search, whatever the size of the catalogue. The index finds the matches and
 * ranks them by bm25 with the field weights; its best CANDIDATES are ordered by decision 0231's score
 * (whole word over word start, title start) and the hits shown get their snippets.
 */
export type SearchSource = {
  type: string;
  kind: string;
  /** In-site path of an entry; null leaves the entry out. */
  path: (pageKey: string) => string | null;
  /** Blog posts belong to one audience's blog. */
  audience?: Audience;
};

export const SEARCH_SOURCES: Record<Audience, readonly SearchSource[]> = {
  business: [
    { type: 'PRODUCT_PAGE', kind: 'product', path: (k) => `/business/products/${k}` },
    { type: 'TECHNOLOGY_PAGE', kind: 'technology', path: (k) => `/business/technologies/${k}` },
    { type: 'SERVICE_PAGE', kind: 'service', path: (k) => `/business/services/${k}` },
    { type: 'CAMPAIGN_PAGE', kind: 'campaign', path: (k) => `/business/campaign/${k}` },
    { type: 'ONLINE_SERVICE_PAGE', kind: 'onlineService', path: (k) => `/business/solutions/${k}` },
    { type: 'INFO_PAGE', kind: 'info', path: (k) => `/business/${k}` },
    { type: 'BLOG_POST', kind: 'blog', path: (k) => `/business/blog/${k}`, audience: 'business' },
    { type: 'NEWS', kind: 'news', path: (k) => `/business/news/${k}` },
    { type: 'VIDEO', kind: 'video', path: (k) => `/business/video/${k}` },
    { type: 'SUCCESS_STORY', kind: 'successStory', path: (k) => `/business/successstory/${k}` },
  ],
  consumer: [
    { type: 'CONSUMER_APP', kind: 'app', path: (k) => `/consumer/apps/${k}` },
    { type: 'CONSUMER_FEATURE', kind: 'feature', path: (k) => `/consumer/features/${k}` },
    { type: 'CONSUMER_PAGE', kind: 'info', path: (k) => `/consumer/${k}` },
    { type: 'BLOG_POST', kind: 'blog', path: (k) => `/consumer/blog/${k}`, audience: 'consumer' },
  ],
};

export type SiteSearch = { q: string; hits: SearchHit[]; total: number };

type HitRow = { type: string; page_key: string; title: string; headings: string; passages: string };

/** How many of the index's best matches decision 0231's score orders (a results page shows 30). */
const CANDIDATES = 60;

/** Queued content writes a search indexes before it answers (the Cron Trigger takes any larger backlog). */
const CATCH_UP_ON_SEARCH = 2500;
/** One catch-up per isolate at a time: searches meanwhile answer from the index as it stands. */
let catchingUp: Promise<unknown> | null = null;

/**
 * Runs a search for one audience in the page's language, English filling in for entries not translated
 * (as the pages show them). An index that cannot be read makes the search unavailable (503).
 */
export async function searchSite(
  c: Context<AppEnv>,
  lang: LangKey,
  audience: Audience,
  rawQuery: string | null,
  allSources: readonly SearchSource[] = SEARCH_SOURCES[audience],
): Promise<{ ok: true; result: SiteSearch } | { ok: false; status: number }> {
  // spec 001 §4 / §6: with the blog off its posts are not found either.
  const blog = featureFlagsOf(c).blog;
  const sources = allSources.filter((s) => blog || s.type !== 'BLOG_POST');
  const q = (rawQuery ?? '').trim().slice(0, MAX_QUERY_LENGTH);
  const ts = terms(q);
  if (ts.length === 0) return { ok: true, result: { q, hits: [], total: 0 } };
  const db = c.env.DB;
  const types = sources.map((s) => s.type);
  const blogAudience = sources.find((s) => s.audience)?.audience ?? '';
  // ?1 query, ?2 language, ?3 blog audience, ?4… the types.
  const where = `search_fts MATCH ?1 AND d.type IN (${types.map((_, i) => `?${i + 4}`).join(',')})
    AND (d.type <> 'BLOG_POST' OR d.audience = ?3)
    AND (d.language_type = ?2 OR (d.language_type = 'enu' AND NOT EXISTS (SELECT 1 FROM search_docs x
      WHERE x.type = d.type AND x.page_key = d.page_key AND x.language_type = ?2)))`;
  const binds = [scopedQuery(ts, languageTypeFor(lang)), languageTypeFor(lang), blogAudience, ...types];
  const run = () =>
    db.batch([
      db.prepare('SELECT EXISTS (SELECT 1 FROM search_pending) AS pending'),
      db
        .prepare(
          `SELECT d.type, d.page_key, d.title, d.headings, d.passages FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid
           WHERE ${where} ORDER BY bm25(search_fts, 12, 4, 1, 12, 4, 1, 0), d.title LIMIT ${CANDIDATES}`,
        )
        .bind(...binds),
      db
        .prepare(
          `SELECT count(*) AS n FROM search_fts JOIN search_docs d ON d.id = search_fts.rowid WHERE ${where}`,
        )
        .bind(...binds),
    ]);
  let answers: D1Result[];
  try {
    answers = await run();
    if ((answers[0]!.results[0] as { pending: number }).pending && !catchingUp) {
      // Content was written since the index last caught up: index it first (decision 0290).
      catchingUp = catchUp(db, c.get('config').BRAND_NAME, CATCH_UP_ON_SEARCH).finally(() => {
        catchingUp = null;
      });
      await catchingUp;
      answers = await run();
    }
  } catch (error) {
    log('error', 'search_failed', errorFields(error));
    return { ok: false, status: 503 };
  }
  const byType = new Map(sources.map((s) => [s.type, s]));
  const docs: SearchDoc[] = [];
  for (const row of answers[1]!.results as HitRow[]) {
    const source = byType.get(row.type);
    const path = source?.path(row.page_key);
    if (!source || !path) continue;
    docs.push({
      path,
      title: row.title,
      headings: JSON.parse(row.headings),
      passages: JSON.parse(row.passages),
      kind: source.kind,
    });
  }
  const { hits } = search(docs, q);
  const total = Math.max((answers[2]!.results[0] as { n: number } | undefined)?.n ?? 0, hits.length);
  return { ok: true, result: { q, hits, total } };
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
