import { env } from 'cloudflare:test';
import { contentSeedStatements } from '../../worker/origin/seed/content';

/** Loads the embedded origin's seed content into this test file's D1 (the same rows as content.sql). */
export async function seedContent(db: D1Database = env.DB): Promise<void> {
  const statements = contentSeedStatements().map((s) => db.prepare(s.sql).bind(...s.values));
  // D1 batches run as one transaction; chunks keep each batch small.
  for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100));
}
