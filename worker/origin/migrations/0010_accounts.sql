-- Embedded origin, account side (spec 000 §3; docs/architecture.md "Account life cycle"; decisions 0032–0036).
-- Instants of business entities are ISO-8601 text (they are answered as is); instants of security
-- bookkeeping (sessions, codes, rate limits) are integer milliseconds (compared and added to).

CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  -- Stored lower-cased; one account per mailbox.
  email TEXT NOT NULL UNIQUE,
  -- scrypt$N$r$p$salt$hash (decision 0032); NULL until the password is set up (trial while signed out).
  password_hash TEXT,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL DEFAULT '',
  image_url TEXT,
  language_type TEXT NOT NULL DEFAULT 'enu',
  is_notification_enabled INTEGER NOT NULL DEFAULT 0,
  email_verified_at TEXT,
  -- The customer the account acts for (switch-account-customer); NULL → its first customer.
  current_customer_id INTEGER,
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS customers (
  id INTEGER PRIMARY KEY,
  -- Business names are unique (check-business-name), compared without case.
  customer_name TEXT NOT NULL UNIQUE COLLATE NOCASE,
  -- spec 000 §3: the owner is the related customer carrying this e-mail.
  owner_email TEXT NOT NULL,
  customer_type TEXT NOT NULL DEFAULT 'SMB',
  business_type TEXT NOT NULL DEFAULT 'MAKEUP',
  function_type TEXT,
  phone TEXT,
  number_of_employees TEXT,
  country TEXT,
  website_url TEXT,
  created_at TEXT NOT NULL
);

-- Related customers: which accounts belong to which customers (owner and team members).
CREATE TABLE IF NOT EXISTS customer_members (
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  PRIMARY KEY (customer_id, account_id)
);
CREATE INDEX IF NOT EXISTS customer_members_account ON customer_members (account_id);

CREATE TABLE IF NOT EXISTS subscriptions (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id),
  solution_type TEXT NOT NULL,
  subscription_type TEXT NOT NULL,
  recurring_type TEXT,
  is_trial INTEGER NOT NULL DEFAULT 0,
  -- SUBMITTED trials wait for approval and are not part of the account summary.
  approval_status TEXT NOT NULL DEFAULT 'APPROVED',
  is_overdue INTEGER NOT NULL DEFAULT 0,
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  affiliation_code TEXT,
  payment_type TEXT,
  currency_type TEXT,
  number_of_licenses INTEGER,
  addons_quantity INTEGER,
  source_utm TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS subscriptions_customer ON subscriptions (customer_id, solution_type);
-- One free trial per customer and solution, even under concurrent requests (D1 has no BEGIN: the
-- constraint decides, decision 0033).
CREATE UNIQUE INDEX IF NOT EXISTS subscriptions_one_trial ON subscriptions (customer_id, solution_type)
  WHERE is_trial = 1;

-- Sign-in sessions (not the forum's `sessions`): only the SHA-256 of the token is stored (decision 0032).
CREATE TABLE IF NOT EXISTS auth_sessions (
  token_hash TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  created_at INTEGER NOT NULL,
  last_seen_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS auth_sessions_account ON auth_sessions (account_id);

-- Mailed codes and app tokens: hashed, expiring, single use, attempts capped, tied to account + purpose.
CREATE TABLE IF NOT EXISTS codes (
  id INTEGER PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  purpose TEXT NOT NULL CHECK (purpose IN ('VERIFY_EMAIL', 'SETUP_PASSWORD', 'RESET_PASSWORD', 'APP_TOKEN')),
  -- Not unique: 6-digit codes of different accounts may coincide (they are looked up by account).
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS codes_account ON codes (account_id, purpose);
CREATE INDEX IF NOT EXISTS codes_hash ON codes (code_hash);

-- Every e-mail the origin would send (readable at /dev/outbox locally).
CREATE TABLE IF NOT EXISTS outbox (
  id INTEGER PRIMARY KEY,
  to_email TEXT NOT NULL,
  kind TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL
);

-- Trials for these e-mails (exact address) or domains ('@example.com') skip approval.
CREATE TABLE IF NOT EXISTS whitelist (
  pattern TEXT PRIMARY KEY,
  note TEXT
);

-- spec 000 §3 Affiliation.
CREATE TABLE IF NOT EXISTS affiliations (
  id INTEGER PRIMARY KEY,
  affiliation_code TEXT NOT NULL UNIQUE,
  affiliation_name TEXT NOT NULL,
  function_type TEXT NOT NULL,
  solution_type TEXT NOT NULL,
  affiliation_type TEXT NOT NULL DEFAULT 'TRIAL_EXTENSION',
  extension_days INTEGER,
  fixed_end_date TEXT,
  affiliation_end_time TEXT,
  is_bypass_approval INTEGER NOT NULL DEFAULT 0,
  is_published INTEGER NOT NULL DEFAULT 1,
  only_new_user INTEGER NOT NULL DEFAULT 0,
  created_time TEXT NOT NULL,
  last_modified TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS partners (
  id INTEGER PRIMARY KEY,
  partner_id TEXT NOT NULL UNIQUE,
  account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
  company_name TEXT NOT NULL,
  website_url TEXT,
  country TEXT NOT NULL,
  partner_type TEXT NOT NULL,
  description TEXT,
  status TEXT NOT NULL DEFAULT 'SUBMITTED',
  created_at TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS support_requests (
  id INTEGER PRIMARY KEY,
  support_id TEXT NOT NULL UNIQUE,
  support_type TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  business_name TEXT,
  product_type TEXT,
  email TEXT NOT NULL,
  number_of_employees TEXT,
  country TEXT,
  state TEXT NOT NULL,
  description TEXT,
  attrs TEXT,
  source_utm TEXT,
  ref_url_first TEXT,
  ref_url_last TEXT,
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  status TEXT NOT NULL DEFAULT 'RECEIVED',
  report_status TEXT NOT NULL DEFAULT 'NONE',
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS support_requests_email ON support_requests (email, support_type);

CREATE TABLE IF NOT EXISTS support_files (
  id INTEGER PRIMARY KEY,
  support_id TEXT NOT NULL REFERENCES support_requests (support_id),
  storage_key TEXT NOT NULL UNIQUE,
  file_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL
);

-- Fixed-window counters (worker/origin/rate-limit.ts).
CREATE TABLE IF NOT EXISTS rate_limits (
  key TEXT PRIMARY KEY,
  window_start INTEGER NOT NULL,
  count INTEGER NOT NULL
);
