#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, worker tests in workerd, the deploy dry runs, then the build and
// Playwright journeys in Debian's Chromium. Installs Chromium, a JRE and ffmpeg first when they are missing
// and we are root (Playwright cannot download a browser here; vnu-jar needs Java 11+).
// Quiet by default (decision 0271): each step prints its name, result and duration; the tests print their
// failures in full and nothing for passing ones; the build prints warnings only. LOG_TESTS=1 prints it all.
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

const verbose = process.env.LOG_TESTS === '1';
/** `npm run` without npm's own banner lines (its exit code is the script's). */
const npmRun = (script, ...args) => [
  'npm',
  'run',
  '--silent',
  script,
  ...(args.length ? ['--', ...args] : []),
];

const steps = [
  ['typecheck', npmRun('typecheck')],
  ['lint', npmRun('lint')],
  ['unit tests', npmRun('test:unit')],
  ['worker tests (workerd)', npmRun('test:worker')],
  // Builds staging and production and dry-runs their deploys; the next step rebuilds the local one.
  ['deploy check (dry runs)', npmRun('deploy:check')],
  ['production build', verbose ? npmRun('build') : npmRun('build', '--logLevel', 'warn')],
  ['local database', verbose ? npmRun('db:setup') : npmRun('db:setup', '--quiet')],
  ['end-to-end (Chromium)', npmRun('test:e2e')],
];

ensureSystemPackages();
/** Each step run: its name, whether it passed, its duration in seconds. */
const results = [];
for (const [name, [cmd, ...args]] of steps) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: quietEnv });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  const ok = r.status === 0;
  results.push({ name, ok, secs });
  if (!ok) {
    console.error(`✖ ${name} failed (${secs}s): its output above names the failing check and why`);
    // Later steps depend on a good build; stop at the first failure.
    break;
  }
  console.log(`✔ ${name} (${secs}s)`);
}
const failed = results.filter((r) => !r.ok);
const skipped = steps.slice(results.length).map(([name]) => name);
console.log('\nsteps:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(26)} ${r.secs.padStart(7)}s`);
for (const name of skipped) console.log(`  - ${name.padEnd(26)} not run`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed, ${skipped.length} not run`);
process.exit(failed.length ? 1 : 0);
