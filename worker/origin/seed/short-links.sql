-- Short links of the fictional brand's print and event material (spec 001 §5; scripts/db-setup.mjs runs
-- every seed/*.sql in name order). Idempotent: INSERT OR IGNORE on the old path.
INSERT OR IGNORE INTO short_links (old_path, new_path, note) VALUES
  ('/faq', '/business/faq', 'help desk cards'),
  ('/aboutus', '/business/info/aboutus', 'press kit'),
  ('/esg', '/business/info/esg', 'annual report'),
  ('/awards', '/business/info/awards', 'press kit'),
  ('/contact', '/business/contact-us/sales', 'trade fair badges'),
  ('/skin', '/business/products/ai-skin-diagnostic', 'skin analysis flyer'),
  ('/shade', '/business/products/ai-shade-finder', 'shade finder flyer'),
  ('/makeup-plan', '/business/solutions/online-service/makeup/plan', 'pricing postcard'),
  ('/go/trial', '/business/user/free-trial', 'webinar slides');
