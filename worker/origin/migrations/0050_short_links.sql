-- spec 001 §5: old short links → new links. Matched only on the exact trimmed text (shared/short-links.ts);
-- requests to an old short path redirect 301 with their query (worker/routes/short-links.ts).
-- The rows are data: worker/origin/seed/short-links.sql locally, the editors' list in deployed environments.
CREATE TABLE IF NOT EXISTS short_links (
  old_path TEXT PRIMARY KEY CHECK (old_path = trim(old_path) AND substr(old_path, 1, 1) = '/'),
  new_path TEXT NOT NULL CHECK (substr(new_path, 1, 1) = '/' OR substr(new_path, 1, 8) = 'https://'),
  note TEXT NOT NULL DEFAULT ''
);
