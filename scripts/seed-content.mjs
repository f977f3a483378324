#!/usr/bin/env node
// Generates worker/origin/seed/content.sql from the seed data (worker/origin/seed/data/*.ts).
// Node 22 loads the TypeScript modules directly (type stripping); run through npm/npx so the Node 22
// in node_modules/.bin is used. The output is committed; db-setup applies every worker/origin/seed/*.sql.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentSeedSql, contentSeedStatements } from '../worker/origin/seed/content.ts';

const out = path.join(import.meta.dirname, '../worker/origin/seed/content.sql');
const statements = contentSeedStatements();
writeFileSync(out, contentSeedSql(statements));
console.log(`wrote ${path.relative(process.cwd(), out)}: ${statements.length} statements`);
