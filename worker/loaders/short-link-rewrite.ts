import { resolveShortLink, SHORT_PATH, type ShortLinkTable } from '../../shared/short-links';
import { errorFields, log } from '../log';

/**
 * spec 001 §5: links in CMS content that are old short links become their new links (exact trimmed
 * text only, else unchanged). The table is D1 data (decision 0018), kept per isolate for TABLE_TTL_MS
 * so a page pays for it at most every few minutes; a failed read rewrites nothing.
 *
 * Only a table already read is shared: requests never await another request's pending query (a promise
 * settled by another request's I/O can leave the waiting request hung — docs/architecture.md "Isolate
 * state"); two requests that find no table both read it.
 */
const TABLE_TTL_MS = 5 * 60 * 1000;
let cached: { db: D1Database; at: number; table: ShortLinkTable } | null = null;

/** The whole table, for resolving CMS links (spec 001 §5). */
export async function loadShortLinks(db: D1Database): Promise<ShortLinkTable> {
  const { results } = await db.prepare('SELECT old_path, new_path FROM short_links').all<{
    old_path: string;
    new_path: string;
  }>();
  return new Map(results.map((r) => [r.old_path, r.new_path]));
}

export async function shortLinkTable(db: D1Database, now = Date.now()): Promise<ShortLinkTable> {
  if (cached && cached.db === db && now - cached.at <= TABLE_TTL_MS) return cached.table;
  const table = await loadShortLinks(db).catch((error: unknown) => {
    log('error', 'short_link_table_unavailable', errorFields(error));
    return new Map<string, string>() as ShortLinkTable;
  });
  cached = { db, at: now, table };
  return table;
}

/** Keys whose string values are links in the CMS shapes (ctaLink, buttonLink, itemUrl, link, href…). */
const LINK_KEY = /(link|url|href)$/i;

/** Rewrites, in place, every link-valued string of a CMS payload that is an old short link. */
export function rewriteShortLinks<T>(payload: T, table: ShortLinkTable): T {
  if (table.size === 0) return payload;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (typeof value === 'string') {
        if (LINK_KEY.test(key) && SHORT_PATH.test(value.trim())) record[key] = resolveShortLink(value, table);
      } else {
        visit(value);
      }
    }
  };
  visit(payload);
  return payload;
}
