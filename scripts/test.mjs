#!/usr/bin/env node
// `npm test`: typecheck, lint and unit tests beside the worker tests in workerd, then the deploy dry runs,
// the build and Playwright journeys in Debian's Chromium. Installs Chromium, a JRE and ffmpeg first when they are missing
// and we are root (Playwright cannot download a browser here; vnu-jar needs Java 11+).
// Quiet by default (decision 0271): each step prints its name, result and duration; the tests print their
// failures in full and nothing for passing ones; the build prints warnings only. LOG_TESTS=1 prints it all.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
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

// Two lanes while the worker tests run (decision 0312): workerd keeps about one core busy, so the
// typecheck, lint and unit tests use the other one beside it instead of before it. The worker lane
// prints as it goes; the side lane's output is held and printed after its steps, never interleaved.
// Everything from the deploy check on runs alone and in order: it builds dist/, which e2e serves.
const sideLane = [
  ['typecheck', npmRun('typecheck')],
  ['lint', npmRun('lint')],
  ['unit tests', npmRun('test:unit')],
];
const workerLane = [['worker tests (workerd)', npmRun('test:worker')]];
const laterSteps = [
  // Builds staging and production and dry-runs their deploys; the next step rebuilds the local one.
  ['deploy check (dry runs)', npmRun('deploy:check')],
  ['production build', verbose ? npmRun('build') : npmRun('build', '--logLevel', 'warn')],
  ['local database', verbose ? npmRun('db:setup') : npmRun('db:setup', '--quiet')],
  ['end-to-end (Chromium)', npmRun('test:e2e')],
];
const steps = [...sideLane, ...workerLane, ...laterSteps];

/** Runs one step; `hold` collects its output instead of printing it. Resolves to its result. */
function runStep([name, [cmd, ...args]], hold) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: hold ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: quietEnv });
    if (hold) {
      child.stdout.on('data', (d) => hold.push(d));
      child.stderr.on('data', (d) => hold.push(d));
    }
    child.on('close', (code) => {
      const secs = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, ok: code === 0, secs });
    });
  });
}

/** Runs steps in order until one fails; `held` prints each step's output after it (the side lane). */
async function runLane(lane, { held = false } = {}) {
  const done = [];
  for (const step of lane) {
    const output = held ? [] : undefined;
    if (!held) console.log(`\n▶ ${step[0]}`);
    const r = await runStep(step, output);
    if (held) {
      console.log(`\n▶ ${r.name}`);
      process.stdout.write(Buffer.concat(output));
    }
    report(r);
    done.push(r);
    if (!r.ok) break;
  }
  return done;
}

function report(r) {
  if (r.ok) console.log(`✔ ${r.name} (${r.secs}s)`);
  else console.error(`✖ ${r.name} failed (${r.secs}s): its output above names the failing check and why`);
}

ensureSystemPackages();
/** Each step run: its name, whether it passed, its duration in seconds. */
const [side, worker] = await Promise.all([runLane(sideLane, { held: true }), runLane(workerLane)]);
const results = [...side, ...worker];
// Later steps depend on a good build and good checks; stop at the first failure.
if (results.every((r) => r.ok)) results.push(...(await runLane(laterSteps)));
const failed = results.filter((r) => !r.ok);
const ran = new Set(results.map((r) => r.name));
const skipped = steps.map(([name]) => name).filter((name) => !ran.has(name));
console.log('\nsteps:');
for (const r of results) console.log(`  ${r.ok ? '✔' : '✖'} ${r.name.padEnd(26)} ${r.secs.padStart(7)}s`);
for (const name of skipped) console.log(`  - ${name.padEnd(26)} not run`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed, ${skipped.length} not run`);
process.exit(failed.length ? 1 : 0);
