import { normaliseSeoPath, SeoMetaByPathQuery, SeoMetaQuery } from '../../../shared/smb/seo';
import { type ContentContext, jsonText, notFound, parseQuery } from './respond';

/** The SEO calls of spec 001 §7 over seo_meta (migration 0040). */

/** GET `seo.queryMeta`?sourceId[&languageType][&defaultEnu] */
export async function queryMeta(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, SeoMetaQuery);
  if (!q.ok) return q.response;
  const { sourceId, languageType, defaultEnu } = q.data;
  const row = await c.env.DB.prepare(
    `SELECT body FROM seo_meta WHERE source_id = ?1 AND language_type IN (?2, ?3)
     ORDER BY language_type = ?2 DESC LIMIT 1`,
  )
    .bind(sourceId, languageType, defaultEnu ? 'enu' : languageType)
    .first<{ body: string }>();
  return row ? jsonText(c, `{"data":${row.body}}`) : notFound(c);
}

/** GET `seo.queryMetaByPath`?path&languageType[&defaultEnu] — path normalised first. */
export async function queryMetaByPath(c: ContentContext): Promise<Response> {
  const q = parseQuery(c, SeoMetaByPathQuery);
  if (!q.ok) return q.response;
  const { path, languageType, defaultEnu } = q.data;
  const row = await c.env.DB.prepare(
    `SELECT body FROM seo_meta WHERE path = ?1 AND language_type IN (?2, ?3)
     ORDER BY language_type = ?2 DESC LIMIT 1`,
  )
    .bind(normaliseSeoPath(path), languageType, defaultEnu ? 'enu' : languageType)
    .first<{ body: string }>();
  return row ? jsonText(c, `{"data":${row.body}}`) : notFound(c);
}
