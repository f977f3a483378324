import { collectText, normalise } from '../shared/search';
import { prepareContent } from '../shared/smb/answers';
import { type CmsEntry, ContentListAnswer, LANGUAGE_TYPES } from '../shared/smb/content';
import { smbUrl } from '../shared/smb/paths';
import { errorFields, log } from './log';
import { fillBrand } from './origin/content/respond';
import { handleSmb } from './smb/proxy';

/**
 * The site search's full-text index (decision 0290, migration 0080): D1's FTS5 over the readable text
 * of the searched CMS types. Written when content changes, never per query:
 * - the embedded origin: triggers on cms_entries queue every written entry in `search_pending`;
 *   `catchUp` indexes the queue (the Cron Trigger, and a search that finds the queue non-empty);
 * - a vendor upstream (SMB_ORIGIN): `refreshFromUpstream` pages through the CMS lists on the Cron Trigger.
 */

/** The CMS types the site search reads (worker/loaders/search.ts SEARCH_SOURCES). */
export const SEARCHED_TYPES = [
  'PRODUCT_PAGE',
  'TECHNOLOGY_PAGE',
  'SERVICE_PAGE',
  'CAMPAIGN_PAGE',
  'ONLINE_SERVICE_PAGE',
  'INFO_PAGE',
  'BLOG_POST',
  'NEWS',
  'VIDEO',
  'SUCCESS_STORY',
  'CONSUMER_APP',
  'CONSUMER_FEATURE',
  'CONSUMER_PAGE',
] as const;
const SEARCHED = new Set<string>(SEARCHED_TYPES);

/** Han and kana (and the marks that sit inside their words): no spaces between words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]+/gu;
export const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;

function bigrams(run: string): string[] {
  const chars = [...run];
  if (chars.length < 2) return chars;
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}

/**
 * One field's text for the index: the Latin-script (and Hangul, Cyrillic…) words as they are, the Han and
 * kana runs as overlapping bigrams followed by their single characters.
 */
export function indexText(texts: readonly string[]): { words: string; cjk: string } {
  const words: string[] = [];
  const cjk: string[] = [];
  for (const raw of texts) {
    const text = normalise(raw);
    words.push(text.replace(CJK_RUN, ' '));
    for (const [run] of text.matchAll(CJK_RUN)) {
      cjk.push(bigrams(run).join(' '));
      if ([...run].length > 1) cjk.push([...run].join(' '));
    }
  }
  return { words: words.join('\n'), cjk: cjk.join('\n') };
}

/**
 * The FTS5 query of the search terms (shared/search.ts `terms`: letters and digits only, so nothing needs
 * escaping). Every term must match (AND). A Latin-script term matches a whole word or a word start in the
 * word columns — both forms are asked for, so a whole word counts twice (decision 0231); a Han/kana term
 * matches its bigrams as a phrase (or its one character) in the CJK columns.
 */
export function ftsQuery(ts: readonly string[]): string {
  const clauses: string[] = [];
  for (const t of ts) {
    let rest = t;
    for (const [run] of t.matchAll(CJK_RUN)) {
      clauses.push(`{title_cjk headings_cjk body_cjk} : "${bigrams(run).join(' ')}"`);
      rest = rest.replace(run, ' ');
    }
    for (const word of rest.split(' ').filter(Boolean)) {
      clauses.push(`{title headings body} : ("${word}" OR "${word}" *)`);
    }
  }
  return clauses.join(' AND ');
}

/**
 * The `scope` token of a content language (decision 0311): a search matches `scope : (l<page> OR lenu)`
 * inside FTS5, before any row is joined or ranked.
 */
export const scopeToken = (languageType: string) => `l${languageType}`;

/** The MATCH expression of a search: every term (ftsQuery), in the page language or English. */
export function scopedQuery(ts: readonly string[], languageType: string): string {
  const langs = [...new Set([languageType, 'enu'])].map(scopeToken).join(' OR ');
  return `(${ftsQuery(ts)}) AND scope : (${langs})`;
}

export type IndexRow = {
  id: number;
  type: string;
  pageKey: string;
  languageType: string;
  audience: string | null;
  title: string;
  headings: string[];
  passages: string[];
};

/** The title a listed entry is known by: its banner title for content pages, else its own title. */
export function entryTitle(e: CmsEntry): string {
  const c = e.attributes.content as Record<string, unknown>;
  const banner = c.topBanner as { title?: string } | undefined;
  return banner?.title ?? (c.title as string | undefined) ?? (c.displayName as string | undefined) ?? '';
}

export function rowOf(e: CmsEntry): IndexRow {
  const content = e.attributes.content as Record<string, unknown>;
  const audience = typeof content.audience === 'string' ? content.audience : null;
  return {
    id: e.id,
    type: e.attributes.type,
    pageKey: e.attributes.pageKey,
    languageType: e.attributes.languageType,
    audience,
    title: entryTitle(e),
    ...collectText(content),
  };
}

/** The statements that put one row in the index, replacing whatever stood for its id or its page. */
function upsert(db: D1Database, row: IndexRow, generation: number): D1PreparedStatement[] {
  const title = indexText([row.title]);
  const headings = indexText(row.headings);
  const body = indexText(row.passages);
  const same = 'id = ?1 OR (type = ?2 AND page_key = ?3 AND language_type = ?4)';
  const key = [row.id, row.type, row.pageKey, row.languageType] as const;
  return [
    db
      .prepare(`DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_docs WHERE ${same})`)
      .bind(...key),
    db.prepare(`DELETE FROM search_docs WHERE ${same}`).bind(...key),
    db
      .prepare(
        `INSERT INTO search_docs (id, type, page_key, language_type, audience, title, headings, passages, generation)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)`,
      )
      .bind(
        ...key,
        row.audience,
        row.title,
        JSON.stringify(row.headings),
        JSON.stringify(row.passages),
        generation,
      ),
    db
      .prepare(
        `INSERT INTO search_fts (rowid, title, headings, body, title_cjk, headings_cjk, body_cjk, scope)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        row.id,
        title.words,
        headings.words,
        body.words,
        title.cjk,
        headings.cjk,
        body.cjk,
        scopeToken(row.languageType),
      ),
  ];
}

function remove(db: D1Database, id: number): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM search_fts WHERE rowid = ?').bind(id),
    db.prepare('DELETE FROM search_docs WHERE id = ?').bind(id),
  ];
}

async function runBatches(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  // D1 runs a batch as one transaction: chunks keep each one short.
  for (let i = 0; i < statements.length; i += 200) await db.batch(statements.slice(i, i + 200));
}

const stamp = (db: D1Database, at = new Date().toISOString()) =>
  db.prepare(`INSERT OR REPLACE INTO search_state (key, value) VALUES ('refreshed_at', ?)`).bind(at);

type PendingRow = {
  entry_id: number;
  queued: number;
  id: number | null;
  type: string | null;
  page_key: string | null;
  language_type: string | null;
  status: string | null;
  content: string | null;
};

/**
 * Indexes up to `max` queued entries of the embedded origin (published ones of a searched type are
 * written, anything else leaves the index). Returns how many it took from the queue.
 */
export async function catchUp(db: D1Database, brand: string | undefined, max = 5000): Promise<number> {
  const { results } = await db
    .prepare(
      `SELECT p.entry_id, p.queued, e.id, e.type, e.page_key, e.language_type, e.status, e.content
       FROM search_pending p LEFT JOIN cms_entries e ON e.id = p.entry_id ORDER BY p.entry_id LIMIT ?`,
    )
    .bind(max)
    .all<PendingRow>();
  if (results.length === 0) return 0;
  const statements: D1PreparedStatement[] = [];
  for (const r of results) {
    statements.push(...remove(db, r.entry_id));
    if (r.id === null || r.status !== 'published' || !SEARCHED.has(r.type ?? '') || r.content === null) {
      continue;
    }
    let content: unknown;
    try {
      content = JSON.parse(fillBrand(r.content, brand));
    } catch {
      continue;
    }
    const entry = {
      id: r.id,
      attributes: { type: r.type, pageKey: r.page_key ?? '', languageType: r.language_type, content },
    } as CmsEntry;
    statements.push(...upsert(db, rowOf(entry), 0));
  }
  // Only the versions read leave the queue: an entry written again meanwhile has a newer `queued`.
  for (const r of results) {
    statements.push(
      db.prepare('DELETE FROM search_pending WHERE entry_id = ? AND queued = ?').bind(r.entry_id, r.queued),
    );
  }
  await runBatches(db, statements);
  const rest = await db.prepare('SELECT EXISTS (SELECT 1 FROM search_pending) AS n').first<{ n: number }>();
  if (!rest?.n) await stamp(db).run();
  return results.length;
}

/** Every queued entry, in rounds (the Cron Trigger; `npm run db:setup` leaves the whole seed queued). */
export async function catchUpAll(db: D1Database, brand: string | undefined): Promise<number> {
  let total = 0;
  for (let n = await catchUp(db, brand); n > 0; n = await catchUp(db, brand)) total += n;
  return total;
}

/**
 * With a vendor upstream: every searched type in every language, paged through the proxy (so its cache
 * and upstream secret apply), written as one refresh generation; rows an earlier refresh wrote and this
 * one did not see are swept — only when every list answered, so a failing upstream never empties it.
 */
export async function refreshFromUpstream(env: Env, ctx: ExecutionContext | undefined): Promise<number> {
  const db = env.DB;
  const generation = Date.now();
  let written = 0;
  let complete = true;
  for (const type of SEARCHED_TYPES) {
    for (const languageType of LANGUAGE_TYPES) {
      for (let offset = 0; ; offset += 100) {
        const q = new URLSearchParams({ type, languageType, defaultEnu: 'false', limit: '100' });
        q.set('offset', String(offset));
        const url = `https://search-index.internal${smbUrl('strapi.listContentByLanguage', q.toString())}`;
        const res = await handleSmb(
          new Request(url, { headers: { 'Sec-Fetch-Site': 'same-origin' } }),
          env,
          ctx,
        ).catch((error) => {
          log('error', 'search_refresh_failed', { type, languageType, ...errorFields(error) });
          return null;
        });
        const parsed = res?.ok
          ? ContentListAnswer.safeParse(prepareContent(await res.json().catch(() => null), false))
          : null;
        if (!parsed?.success) {
          complete = false;
          break;
        }
        const rows = parsed.data.data.filter((e) => e.attributes.languageType === languageType).map(rowOf);
        await runBatches(
          db,
          rows.flatMap((r) => upsert(db, r, generation)),
        );
        written += rows.length;
        if (parsed.data.data.length < 100) break;
      }
    }
  }
  if (complete) {
    await runBatches(db, [
      db
        .prepare('DELETE FROM search_fts WHERE rowid IN (SELECT id FROM search_docs WHERE generation < ?)')
        .bind(generation),
      db.prepare('DELETE FROM search_docs WHERE generation < ?').bind(generation),
      stamp(db),
    ]);
  }
  return written;
}

/** When the index last caught up with the content (ISO time), or null: /healthz shows it. */
export async function lastRefresh(db: D1Database): Promise<string | null> {
  try {
    const row = await db
      .prepare(`SELECT value FROM search_state WHERE key = 'refreshed_at'`)
      .first<{ value: string }>();
    return row?.value ?? null;
  } catch {
    return null;
  }
}
