// `npm run bench -- --workerd [--peers[=<harness>]]` (issue 43 item 1, decision 0340): the production
// build on raw `workerd serve` (scripts/workerd/serve.mjs), the way ../shared/peers serves its pages, and
// measured alike: autocannon req/s and the CPU per request of the one workerd process, of
//   - a static file: the rendered /business bytes as a file of the client build (the asset front),
//   - /business from the edge HTML cache (a hit),
//   - /business rendered (`?bench-render=1`, a query the cache bypasses),
// and with --peers the peers harness's three pages (React Router 7, Hono, Astro), each on its own
// workerd from the harness's gen-config.mjs. Rounds alternate between the targets so a busy machine
// weighs on all alike; read the ratios. `--compare=<dist>` serves another build beside (its hit and render):
// before → after in one run. BENCH_EXTRA_PATHS=/a,/b adds more of our addresses. Writes the table into docs/benchmarks.md (bench-workerd block).
// The harness is never copied into this repository: its path is --peers=<dir>, else BENCH_PEERS,
// else ../shared/peers when it exists; its apps are installed and built once in BENCH_PEERS_WORK
// (default <tmp>/bench-peers) with the npm registry, then reused.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { serveBuild, workerdBinary } from './workerd/serve.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 8823);
/** The asset front, then one port per peer (their unused Lighthouse socket takes any free port). */
const FRONT_PORT = Number(process.env.BENCH_FRONT_PORT ?? 8830);
/** `--compare=<dist>`: the other build's worker. */
const COMPARE_PORT = Number(process.env.BENCH_COMPARE_PORT ?? 8834);
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PAGE = '/business';
const RENDER_QUERY = 'bench-render=1';
const SNAPSHOT = 'dist/client/__bench-workerd/business.html';
const PEERS = [
  { name: 'React Router 7', dir: 'peer-a-rr', server: 'build/server', client: 'build/client' },
  { name: 'Hono', dir: 'peer-b-hono', server: 'dist/peer_b_hono', client: 'dist/client' },
  { name: 'Astro', dir: 'peer-c-astro', server: 'dist/server', client: 'dist/client' },
];
/** Issue 43 item 2 on this run's figures. */
const GOALS = { hitCpuMs: 0.5, hitVsStatic: 0.8 };

/** CPU seconds one process used so far (all its threads). */
function cpuSeconds(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function measure(target) {
  const before = cpuSeconds(target.pid);
  const r = await autocannon({ url: target.url, connections: CONNECTIONS, duration: DURATION });
  const cpu = cpuSeconds(target.pid) - before;
  const n = r.requests.total;
  return { rps: r.requests.average, cpuMs: n ? (cpu * 1000) / n : Number.NaN, errors: r.errors + r.non2xx };
}

/** The harness folder: --peers=<dir>, BENCH_PEERS, else ../shared/peers when present. */
export function peersHarness(argv = process.argv) {
  const flag = argv.find((a) => a.startsWith('--peers='));
  const dir = flag
    ? flag.slice('--peers='.length)
    : (process.env.BENCH_PEERS ?? path.resolve('..', 'shared', 'peers'));
  return fs.existsSync(path.join(dir, 'bench', 'gen-config.mjs')) ? path.resolve(dir) : undefined;
}

/** The harness copied into a work folder (once), each peer installed and built there (once). */
function buildPeers(harness) {
  const work = path.resolve(process.env.BENCH_PEERS_WORK ?? path.join(os.tmpdir(), 'bench-peers'));
  if (!fs.existsSync(path.join(work, 'bench', 'gen-config.mjs'))) {
    fs.mkdirSync(work, { recursive: true });
    fs.cpSync(harness, work, {
      recursive: true,
      filter: (src) => !/[/\\](node_modules|build|dist|results|\.astro)$/.test(src),
    });
    execFileSync('chmod', ['-R', 'u+w', work]);
  }
  // Astro wants Node ≥ 22.12: the project's own Node (devDependency `node`) goes first on PATH.
  const env = {
    ...process.env,
    PATH: `${path.resolve('node_modules/node/bin')}:${process.env.PATH}`,
    ASTRO_TELEMETRY_DISABLED: '1',
  };
  for (const p of PEERS) {
    const app = path.join(work, p.dir);
    if (fs.existsSync(path.join(app, p.server))) continue;
    const shared = path.join(work, 'shared');
    const dest = path.join(app, p.dir === 'peer-a-rr' ? 'app/shared' : 'src/shared');
    fs.rmSync(dest, { recursive: true, force: true });
    fs.mkdirSync(dest, { recursive: true });
    for (const f of fs.readdirSync(shared))
      if (/\.(js|jsx|json)$/.test(f)) fs.copyFileSync(path.join(shared, f), path.join(dest, f));
    fs.cpSync(path.join(shared, 'img'), path.join(app, 'public', 'img'), { recursive: true });
    console.log(`bench: installing and building ${p.dir} in ${work}`);
    const run = (args) =>
      execFileSync('npm', args, { cwd: app, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (!fs.existsSync(path.join(app, 'node_modules'))) {
      try {
        run(['ci', '--no-audit', '--no-fund']);
      } catch {
        run(['install', '--no-audit', '--no-fund']);
      }
    }
    run(['run', 'build']);
  }
  return work;
}

/** One peer on its own workerd (the harness's gen-config.mjs), its app worker on `port`. */
async function servePeer(work, peer, port) {
  const runDir = path.join(work, 'run');
  fs.mkdirSync(runDir, { recursive: true });
  const config = path.join(runDir, `${peer.dir}.capnp`);
  execFileSync(
    process.execPath,
    [
      path.join(work, 'bench', 'gen-config.mjs'),
      peer.dir,
      path.join(work, peer.dir, peer.server),
      path.join(work, peer.dir, peer.client),
      String(port),
      '0',
      config,
    ],
    { stdio: 'ignore' },
  );
  const child = spawn(workerdBinary(), ['serve', config], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok)
        return { child, pid: child.pid, url: `http://127.0.0.1:${port}/` };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGTERM');
  throw new Error(`peer ${peer.dir} did not start on workerd`);
}

const gzKB = (text) => gzipSync(Buffer.from(text)).length / 1000;

export async function workerdBench(argv = process.argv) {
  const wantPeers = argv.some((a) => a === '--peers' || a.startsWith('--peers='));
  const harness = wantPeers ? peersHarness(argv) : undefined;
  if (wantPeers && !harness) {
    console.warn(
      'bench: no peers harness (--peers=<dir>, BENCH_PEERS or ../shared/peers): measuring ours only',
    );
  }
  const started = [];
  const server = await serveBuild({ directPort: PORT, frontPort: FRONT_PORT });
  started.push(server.child);
  try {
    const html = await (await fetch(`${server.direct}${PAGE}?${RENDER_QUERY}`)).text();
    fs.mkdirSync(path.dirname(SNAPSHOT), { recursive: true });
    fs.writeFileSync(SNAPSHOT, html);
    const targets = [
      {
        name: 'static file (same bytes)',
        url: `${server.front}/${path.relative('dist/client', SNAPSHOT)}`,
        pid: server.pid,
        html,
      },
      {
        name: `ours ${PAGE} cached (hit)`,
        url: `${server.direct}${PAGE}`,
        pid: server.pid,
        html,
        key: 'hit',
      },
      {
        name: `ours ${PAGE} rendered`,
        url: `${server.direct}${PAGE}?${RENDER_QUERY}`,
        pid: server.pid,
        html,
        key: 'render',
      },
    ];
    targets[0].key = 'static';
    // BENCH_EXTRA_PATHS: more of our addresses on the worker's socket (e.g. site search against its empty result).
    for (const extra of (process.env.BENCH_EXTRA_PATHS ?? '').split(',').filter(Boolean)) {
      const url = `${server.direct}${extra}`;
      targets.push({ name: `ours ${extra}`, url, pid: server.pid, html: await (await fetch(url)).text() });
    }
    // --compare=<dist>: another build (e.g. the commit before a change) served beside, same D1 state.
    const compare = argv.find((a) => a.startsWith('--compare='))?.slice('--compare='.length);
    const compareName = process.env.BENCH_COMPARE_NAME ?? compare;
    if (compare) {
      const other = await serveBuild({
        directPort: COMPARE_PORT,
        frontPort: 0,
        workDir: '.wrangler/bench-workerd-compare',
        dist: compare,
      });
      started.push(other.child);
      const otherHtml = await (await fetch(`${other.direct}${PAGE}?${RENDER_QUERY}`)).text();
      for (let i = 0; i < 3; i++) await (await fetch(`${other.direct}${PAGE}`)).arrayBuffer();
      targets.push(
        {
          name: `${compareName}: ${PAGE} cached (hit)`,
          url: `${other.direct}${PAGE}`,
          pid: other.pid,
          html: otherHtml,
        },
        {
          name: `${compareName}: ${PAGE} rendered`,
          url: `${other.direct}${PAGE}?${RENDER_QUERY}`,
          pid: other.pid,
          html: otherHtml,
        },
      );
    }
    if (harness) {
      const work = buildPeers(harness);
      let port = FRONT_PORT + 1;
      for (const p of PEERS) {
        const peer = await servePeer(work, p, port++);
        started.push(peer.child);
        targets.push({
          name: p.name,
          url: peer.url,
          pid: peer.pid,
          html: await (await fetch(peer.url)).text(),
        });
      }
    }
    // The first plain request renders and stores the page; the next ones are hits.
    let hitState = '';
    for (let i = 0; i < 5 && hitState !== 'HIT'; i++) {
      const res = await fetch(targets[1].url);
      await res.arrayBuffer();
      hitState = res.headers.get('x-html-cache');
    }
    if (hitState !== 'HIT')
      throw new Error(`${PAGE} is not answered from the cache (X-Html-Cache: ${hitState})`);
    for (const t of targets) await autocannon({ url: t.url, connections: CONNECTIONS, duration: 2 }); // warm-up
    const runs = new Map(targets.map((t) => [t, []]));
    const load = os.loadavg()[0];
    for (let round = 0; round < ROUNDS; round++) for (const t of targets) runs.get(t).push(await measure(t));
    const loadAfter = os.loadavg()[0];
    const rows = targets.map((t) => {
      const rs = runs.get(t);
      const mean = (k) => rs.reduce((s, r) => s + r[k], 0) / rs.length;
      return { ...t, rps: mean('rps'), cpuMs: mean('cpuMs'), errors: rs.reduce((s, r) => s + r.errors, 0) };
    });
    return report(rows, { load, loadAfter, peers: !!harness, harnessMissing: wantPeers && !harness });
  } finally {
    for (const c of started) c.kill('SIGTERM');
    fs.rmSync(path.dirname(SNAPSHOT), { recursive: true, force: true });
  }
}

function report(rows, { load, loadAfter, peers, harnessMissing }) {
  const f = (n, d = 1) => (Number.isFinite(n) ? n.toFixed(d) : 'n/a');
  const byKey = Object.fromEntries(rows.filter((r) => r.key).map((r) => [r.key, r]));
  const lines = [
    '| target | req/s | worker CPU ms/request | HTML KB (gzip) | req/s vs static file |',
    '|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.name} | ${f(r.rps, 0)} | ${f(r.cpuMs, 2)} | ${f(r.html.length / 1000)} (${f(gzKB(r.html))}) | ${f(r.rps / byKey.static.rps, 2)} |`,
    ),
  ];
  const hit = byKey.hit;
  const mark = (ok) => (ok ? 'met' : 'NOT met');
  const goals = [
    `- a hit ≤ ${GOALS.hitCpuMs} ms CPU: ${f(hit.cpuMs, 2)} ms — ${mark(hit.cpuMs <= GOALS.hitCpuMs)}`,
    `- a hit ≥ ${GOALS.hitVsStatic}× the static file's req/s: ${f(hit.rps / byKey.static.rps, 2)}× — ${mark(hit.rps / byKey.static.rps >= GOALS.hitVsStatic)}`,
  ];
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ${execFileSync(workerdBinary(), ['--version'], { encoding: 'utf8' }).trim()}`;
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const note = [
    `Raw \`workerd serve\` (scripts/workerd/serve.mjs, decision 0340), one process per site; autocannon ${CONNECTIONS} connections × ${DURATION} s, ${ROUNDS} alternating rounds (mean); CPU = the site's workerd process over the measure ÷ requests. Pages on the worker's own socket; the static file through the asset front (scripts/workerd/front.js).`,
    `Load average ${f(load, 1)} → ${f(loadAfter, 1)} on ${os.cpus().length} cores (other sessions' builds): compare ratios within this run.`,
    peers
      ? 'Peers: ../shared/peers, each app on its own workerd from its gen-config.mjs (app socket).'
      : harnessMissing
        ? 'Peers: not measured — no harness found.'
        : 'Peers: not asked (`--peers`).',
    ...(errors ? [`${errors} failed or non-2xx requests.`] : []),
  ].join(' ');
  const text = `### ${when} UTC — ${machine}\n\n${lines.join('\n')}\n\n${note}\n\nIssue 43 item 2 goals (this run):\n\n${goals.join('\n')}\n`;
  console.log(`\n${text}`);
  const doc = 'docs/benchmarks.md';
  const old = fs.readFileSync(doc, 'utf8');
  const block = `<!-- bench-workerd:start -->\n${text}<!-- bench-workerd:end -->`;
  fs.writeFileSync(
    doc,
    old.includes('<!-- bench-workerd:start -->')
      ? old.replace(/<!-- bench-workerd:start -->[\s\S]*<!-- bench-workerd:end -->/, block)
      : `${old.trimEnd()}\n\n## Raw workerd, beside the peers (issue 43)\n\n${block}\n`,
  );
  return rows;
}
