-- The site search's full-text index (decision 0290): one row per indexed CMS entry in one language,
-- ranked by FTS5's bm25 with the field weights of decision 0231. Built by worker/search-index.ts from
-- the entries' readable text, never per query.

-- What a hit shows and which page it is: the entry's type, page, language and (for blog posts) audience,
-- its title, headings and passages (JSON arrays): the hits' order and snippets come from them.
CREATE TABLE IF NOT EXISTS search_docs (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  page_key TEXT NOT NULL,
  language_type TEXT NOT NULL,
  audience TEXT,
  title TEXT NOT NULL,
  headings TEXT NOT NULL,
  passages TEXT NOT NULL,
  -- Upstream refreshes (SMB_ORIGIN set) sweep rows an earlier refresh left: the refresh that wrote the row.
  generation INTEGER NOT NULL DEFAULT 0
);
CREATE UNIQUE INDEX IF NOT EXISTS search_docs_key ON search_docs (type, page_key, language_type);

-- rowid = search_docs.id. Latin-script text (whole words, prefix queries) in title/headings/body; Han and
-- kana runs as overlapping character bigrams then unigrams in the *_cjk columns, so 1- and 2-character
-- terms match too (trigram tokenizers need 3).
CREATE VIRTUAL TABLE IF NOT EXISTS search_fts USING fts5(
  title, headings, body, title_cjk, headings_cjk, body_cjk,
  tokenize = 'unicode61 remove_diacritics 0',
  prefix = '1 2 3'
);

-- Entries written since the index last caught up (the embedded origin: seed, editor, purge — any write).
-- `queued` grows with every write, so an entry written again while it is being indexed stays queued.
CREATE TABLE IF NOT EXISTS search_pending (entry_id INTEGER PRIMARY KEY, queued INTEGER NOT NULL);
-- The triggers read max(queued): an index keeps each write O(log n) however long the queue.
CREATE INDEX IF NOT EXISTS search_pending_queued ON search_pending (queued);
CREATE TRIGGER IF NOT EXISTS cms_entries_search_insert AFTER INSERT ON cms_entries BEGIN
  INSERT OR REPLACE INTO search_pending (entry_id, queued)
    VALUES (new.id, (SELECT coalesce(max(queued), 0) + 1 FROM search_pending));
END;
CREATE TRIGGER IF NOT EXISTS cms_entries_search_update AFTER UPDATE ON cms_entries BEGIN
  INSERT OR REPLACE INTO search_pending (entry_id, queued)
    VALUES (old.id, (SELECT coalesce(max(queued), 0) + 1 FROM search_pending));
  INSERT OR REPLACE INTO search_pending (entry_id, queued)
    VALUES (new.id, (SELECT coalesce(max(queued), 0) + 1 FROM search_pending));
END;
CREATE TRIGGER IF NOT EXISTS cms_entries_search_delete AFTER DELETE ON cms_entries BEGIN
  INSERT OR REPLACE INTO search_pending (entry_id, queued)
    VALUES (old.id, (SELECT coalesce(max(queued), 0) + 1 FROM search_pending));
END;
INSERT OR IGNORE INTO search_pending (entry_id, queued) SELECT id, 0 FROM cms_entries;

-- When the index last caught up (`refreshed_at`, ISO time), shown by /healthz.
CREATE TABLE IF NOT EXISTS search_state (key TEXT PRIMARY KEY, value TEXT NOT NULL);
