#!/usr/bin/env node
// `npm run deploy:staging` / `npm run deploy:production` (decision 0166): builds with CLOUDFLARE_ENV set
// — the Vite plugin fixes the environment when the worker is built, so `wrangler deploy --env X` after a
// plain build would ship the development configuration — checks the built vars with the worker's own
// schema (worker/config.ts), then runs `wrangler deploy` on that build. Arguments after `--` go to
// wrangler: `npm run deploy:production -- --dry-run` lists the environment's vars, D1 and R2.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { quietEnv } from './env.mjs';

const ENVIRONMENTS = ['staging', 'production'];
const root = path.resolve(import.meta.dirname, '..');
const [target, ...wranglerArgs] = process.argv.slice(2);
const dryRun = wranglerArgs.includes('--dry-run');

if (!ENVIRONMENTS.includes(target)) {
  console.error(`usage: node scripts/deploy.mjs <${ENVIRONMENTS.join('|')}> [wrangler deploy options]`);
  process.exit(2);
}
if (wranglerArgs.some((a) => a === '--env' || a === '-e' || a.startsWith('--env='))) {
  console.error('The environment is the first argument; do not pass --env (the build already fixed it).');
  process.exit(2);
}

const env = { ...quietEnv, CLOUDFLARE_ENV: target };
const run = (cmd, args) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

console.log(`▶ building the ${target} worker (CLOUDFLARE_ENV=${target})`);
run('npx', ['vite', 'build']);

const { built, problems } = await checkBuild(target);
if (problems.length) {
  const list = problems.map((p) => `  - ${p}`).join('\n');
  if (!dryRun) {
    console.error(`✖ ${target} would refuse to serve or cannot deploy:\n${list}`);
    console.error('Fix wrangler.jsonc (vars) or set the secrets, then run again (README "Deploy").');
    process.exit(1);
  }
  console.warn(`⚠ a real deploy of ${target} would stop here:\n${list}`);
}

console.log(`▶ wrangler deploy (${path.relative(root, built)})${dryRun ? ' — dry run' : ''}`);
run('npx', ['wrangler', 'deploy', ...wranglerArgs]);

/** The build's config (dist/<worker>/wrangler.json) and what would stop a real deploy. */
async function checkBuild(environment) {
  const redirect = JSON.parse(readFileSync(path.join(root, '.wrangler/deploy/config.json'), 'utf8'));
  const built = path.resolve(root, '.wrangler/deploy', redirect.configPath);
  const config = JSON.parse(readFileSync(built, 'utf8'));
  const problems = [];
  if (config.vars?.ENVIRONMENT !== environment) {
    problems.push(`the build carries ENVIRONMENT=${config.vars?.ENVIRONMENT}, not ${environment}`);
  }
  for (const db of config.d1_databases ?? []) {
    if (/^0{8}-0{4}-0{4}-0{4}-0{11}\d$/.test(db.database_id ?? '')) {
      problems.push(
        `D1 ${db.database_name}: put its id (npx wrangler d1 create ${db.database_name}) in wrangler.jsonc`,
      );
    }
  }
  // The worker's own schema; secrets are set with `wrangler secret put` and cannot be read here.
  const { parseConfig, ConfigError, SECRET_FIELDS } = await import('../worker/config.ts');
  const withSecrets = { ...config.vars };
  for (const name of SECRET_FIELDS) withSecrets[name] ??= 'set-with-wrangler-secret-put';
  try {
    const parsed = parseConfig(withSecrets);
    if (environment === 'production' && parsed.PRODUCTION_HOSTS.length === 0) {
      console.warn('⚠ PRODUCTION_HOSTS is empty: no host of production will be indexed.');
    }
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    for (const f of err.fields) problems.push(`${f.field}: ${f.message}`);
  }
  if (!existsSync(path.join(root, 'dist/client'))) problems.push('no client build in dist/client');
  return { built, problems };
}
