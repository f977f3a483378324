import {
  ContentByFormIdQuery,
  ContentByIdQuery,
  ContentByLanguageQuery,
  ContentByVuidQuery,
  ContentListQuery,
} from '../../../shared/smb/content';
import { contentAsOf } from './as-of';
import { type ContentContext, jsonText, notFound, parseQuery } from './respond';

/** The strapi calls of spec 001 §7 over the cms_entries table (migration 0040, decisions 0040–0041). */

type EntryRow = {
  id: number;
  type: string;
  page_key: string;
  language_type: string;
  status: 'published' | 'draft';
  form_id: string | null;
  vuid: string | null;
  function_key: string | null;
  seo: string | null;
  content: string;
  snapshot: string | null;
  updated_at: string;
};

const COLUMNS =
  'id, type, page_key, language_type, status, form_id, vuid, function_key, seo, content, snapshot, updated_at';

/** Drafts are never cached by anyone on the way (docs/architecture.md "Caching": any preview is uncached). */
const PREVIEW_HEADERS = { 'Cache-Control': 'private, no-store' };

/** One entry as the contract's CmsEntry, composed from the stored JSON text, dated parts as of now. */
export function entryJson(row: EntryRow): string {
  const s = JSON.stringify;
  return (
    `{"id":${row.id},"attributes":{"type":${s(row.type)},"languageType":${s(row.language_type)},` +
    `"pageKey":${s(row.page_key)},"functionKey":${s(row.function_key)},"seo":${row.seo ?? 'null'},` +
    `"status":${s(row.status)},"vuid":${s(row.vuid)},"formId":${s(row.form_id)},` +
    `"updatedAt":${s(row.updated_at)},"content":${contentAsOf(row.type, row.content)}}}`
  );
}

function answer(c: ContentContext, row: EntryRow): Response {
  return jsonText(c, `{"data":${entryJson(row)}}`, row.status === 'draft' ? PREVIEW_HEADERS : {});
}

/**
 * GET `strapi.queryContentByLanguage`
 * - formId given: that form's draft of this type and page wins (preview);
 * - else the published entry in languageType;
 * - else, with defaultEnu, the published English (enu) entry (spec 001 §7).
 */
export async function queryContentByLanguage(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ContentByLanguageQuery);
  if (!q.ok) return q.response;
  const { type, languageType, defaultEnu, formId } = q.data;
  const pageKey = q.data.pageKey ?? '';
  const db = c.env.DB;
  if (formId) {
    const draft = await db
      .prepare(
        `SELECT ${COLUMNS} FROM cms_entries WHERE form_id = ? AND status = 'draft' AND type = ? AND page_key = ?`,
      )
      .bind(formId, type, pageKey)
      .first<EntryRow>();
    if (draft) return answer(c, draft);
  }
  const fallback = defaultEnu ? 'enu' : languageType;
  const row = await db
    .prepare(
      `SELECT ${COLUMNS} FROM cms_entries
       WHERE status = 'published' AND type = ?1 AND page_key = ?2 AND language_type IN (?3, ?4)
       ORDER BY language_type = ?3 DESC LIMIT 1`,
    )
    .bind(type, pageKey, languageType, fallback)
    .first<EntryRow>();
  return row ? answer(c, row) : notFound(c);
}

/**
 * GET `strapi.queryContentById` — published entries; a numeric id is guessable, so a draft answers
 * only when the editor's form id (the preview cookie, decision 0041) is the draft's own: the `?cmsId=`
 * previews of a draft menu or product page (spec 001 §2.1, §2.2).
 */
export async function queryContentById(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ContentByIdQuery);
  if (!q.ok) return q.response;
  const row = await c.env.DB.prepare(
    `SELECT ${COLUMNS} FROM cms_entries WHERE id = ?1 AND type = ?2
       AND (status = 'published' OR (status = 'draft' AND ?3 IS NOT NULL AND form_id = ?3))`,
  )
    .bind(q.data.id, q.data.type, q.data.formId ?? null)
    .first<EntryRow>();
  return row ? answer(c, row) : notFound(c);
}

/**
 * GET `strapi.queryContentByVuid` — a vuid names one published version (decision 0040). When the
 * version has a pre-rendered snapshot (its answer frozen at publish time) that is served as is.
 */
export async function queryContentByVuid(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ContentByVuidQuery);
  if (!q.ok) return q.response;
  const row = await c.env.DB.prepare(
    `SELECT ${COLUMNS} FROM cms_entries WHERE vuid = ? AND status = 'published'`,
  )
    .bind(q.data.vuid)
    .first<EntryRow>();
  if (!row) return notFound(c);
  if (row.snapshot) return jsonText(c, row.snapshot, { 'X-Content-Snapshot': 'hit' });
  return answer(c, row);
}

/** GET `strapi.queryContentByFormId` — the draft an editor previews. */
export async function queryContentByFormId(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ContentByFormIdQuery);
  if (!q.ok) return q.response;
  const row = await c.env.DB.prepare(
    `SELECT ${COLUMNS} FROM cms_entries WHERE form_id = ? AND status = 'draft'`,
  )
    .bind(q.data.formId)
    .first<EntryRow>();
  return row ? answer(c, row) : notFound(c);
}

/**
 * GET `strapi.listContentByLanguage` (not shown in the spec; list pages). Newest first; with
 * defaultEnu, English entries fill in for pages that have no entry in the asked language.
 */
export async function listContentByLanguage(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, ContentListQuery);
  if (!q.ok) return q.response;
  const { type, languageType, defaultEnu, limit, offset } = q.data;
  const where = `e.type = ?1 AND e.status = 'published' AND (e.language_type = ?2 OR (?3 = 1
    AND e.language_type = 'enu' AND NOT EXISTS (SELECT 1 FROM cms_entries x WHERE x.type = e.type
    AND x.page_key = e.page_key AND x.status = 'published' AND x.language_type = ?2)))`;
  const binds = [type, languageType, defaultEnu ? 1 : 0];
  const [rows, count] = await c.env.DB.batch([
    c.env.DB.prepare(
      `SELECT ${COLUMNS.replace(/(\w+)/g, 'e.$1')} FROM cms_entries e WHERE ${where}
       ORDER BY e.sort_date DESC, e.id LIMIT ?4 OFFSET ?5`,
    ).bind(...binds, limit, offset),
    c.env.DB.prepare(`SELECT COUNT(*) AS n FROM cms_entries e WHERE ${where}`).bind(...binds),
  ]);
  const items = ((rows?.results ?? []) as EntryRow[]).map(entryJson).join(',');
  const total = (count?.results[0] as { n: number } | undefined)?.n ?? 0;
  return jsonText(c, `{"data":[${items}],"total":${total}}`);
}
