#!/usr/bin/env node
// `node scripts/profile.mjs [path…]`: where a page render's CPU goes (docs/benchmarks.md "Profile").
// Serves the production build with `wrangler dev` (workerd, no Node proxy), samples the worker with the
// V8 profiler through wrangler's inspector while it renders each path repeatedly (the edge HTML cache
// bypassed by an unknown query; PROFILE_CACHED=1 profiles its hits instead), and prints self time by
// package and by function. Run `npm run build`
// and `npm run db:setup` first. Ports: PROFILE_PORT (8835) and PROFILE_INSPECTOR_PORT (8836).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { quietEnv } from './env.mjs';
import { serveBuild } from './workerd/serve.mjs';

const PORT = Number(process.env.PROFILE_PORT ?? 8835);
const INSPECTOR = Number(process.env.PROFILE_INSPECTOR_PORT ?? 8836);
const BASE = `http://127.0.0.1:${PORT}`;
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 200);
const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/business'];
// PROFILE_CACHED=1: the plain address, answered from the edge HTML cache after the first request.
const QUERY = process.env.PROFILE_CACHED ? '' : '?profile=1';
// wrangler's inspector proxy answers the `ws` client (a dependency of wrangler) but not Node's own.
const WebSocket = createRequire(import.meta.url)('ws');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// PROFILE_WORKERD=1: the build on raw `workerd serve` (scripts/workerd/serve.mjs, decision 0340) instead.
const WORKERD = !!process.env.PROFILE_WORKERD;
let stop = () => {};
if (WORKERD) {
  const server = await serveBuild({
    directPort: PORT,
    frontPort: 0,
    inspectorPort: INSPECTOR,
    workDir: '.wrangler/profile-workerd',
  });
  stop = server.stop;
} else {
  const dir = fs.readdirSync('dist').find((d) => fs.existsSync(path.join('dist', d, 'wrangler.json')));
  const child = spawn(
    'npx',
    [
      'wrangler',
      'dev',
      '--config',
      path.join('dist', dir, 'wrangler.json'),
      '--port',
      String(PORT),
      '--ip',
      '127.0.0.1',
      '--inspector-port',
      String(INSPECTOR),
      '--persist-to',
      '.wrangler/state',
    ],
    { env: quietEnv, stdio: 'ignore', detached: true },
  );
  stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
}

async function waitUp() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return;
    } catch {}
    await sleep(500);
  }
  throw new Error('server did not start');
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function connect() {
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR}/json`)).json();
  // Raw workerd lists one target per worker service: the site's is `app`.
  const target = WORKERD
    ? (targets.find((t) => /\bapp\b/.test(`${t.title} ${t.id}`)) ?? targets[0])
    : targets[0];
  const ws = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let id = 0;
  const pending = new Map();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data));
    if (msg.id && pending.has(msg.id)) {
      pending.get(msg.id)(msg);
      pending.delete(msg.id);
    }
  });
  return {
    send: (method, params = {}) =>
      new Promise((resolve) => {
        const n = ++id;
        pending.set(n, resolve);
        ws.send(JSON.stringify({ id: n, method, params }));
      }),
    close: () => ws.close(),
  };
}

/** Self time per node of a V8 CPU profile, grouped by a key of its call frame. */
function selfTimes(profile, keyOf) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const sample of profile.samples) counts.set(sample, (counts.get(sample) ?? 0) + 1);
  const total = profile.samples.length;
  const out = new Map();
  for (const [nodeId, n] of counts) {
    const key = keyOf(byId.get(nodeId).callFrame);
    out.set(key, (out.get(key) ?? 0) + n);
  }
  return [...out.entries()].sort((a, b) => b[1] - a[1]).map(([k, n]) => [k, (100 * n) / total]);
}

function packageOf(frame) {
  const url = frame.url ?? '';
  if (!url) return frame.functionName ? `(native) ${frame.functionName}` : '(program/idle/gc)';
  return url.replace(/^.*\//, '');
}

try {
  await waitUp();
  for (const p of PATHS) for (let i = 0; i < 20; i++) await (await fetch(`${BASE}${p}${QUERY}`)).text();
  const cdp = await connect();
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (const p of PATHS) for (let i = 0; i < ROUNDS; i++) await (await fetch(`${BASE}${p}${QUERY}`)).text();
  const { result } = await cdp.send('Profiler.stop');
  cdp.close();
  fs.writeFileSync('/tmp/render.cpuprofile', JSON.stringify(result.profile));
  const fn = (f) => `${f.functionName || '(anonymous)'} ${packageOf(f)}:${f.lineNumber + 1}`;
  console.log(`${PATHS.join(', ')} × ${ROUNDS}: self time by function (top 40), % of samples`);
  for (const [k, pct] of selfTimes(result.profile, fn).slice(0, 40))
    console.log(`${pct.toFixed(1).padStart(5)}  ${k}`);
  console.log('\nprofile written to /tmp/render.cpuprofile (open in Chrome DevTools → Performance)');
} finally {
  stop();
}
