-- Local seed of the account side (scripts/db-setup.mjs runs every seed/*.sql in name order).
-- Idempotent: INSERT OR IGNORE on fixed ids and unique keys. Dates are relative to when it runs.
-- Not a migration: deployed environments get their accounts from real sign-ups, never a demo login.

-- Trials for these addresses skip approval (spec 000 §4 whitelist): handy for local trials.
INSERT OR IGNORE INTO whitelist (pattern, note) VALUES
  ('@example.com', 'local demo domain'),
  ('qa@lumora.invalid', 'a single address');

-- The demo business account (README "Local"): demo@example.com / lumora-demo-2026
-- (scrypt N=2^14, r=8, p=5 — decision 0032).
INSERT OR IGNORE INTO accounts
  (id, email, password_hash, first_name, last_name, image_url, language_type, is_notification_enabled,
   email_verified_at, current_customer_id, created_at)
VALUES
  (9001, 'demo@example.com',
   'scrypt$16384$8$5$qPQodqiAJERxT7zBD0dAVQ==$K+KALTKZGdEymKIIsqyOnPtn3uFJuJUO5QlYz/rwNUI=',
   'Dana', 'Demo', NULL, 'enu', 1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days'), 9001,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')),
  -- Owner of a second business the demo account is a team member of (no password: cannot sign in).
  (9002, 'owner@example.com', NULL, 'Olu', 'Owner', NULL, 'enu', 0, NULL, NULL,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-200 days'));

INSERT OR IGNORE INTO customers
  (id, customer_name, owner_email, customer_type, business_type, function_type, phone, number_of_employees,
   country, website_url, created_at)
VALUES
  (9001, 'Demo Beauty Co.', 'demo@example.com', 'SMB', 'MAKEUP', 'MAKEUP', '+1 555 0100', 'R_51_100', 'US',
   'https://demo-beauty.example.com', strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')),
  (9002, 'Riverside Skin Clinic', 'owner@example.com', 'SMB', 'SKINCARE', 'SKINCARE_PRO', NULL, 'R_1_50', 'CA',
   NULL, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-200 days'));

INSERT OR IGNORE INTO customer_members (customer_id, account_id) VALUES (9001, 9001), (9002, 9002), (9002, 9001);

-- The entrance page shows every card kind: a paid plan, a trial, an expired plan and a team membership.
INSERT OR IGNORE INTO subscriptions
  (id, customer_id, solution_type, subscription_type, recurring_type, is_trial, approval_status, is_overdue,
   start_time, end_time, payment_type, currency_type, number_of_licenses, addons_quantity, created_at)
VALUES
  (9001, 9001, 'MAKEUP', 'PREMIUM', 'ANNUAL', 0, 'APPROVED', 0,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+275 days'),
   'LOCAL', 'USD', 3, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-90 days')),
  (9002, 9001, 'SKIN_ANALYSIS', 'PREMIUM_TRIAL', NULL, 1, 'APPROVED', 0,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-4 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+10 days'),
   NULL, NULL, NULL, NULL, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-4 days')),
  (9003, 9001, 'EYEWEAR', 'ESSENTIAL', 'MONTH', 0, 'APPROVED', 1,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-75 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-45 days'),
   'LOCAL', 'USD', 1, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-75 days')),
  (9004, 9002, 'AESTHETIC_SIMULATION', 'ENTERPRISE', 'ANNUAL', 0, 'APPROVED', 0,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-200 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+165 days'),
   'INVOICE', 'USD', 10, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-200 days'));
