#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, worker tests in workerd, the deploy dry runs, then the build and
// Playwright journeys in Debian's Chromium. Installs Chromium, a JRE and ffmpeg first when they are missing
// and we are root (Playwright cannot download a browser here; vnu-jar needs Java 11+).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { quietEnv } from './env.mjs';

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

function ensureSystemPackages() {
  const wanted = [];
  if (!existsSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium')) wanted.push('chromium');
  if (!has('java')) wanted.push('default-jre-headless');
  // The try-on journeys feed Chromium's fake camera a clip made from the sample photo (docs/tryon.md).
  if (!has('ffmpeg')) wanted.push('ffmpeg');
  if (wanted.length === 0) return;
  if (!isRoot) {
    console.error(
      `Missing ${wanted.join(', ')}: install them (Debian: apt-get install -y ${wanted.join(' ')}).`,
    );
    process.exit(1);
  }
  console.log(`Installing ${wanted.join(', ')} from Debian…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...wanted], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

const steps = [
  ['typecheck', ['npm', 'run', 'typecheck']],
  ['lint', ['npm', 'run', 'lint']],
  ['unit tests', ['npm', 'run', 'test:unit']],
  ['worker tests (workerd)', ['npm', 'run', 'test:worker']],
  // Builds staging and production and dry-runs their deploys; the next step rebuilds the local one.
  ['deploy check (dry runs)', ['npm', 'run', 'deploy:check']],
  ['production build', ['npm', 'run', 'build']],
  ['local database', ['npm', 'run', 'db:setup']],
  ['end-to-end (Chromium)', ['npm', 'run', 'test:e2e']],
];

ensureSystemPackages();
const failed = [];
let passed = 0;
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: quietEnv });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (r.status !== 0) {
    console.error(`✖ ${name} failed (${secs}s)`);
    failed.push(name);
    // Later steps depend on a good build; stop at the first failure.
    break;
  }
  console.log(`✔ ${name} (${secs}s)`);
  passed++;
}
console.log(`\nsteps: ${passed} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
