/**
 * Node entry of the seed generator (scripts/seed-content.mjs, scripts/db-setup.mjs, deploy): lets Node
 * resolve the extension-less imports of shared/ (as Vite does), then builds the SQL from content/.
 */
import { registerHooks } from 'node:module';

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (e) {
      if (!specifier.startsWith('.') || /\.[cm]?[jt]sx?$/.test(specifier)) throw e;
      return next(`${specifier}.ts`, context);
    }
  },
});

/** The seed SQL (`wrangler d1 execute --file`) and its statement count, from content/. */
export async function generateContentSql(dir?: string): Promise<{ sql: string; statements: number }> {
  const { readContentFiles } = await import('./read-files.ts');
  const { buildContentSeed, contentSeedSql, contentSeedStatements } = await import('./seed.ts');
  const statements = contentSeedStatements(buildContentSeed(readContentFiles(dir)));
  return { sql: contentSeedSql(statements), statements: statements.length };
}
