#!/usr/bin/env node
// `npm run test:security` (issue 15 §10): the security suites — tests/unit/security-*.test.ts (Node) and
// tests/worker/security-*.test.ts (workerd). `npm test` runs them too, at the fast setting, as part of
// the unit and worker steps.
// `--long`: many more generated cases (SECURITY_LONG=1), then the upload memory probe, then the browser
// cases (tests/e2e/security-*.spec.ts, below). The probe: the production
// build in workerd (`vite preview` on SECURITY_PORT, default 8861; build it first unless --no-build,
// and run `npm run db:setup` once), one upload of the maximum and one of the maximum + 1 byte, with the
// resident memory of the workerd processes sampled throughout. Fails when either upload grows it by
// more than MEMORY_BUDGET_MIB.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { quietEnv } from './env.mjs';

const long = process.argv.includes('--long');
const env = { ...quietEnv, SECURITY_LONG: long ? '1' : '0' };
const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env }).status === 0;

const steps = [
  ['vitest', 'run', '--config', 'vitest.unit.config.ts', 'tests/unit/security-'],
  ['vitest', 'run', '--config', 'vitest.worker.config.ts', 'tests/worker/security-'],
];
// `--no-suites`: only the probe (after a change to the upload path, say).
if (!process.argv.includes('--no-suites')) for (const step of steps) if (!run(step)) process.exit(1);
if (!long) process.exit(0);

// ─── The upload memory probe ─────────────────────────────────────────────────────────────────────
const PORT = Number(process.env.SECURITY_PORT ?? 8861);
const BASE = `http://127.0.0.1:${PORT}`;
// The budget covers the local R2 simulator too (it runs inside workerd and holds copies of each put:
// ~65 MiB of the maximum's peak); the worker's own share is ~40 MiB (docs/security.md).
const MEMORY_BUDGET_MIB = Number(process.env.MEMORY_BUDGET_MIB ?? 128);
const MiB = 1024 * 1024;
const MAX_FILE = 5 * MiB;
const MAX_FILES = 5;
const MAX_BODY = MAX_FILES * MAX_FILE + 64 * 1024;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of this checkout's workerd processes (other checkouts' servers don't count), in bytes. */
function workerdRss() {
  let total = 0;
  const mine = `${process.cwd()}/node_modules/`;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('workerd') || !cmd.includes(mine)) continue;
      const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {}
  }
  return total;
}

/**
 * A well-formed PNG of exactly `size` bytes as segments (the origin walks uploads to IEND, issue 29):
 * signature, IHDR, one IDAT of zeros (generated), IEND. CRCs are zeros (not checked).
 */
function pngFrame(size) {
  const be32 = (n) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
  const ascii = (t) => Array.from(t, (ch) => ch.charCodeAt(0));
  const ihdr = [...be32(13), ...ascii('IHDR'), ...be32(1), ...be32(1), 8, 6, 0, 0, 0, 0, 0, 0, 0];
  const head = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...ihdr];
  const tail = [0, 0, 0, 0, ...be32(0), ...ascii('IEND'), 0, 0, 0, 0];
  const fill = size - head.length - 8 - tail.length;
  return [new Uint8Array([...head, ...be32(fill), ...ascii('IDAT')]), { fill }, new Uint8Array(tail)];
}

/** A multipart body generated as it is sent (never whole in this process either). */
function body(fileSizes, epilogue = 0) {
  const b = 'memprobe7MA4YWxkTrZu0gW';
  const enc = new TextEncoder();
  const fields = {
    supportType: 'SALES',
    firstName: 'Mem',
    lastName: 'Probe',
    email: `probe-${Date.now()}@shop.test`,
    country: 'US',
  };
  const segments = Object.entries(fields).map(([k, v]) =>
    enc.encode(`--${b}\r\nContent-Disposition: form-data; name="support.${k}"\r\n\r\n${v}\r\n`),
  );
  fileSizes.forEach((size, i) => {
    segments.push(
      enc.encode(
        `--${b}\r\nContent-Disposition: form-data; name="files[${i}]"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      ...pngFrame(size),
      enc.encode('\r\n'),
    );
  });
  segments.push(enc.encode(`--${b}--\r\n`));
  const size = segments.reduce((n, x) => n + (x instanceof Uint8Array ? x.length : x.fill), 0);
  if (epilogue) segments.push({ fill: epilogue });
  let i = 0;
  let offset = 0;
  const stream = new ReadableStream({
    pull(controller) {
      const s = segments[i];
      if (!s) return controller.close();
      const length = s instanceof Uint8Array ? s.length : s.fill;
      const n = Math.min(64 * 1024, length - offset);
      const chunk = s instanceof Uint8Array ? s.subarray(offset, offset + n) : new Uint8Array(n);
      offset += n;
      if (offset >= length) {
        i++;
        offset = 0;
      }
      controller.enqueue(chunk);
    },
  });
  return { stream, size, type: `multipart/form-data; boundary=${b}` };
}

async function probe(label, fileSizes, epilogue, ip) {
  const baseline = workerdRss();
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, workerdRss())), 50);
  const { stream, type } = body(fileSizes, epilogue);
  const res = await fetch(`${BASE}/smb-frontend/support/create-request.action`, {
    method: 'POST',
    body: stream,
    duplex: 'half',
    headers: { 'Content-Type': type, 'Sec-Fetch-Site': 'same-origin', 'CF-Connecting-IP': ip },
  });
  const text = await res.text();
  clearInterval(timer);
  const growth = (peak - baseline) / MiB;
  console.log(
    `${label}: ${res.status} ${text.slice(0, 60)} — workerd RSS ${(baseline / MiB).toFixed(0)} MiB, peak +${growth.toFixed(1)} MiB`,
  );
  return { status: res.status, growth, peak };
}

if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', env });
const server = spawn(
  'npx',
  ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
  {
    env: { ...env, NODE_ENV: 'production' },
    stdio: 'ignore',
    detached: true,
  },
);
let failed = false;
try {
  for (let i = 0; ; i++) {
    if (i > 120) throw new Error('server did not start');
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) break;
    } catch {}
    await sleep(500);
  }
  await probe('warm-up (one small file)', [1024], 0, '10.99.0.1');
  const full = new Array(MAX_FILES).fill(MAX_FILE);
  const maxima = [];
  for (let i = 0; i < 5; i++) {
    maxima.push(await probe(`maximum #${i + 1}: ${MAX_FILES} × ${MAX_FILE} bytes`, full, 0, `10.99.1.${i}`));
  }
  const over = await probe(
    'maximum + 1 byte (whole body)',
    full,
    MAX_BODY - body(full).size + 1,
    '10.99.0.3',
  );
  const overFile = await probe('maximum + 1 byte (one file)', [MAX_FILE + 1], 0, '10.99.0.4');
  // Bounded: no upload past the budget; repeated maxima reach a steady state (the last one adds
  // little: nothing is kept per upload); a file over its limit stops the reading at that file.
  const last = maxima.at(-1);
  failed =
    maxima.some((r) => r.status !== 200) ||
    over.status !== 413 ||
    overFile.status !== 413 ||
    [...maxima, over].some((r) => r.growth > MEMORY_BUDGET_MIB) ||
    last.growth > 32 ||
    overFile.growth > 16;
  console.log(failed ? '✖ upload memory probe failed' : `✔ upload memory within ${MEMORY_BUDGET_MIB} MiB`);
} finally {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
}
if (failed) process.exit(1);

// ─── The browser cases (issue 29) ───────────────────────────────────────────────────────────────
// tests/e2e/security-*.spec.ts (XSS reflected and stored, pre-hydration submits, ref_url_* cookies,
// the malformed Host, the sign-in's redirects) in Chromium against the same build; `npm run test:e2e`
// includes them too. Playwright serves the build itself on E2E_PORT (default SECURITY_PORT + 1).
const e2ePort = process.env.E2E_PORT ?? String(PORT + 1);
const browser = spawnSync('npx', ['playwright', 'test', 'tests/e2e/security-', '--project=chromium'], {
  stdio: 'inherit',
  env: { ...env, E2E_PORT: e2ePort },
});
process.exit(browser.status === 0 ? 0 : 1);
