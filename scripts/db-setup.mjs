#!/usr/bin/env node
// Sets up the local D1 (.wrangler/state) for the embedded origin, idempotently:
// 1. applies worker/origin/migrations (wrangler tracks which ran);
// 2. generates the seed content from content/ (scripts/seed-content.mjs → .wrangler/seed/content.sql,
//    git-ignored; a bad content file stops here, naming the file and field), then runs it and every
//    worker/origin/seed/*.sql in name order (each is INSERT OR IGNORE / upsert only, so running it
//    again changes nothing);
// 3. empties the local Cache API store, so content cached by an earlier run never outlives a reseed;
// 4. forgets the local rate-limit counters (decision 0036): a fresh setup starts with fresh budgets.
// `--env <name>` sets up that wrangler environment's local database instead (start:production);
// `--quiet` prints wrangler's migration output only on failure.
// `--persist-to <dir>` another local state directory (the content bench's own databases, issue 30).
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { quietEnv } from './env.mjs';
import { writeContentSql } from './seed-content.mjs';

const root = path.resolve(import.meta.dirname, '..');
const envIndex = process.argv.indexOf('--env');
const persistIndex = process.argv.indexOf('--persist-to');
const persistDir = persistIndex > 0 ? process.argv[persistIndex + 1] : '.wrangler/state';
const envArgs = [
  ...(envIndex > 0 ? ['--env', process.argv[envIndex + 1]] : []),
  ...(persistIndex > 0 ? ['--persist-to', persistDir] : []),
];
// `--quiet` (what `npm test` passes, decision 0271): wrangler's migration output only when it fails.
const quiet = process.argv.includes('--quiet');
const run = (args) => {
  try {
    execFileSync('npx', ['wrangler', ...args], {
      stdio: quiet ? 'pipe' : 'inherit',
      env: quietEnv,
      cwd: root,
    });
  } catch (error) {
    if (quiet) process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}`);
    throw error;
  }
};

let contentSql;
try {
  contentSql = await writeContentSql();
} catch (e) {
  if (e?.name !== 'ContentError') throw e;
  console.error(`✖ ${e.message}`);
  process.exit(1);
}

run(['d1', 'migrations', 'apply', 'DB', '--local', ...envArgs]);

const seedDir = path.join(root, 'worker/origin/seed');
const seeds = [
  ...readdirSync(seedDir)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => path.join('worker/origin/seed', f)),
  path.relative(root, contentSql),
].sort((a, b) => path.basename(a).localeCompare(path.basename(b)));
for (const file of seeds) {
  // wrangler prints every statement's (empty) result as JSON: keep only its summary line.
  const out = execFileSync(
    'npx',
    ['wrangler', 'd1', 'execute', 'DB', '--local', ...envArgs, '--yes', '--file', file],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: quietEnv,
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const summary = out.split('\n').find((l) => /executed successfully/.test(l)) ?? 'done';
  console.log(`seed ${path.basename(file)}: ${summary.replace(/^\W+/, '')}`);
}

// The proxy caches anonymous content answers in the Cache API (decision 0031); locally that store
// lives beside the database and would keep serving the previous seed's pages.
rmSync(path.join(root, persistDir, 'v3/cache'), { recursive: true, force: true });

execFileSync(
  'npx',
  ['wrangler', 'd1', 'execute', 'DB', '--local', ...envArgs, '--yes', '--command', 'DELETE FROM rate_limits'],
  {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: quietEnv,
    cwd: root,
  },
);
console.log('rate limits: reset');
