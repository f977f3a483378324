-- spec 000 §3: the affiliation codes the vendor runs. Reference data, so a migration (every
-- environment has them). Dates are relative to when the migration runs, so the codes are active on a
-- fresh database: BWO2025 extends 30 days to a fixed end, new users only, bypasses approval; BWOS2025
-- extends 60 days with an earlier end. Two more show the other cases (an aesthetic-simulation code and
-- an ended one).
INSERT OR IGNORE INTO affiliations
  (affiliation_code, affiliation_name, function_type, solution_type, affiliation_type, extension_days,
   fixed_end_date, affiliation_end_time, is_bypass_approval, is_published, only_new_user, created_time,
   last_modified)
VALUES
  ('BWO2025', 'Beauty Week Online 2025', 'SKINCARE_PRO', 'SKIN_ANALYSIS', 'TRIAL_EXTENSION', 30,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+150 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+120 days'),
   1, 1, 1, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  ('BWOS2025', 'Beauty Week Online 2025 — Spotlight', 'SKINCARE_PRO', 'SKIN_ANALYSIS', 'TRIAL_EXTENSION', 60,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+45 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+30 days'),
   0, 1, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  ('GLOWLAB', 'Glow Lab partners', 'SKINCARE_PRO', 'AESTHETIC_SIMULATION', 'TRIAL_EXTENSION', NULL,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+40 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '+40 days'),
   1, 1, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now')),
  ('SPRING2024', 'Spring fair 2024 (ended)', 'MAKEUP', 'MAKEUP', 'TRIAL_EXTENSION', 21,
   strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-300 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-330 days'),
   0, 1, 0, strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-400 days'), strftime('%Y-%m-%dT%H:%M:%SZ', 'now', '-400 days'));
