#!/usr/bin/env node
// Generates the embedded origin's seed content SQL from content/ (decision 0266) with the templates of
// build/content/, checking every file and every page it builds first (a bad file stops here, naming the
// file and the field). Node 22 loads the TypeScript directly (type stripping); run through npm/npx so
// the Node 22 in node_modules/.bin is used. The output is git-ignored; `npm run db:setup` runs this
// before applying it. `--out <file>` writes elsewhere.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const CONTENT_SQL = path.join(import.meta.dirname, '../.wrangler/seed/content.sql');

/** Writes the seed SQL to `out` and returns its path. */
export async function writeContentSql(out = CONTENT_SQL) {
  const { generateContentSql } = await import('../build/content/node.ts');
  const { sql, statements } = await generateContentSql();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, sql);
  console.log(`seed content: ${statements} statements from content/ → ${path.relative(process.cwd(), out)}`);
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const i = process.argv.indexOf('--out');
  try {
    await writeContentSql(i > 0 ? path.resolve(process.argv[i + 1]) : undefined);
  } catch (e) {
    if (e?.name !== 'ContentError') throw e;
    console.error(`✖ ${e.message}`);
    process.exit(1);
  }
}
