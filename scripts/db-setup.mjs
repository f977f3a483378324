#!/usr/bin/env node
// Applies the embedded origin's D1 migrations to the local state (.wrangler/state), idempotently.
// The seed step (worker/origin/seed) is added by the /smb-frontend layer.
import { execFileSync } from 'node:child_process';
import { quietEnv } from './env.mjs';

execFileSync('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local'], {
  stdio: 'inherit',
  env: quietEnv,
});
