import { env } from 'cloudflare:test';
import contentFiles from 'virtual:content-files';
import { buildContentSeed, type ContentSeed, contentSeedStatements } from '../../build/content/seed';

let built: ContentSeed | undefined;
/** The seed rows from content/ (vitest.worker.config.ts reads the files), built once per test file. */
export function contentSeed(): ContentSeed {
  built ??= buildContentSeed(contentFiles);
  return built;
}

/** Loads the embedded origin's seed content into this test file's D1 (the same rows `npm run db:setup` loads). */
export async function seedContent(db: D1Database = env.DB): Promise<void> {
  const statements = contentSeedStatements(contentSeed()).map((s) => db.prepare(s.sql).bind(...s.values));
  // D1 batches run as one transaction; chunks keep each batch small.
  for (let i = 0; i < statements.length; i += 100) await db.batch(statements.slice(i, i + 100));
}

/** Adds one published CMS entry (a test's own content beside the seed). */
export async function insertCmsEntry(
  id: number,
  type: string,
  pageKey: string,
  content: unknown,
  db: D1Database = env.DB,
): Promise<void> {
  await db
    .prepare(
      `INSERT INTO cms_entries (id, type, page_key, language_type, status, content, updated_at)
       VALUES (?, ?, ?, 'enu', 'published', ?, '2025-01-01T00:00:00.000Z')`,
    )
    .bind(id, type, pageKey, JSON.stringify(content))
    .run();
}
