#!/usr/bin/env node
// `npm run bench`: the production build, measured as ratios within one run on this machine.
//  1. SSR of representative pages vs the same server (workerd via `vite preview`) returning the same
//     bytes precomputed as a static asset: requests/s and worker CPU per request.
//  2. Time to first byte vs time to the whole page (streaming).
//  3. Client JS (gzip) each page loads at start: bootstrap + modulepreload scripts it names.
//  4. Worker bundle size (gzip).
//  5. Lighthouse (mobile) scores of the business home, a product page, an online-service page, a consumer
//     app page and a signed-out account page, served with the production configuration
//     (ENVIRONMENT=production: indexable, so the SEO audit is meaningful). Each page runs
//     LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is kept: on a
//     shared 2-core machine single runs swing by 20 points. Skip with --no-lighthouse. Lighthouse comes
//     from the npm registry through npx, never in npm test.
// Prints a table and rewrites the results block of docs/benchmarks.md.
// `--load`: only the sustained load run of scripts/load-run.mjs (100 connections × 60 s, docs/security.md).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { quietEnv } from './env.mjs';
import { loadRun } from './load-run.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8798);
const BASE = `http://127.0.0.1:${PORT}`;
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const PAGES = (
  process.env.BENCH_PAGES ??
  '/business,/ja/business,/consumer,/business/products/ai-skin-diagnostic,/business/solutions/online-service/makeup,/consumer/apps/ycp,/business/user/sign-in'
).split(',');
const LIGHTHOUSE_PAGES = [
  '/business',
  '/business/products/ai-skin-diagnostic',
  '/business/solutions/online-service/makeup',
  '/consumer/apps/ycp',
  '/business/user/sign-in',
];
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const LIGHTHOUSE = 'lighthouse@13.5';
const SNAPSHOT_DIR = 'dist/client/__bench';
const env = { ...quietEnv, NODE_ENV: 'production' };

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function startServer() {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'],
    {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return child;
    } catch {}
    await sleep(500);
  }
  throw new Error(`server did not start:\n${log}`);
}

function stopServer(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
}

/** CPU seconds used so far by every workerd process (the worker under test). */
function workerdCpuSeconds() {
  const ticks = 100; // USER_HZ on Linux
  let total = 0;
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try {
      const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('workerd')) continue;
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      total += (Number(fields[11]) + Number(fields[12])) / ticks;
    } catch {}
  }
  return total;
}

async function load(url) {
  const before = workerdCpuSeconds();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  const cpu = workerdCpuSeconds() - before;
  const requests = result.requests.total;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuMsPerReq: requests ? (cpu * 1000) / requests : NaN,
    errors: result.errors + result.non2xx,
  };
}

async function firstByte(url) {
  const runs = [];
  for (let i = 0; i < 15; i++) {
    const t0 = performance.now();
    const res = await fetch(url);
    const reader = res.body.getReader();
    const first = await reader.read();
    const ttfb = performance.now() - t0;
    let bytes = first.value?.length ?? 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    runs.push({ ttfb, total: performance.now() - t0, bytes });
  }
  runs.sort((a, b) => a.ttfb - b.ttfb);
  return runs[Math.floor(runs.length / 2)];
}

/**
 * What a page loads at start, gzip: the scripts it names (module scripts, modulepreloads and the
 * modules its inline bootstrap preloads and imports), its inline CSS and any stylesheet links, and the HTML itself.
 */
async function pageWeight(pagePath) {
  const html = await (await fetch(`${BASE}${pagePath}`)).text();
  const srcs = new Set([
    ...[...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
    // The inline bootstrap names the entry and the modules it preloads after first paint (0142).
    ...[...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]),
  ]);
  const gz = (text) => gzipSync(typeof text === 'string' ? Buffer.from(text) : text).length / 1024;
  let js = 0;
  for (const src of srcs) js += gz(Buffer.from(await (await fetch(`${BASE}${src}`)).arrayBuffer()));
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
  let linked = 0;
  for (const [, href] of html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g))
    linked += gz(await (await fetch(`${BASE}${href}`)).text());
  return { js, css: gz(inline) + linked, cssLinks: linked, htmlGz: gz(html) };
}

function workerDistDir() {
  const dir = fs
    .readdirSync('dist')
    .find((d) => d !== 'client' && fs.existsSync(path.join('dist', d, 'wrangler.json')));
  return path.join('dist', dir);
}

function lighthouseRun(url) {
  const out = execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --no-first-run',
    ],
    {
      env: { ...env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 << 20,
    },
  );
  const { categories, audits, environment } = JSON.parse(out.toString());
  const score = (k) => Math.round((categories[k]?.score ?? NaN) * 100);
  const ms = (k) => Math.round(audits[k]?.numericValue ?? NaN);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    fcp: ms('first-contentful-paint'),
    lcp: ms('largest-contentful-paint'),
    tbt: ms('total-blocking-time'),
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    // Lighthouse's own CPU benchmark: low values mean the machine was busy during the run.
    cpu: Math.round(environment?.benchmarkIndex ?? NaN),
  };
}

/**
 * Lighthouse (mobile, its default form factor) against the build served with the production vars:
 * `vite preview` reads vars overrides from the `.dev.vars` beside the built worker.
 */
async function lighthouseScores() {
  const devVars = path.join(workerDistDir(), '.dev.vars');
  fs.writeFileSync(devVars, 'ENVIRONMENT="production"\n');
  const server = await startServer();
  const rows = [];
  try {
    for (const p of LIGHTHOUSE_PAGES) {
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(lighthouseRun(`${BASE}${p}`));
      runs.sort((a, b) => a.perf - b.perf);
      rows.push({ page: p, ...runs[Math.floor(runs.length / 2)] });
    }
  } finally {
    stopServer(server);
    fs.rmSync(devVars, { force: true });
  }
  return rows;
}

function workerBundleGzipKiB() {
  const dir = path.basename(workerDistDir());
  let gz = 0;
  const walk = (p) => {
    for (const e of fs.readdirSync(p, { withFileTypes: true })) {
      const f = path.join(p, e.name);
      if (e.isDirectory()) walk(f);
      else if (/\.(m?js|wasm)$/.test(e.name)) gz += gzipSync(fs.readFileSync(f)).length;
    }
  };
  walk(path.join('dist', dir));
  return gz / 1024;
}

const slug = (p) => p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';

async function main() {
  if (!process.argv.includes('--no-build')) execFileSync('npx', ['vite', 'build'], { stdio: 'inherit', env });
  if (process.argv.includes('--load')) {
    const server = await startServer();
    const figures = await loadRun(BASE).finally(() => stopServer(server));
    if (figures.errors || figures.timeouts || figures.non2xx) process.exitCode = 1;
    return;
  }
  // Snapshot each page's bytes as a static asset of the same build: the baseline.
  fs.mkdirSync(SNAPSHOT_DIR, { recursive: true });
  let server = await startServer();
  for (const p of PAGES) {
    fs.writeFileSync(path.join(SNAPSHOT_DIR, `${slug(p)}.html`), await (await fetch(`${BASE}${p}`)).text());
  }
  stopServer(server);
  await sleep(1000);
  server = await startServer();
  const rows = [];
  try {
    for (const p of PAGES) {
      await load(`${BASE}${p}`); // warm-up is part of the first measure's noise otherwise
      const ssr = await load(`${BASE}${p}`);
      // Assets answer `/x.html` with a redirect to `/x` (html_handling), so ask for the canonical path.
      const baseline = await load(`${BASE}/__bench/${slug(p)}`);
      const fb = await firstByte(`${BASE}${p}`);
      rows.push({
        page: p,
        ssrRps: ssr.rps,
        baseRps: baseline.rps,
        ratio: ssr.rps / baseline.rps,
        ssrCpu: ssr.cpuMsPerReq,
        baseCpu: baseline.cpuMsPerReq,
        ttfb: fb.ttfb,
        total: fb.total,
        htmlKiB: fb.bytes / 1024,
        ...(await pageWeight(p)),
        errors: ssr.errors + baseline.errors,
      });
    }
  } finally {
    stopServer(server);
    fs.rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  }
  const workerKiB = workerBundleGzipKiB();
  let lighthouse = '';
  if (!process.argv.includes('--no-lighthouse')) {
    await sleep(1000);
    const lh = await lighthouseScores();
    lighthouse = [
      '',
      `Lighthouse 13.5, mobile, production configuration, median of ${LIGHTHOUSE_RUNS} runs (targets: performance ≥ 95, accessibility 100, best practices 100, SEO 100; the account area is disallowed in robots.txt by design, so its SEO score lacks "is crawlable"):`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | CPU index |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...lh.map(
        (r) =>
          `| ${r.page} | ${r.perf} | ${r.a11y} | ${r.bp} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.cls.toFixed(3)} | ${r.cpu} |`,
      ),
    ].join('\n');
  }
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const header =
    '| page | SSR req/s | static req/s | SSR/static | SSR CPU ms/req | static CPU ms/req | TTFB ms | full ms | HTML KiB | HTML KiB gz | CSS KiB gz (linked) | client JS KiB gz |';
  const lines = [header, '|---|---|---|---|---|---|---|---|---|---|---|---|'];
  for (const r of rows) {
    lines.push(
      `| ${r.page} | ${f(r.ssrRps, 0)} | ${f(r.baseRps, 0)} | ${f(r.ratio, 2)} | ${f(r.ssrCpu, 2)} | ${f(r.baseCpu, 2)} | ${f(r.ttfb)} | ${f(r.total)} | ${f(r.htmlKiB)} | ${f(r.htmlGz)} | ${f(r.css)} (${f(r.cssLinks)}) | ${f(r.js)} |`,
    );
  }
  const table = lines.join('\n');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
  const when = new Date().toISOString().slice(0, 10);
  const summary = `Worker bundle: ${f(workerKiB)} KiB gzip. Load: autocannon, ${CONNECTIONS} connections × ${DURATION} s per measure, against \`vite preview\` (workerd) of the production build.`;
  console.log(`\n${table}\n\n${summary}${lighthouse}`);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  if (errors) console.warn(`warning: ${errors} failed or non-2xx requests during the load`);
  const doc = 'docs/benchmarks.md';
  const block = `<!-- bench:start -->\n### ${when} — ${machine}\n\n${table}\n\n${summary}\n${lighthouse}\n<!-- bench:end -->`;
  const old = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
  fs.writeFileSync(
    doc,
    old.includes('<!-- bench:start -->')
      ? old.replace(/<!-- bench:start -->[\s\S]*<!-- bench:end -->/, block)
      : `${old.trimEnd()}\n\n${block}\n`,
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
