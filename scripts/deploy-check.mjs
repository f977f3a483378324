#!/usr/bin/env node
// `npm run deploy:check` (CI-safe, no Cloudflare account): for each deployable environment, builds it
// and runs `wrangler deploy --dry-run` through scripts/deploy.mjs, then asserts that the dry run lists
// the environment's ENVIRONMENT, D1 database and R2 bucket from wrangler.jsonc and every var of the
// worker's schema, that production answers only on its routes, and that no client chunk contains zod
// (decision 0056). Leaves the last environment's build in dist/: `npm run build` makes the local one.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { unstable_readConfig } from 'wrangler';
import { VAR_FIELDS } from '../worker/config.ts';
import { quietEnv } from './env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const failures = [];
const fail = (environment, message) => failures.push(`${environment}: ${message}`);

for (const environment of ['staging', 'production']) {
  const declared = unstable_readConfig({ config: path.join(root, 'wrangler.jsonc'), env: environment });
  const r = spawnSync('node', ['scripts/deploy.mjs', environment, '--dry-run'], {
    cwd: root,
    env: quietEnv,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const out = `${r.stdout}\n${r.stderr}`;
  if (r.status !== 0) {
    fail(environment, `the dry run failed (exit ${r.status}):\n${out.slice(-2000)}`);
    continue;
  }
  const binding = (name) => new RegExp(`env\\.${name} \\(([^)]*)\\)`).exec(out)?.[1];
  const expectBinding = (name, expected) => {
    const got = binding(name);
    if (got !== expected) fail(environment, `${name} is ${got ?? 'missing'}, expected ${expected}`);
  };
  expectBinding('ENVIRONMENT', JSON.stringify(environment));
  expectBinding('DB', declared.d1_databases[0]?.database_name);
  expectBinding('UPLOADS', declared.r2_buckets[0]?.bucket_name);
  for (const name of VAR_FIELDS) {
    if (binding(name) === undefined)
      fail(environment, `var ${name} is not deployed (declare it in wrangler.jsonc)`);
  }
  if (environment === 'production') {
    if (declared.workers_dev !== false) fail(environment, 'workers_dev must be false');
    if (declared.preview_urls !== false) fail(environment, 'preview_urls must be false');
    if (!declared.routes?.length) fail(environment, 'no routes: production needs its own hosts');
  }
  if (!declared.triggers?.crons?.length) fail(environment, 'no Cron Trigger for the purge (decision 0165)');

  const assets = path.join(root, 'dist/client/assets');
  const zod = readdirSync(assets).filter(
    (f) => f.endsWith('.js') && /\b_zod\b|ZodError/.test(readFileSync(path.join(assets, f), 'utf8')),
  );
  if (zod.length) fail(environment, `zod reached the browser: ${zod.join(', ')}`);
  console.log(`✔ ${environment}: ENVIRONMENT, D1 ${binding('DB')}, R2 ${binding('UPLOADS')} checked`);
}

if (failures.length) {
  console.error(`\n✖ deploy check failed:\n${failures.map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('\n✔ deploy check: every environment deploys as named');
