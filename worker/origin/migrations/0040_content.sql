-- Embedded origin: CMS content, SEO meta and the forum (spec 001 §3, §7). Decisions 0040–0042.

-- One row per CMS entry in one language. `content` and `seo` are JSON text in the shapes of
-- shared/smb/content.ts; texts may hold the placeholder {{brand}}, filled with BRAND_NAME when served.
CREATE TABLE IF NOT EXISTS cms_entries (
  id INTEGER PRIMARY KEY,
  type TEXT NOT NULL,
  page_key TEXT NOT NULL DEFAULT '',
  language_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('published', 'draft')),
  -- The preview form a draft belongs to (spec 001 §2.1 preview mode); null for published entries.
  form_id TEXT,
  -- Stable id of one published version (decision 0040); null for drafts.
  vuid TEXT UNIQUE,
  function_key TEXT,
  seo TEXT,
  content TEXT NOT NULL,
  -- Pre-rendered answer of this version; served verbatim by query-content-by-vuid when present.
  snapshot TEXT,
  sort_date TEXT,
  updated_at TEXT NOT NULL
);
-- One published entry per type, page and language; drafts are many (one per preview form).
CREATE UNIQUE INDEX IF NOT EXISTS cms_entries_published
  ON cms_entries (type, page_key, language_type) WHERE status = 'published';
CREATE UNIQUE INDEX IF NOT EXISTS cms_entries_form ON cms_entries (form_id) WHERE form_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS cms_entries_list ON cms_entries (type, language_type, status, sort_date);

-- spec 001 §3.2: one SEO record per normalised path (no language prefix) and language.
CREATE TABLE IF NOT EXISTS seo_meta (
  id INTEGER PRIMARY KEY,
  source_id TEXT NOT NULL,
  path TEXT NOT NULL,
  language_type TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS seo_meta_path ON seo_meta (path, language_type);
CREATE INDEX IF NOT EXISTS seo_meta_source ON seo_meta (source_id, language_type);

-- spec 001 §3.4 forum. `body` is the course record as the contract shapes it (attrs as JSON strings).
CREATE TABLE IF NOT EXISTS courses (
  id INTEGER PRIMARY KEY,
  course_key TEXT NOT NULL,
  type TEXT NOT NULL,
  language_type TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS courses_key ON courses (course_key, language_type);
CREATE INDEX IF NOT EXISTS courses_type ON courses (type, language_type);

CREATE TABLE IF NOT EXISTS speakers (
  id INTEGER PRIMARY KEY,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- `body` holds the session without sessionSpeakers; they are joined from session_speakers.
CREATE TABLE IF NOT EXISTS sessions (
  id INTEGER PRIMARY KEY,
  course_id INTEGER NOT NULL,
  start_date TEXT NOT NULL,
  body TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS sessions_course ON sessions (course_id, start_date);

CREATE TABLE IF NOT EXISTS session_speakers (
  session_id INTEGER NOT NULL,
  speaker_id INTEGER NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (session_id, speaker_id)
);
