-- The site search's index gains a `scope` column (decision 0311): each row's content language as one token
-- (`lenu`, `ldeu`…), so a search asks FTS5 for the page language and English only and the other
-- languages' rows never reach the join, the ranking or the count. FTS5 cannot add a column in place: the
-- table is made again and every entry queued, so the next search (or the Cron Trigger) rebuilds it.
DROP TABLE IF EXISTS search_fts;
CREATE VIRTUAL TABLE search_fts USING fts5(
  title, headings, body, title_cjk, headings_cjk, body_cjk, scope,
  tokenize = 'unicode61 remove_diacritics 0',
  prefix = '1 2 3'
);
DELETE FROM search_docs;
DELETE FROM search_state WHERE key = 'refreshed_at';
INSERT OR REPLACE INTO search_pending (entry_id, queued)
  SELECT id, (SELECT coalesce(max(queued), 0) + 1 FROM search_pending) FROM cms_entries;
