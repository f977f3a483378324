-- Bookkeeping for the embedded origin: which seed version is loaded (the seed step is idempotent).
CREATE TABLE IF NOT EXISTS seed_state (
  name TEXT PRIMARY KEY,
  version TEXT NOT NULL,
  loaded_at TEXT NOT NULL
);
