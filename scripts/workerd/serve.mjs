// The production build on raw `workerd serve` (decision 0340): the peers' way of serving
// (../shared/peers/bench/gen-config.mjs), with what our worker binds. A workerd config generated
// from dist/: the built worker's modules, compatibility date and flags and vars from the wrangler.json
// the Vite plugin wrote; ASSETS = the client build on disk; DB = workerd's own D1 client over a
// SQLite Durable Object (scripts/workerd/d1.js) on a copy of the local D1 state `npm run db:setup`
// wrote; the Cache API = scripts/workerd/cache.js (in memory); CF_VERSION_METADATA = a fixed id. No R2 (UPLOADS): the pages the bench asks for never read it.
// Two sockets: `direct` (the worker alone: pages) and `front` (scripts/workerd/front.js: files of
// the client build first, then the worker — how Cloudflare's assets answer a static file).
//
//   node scripts/workerd/serve.mjs [directPort] [frontPort]   (defaults 8823, 8830; Ctrl-C stops)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = path.dirname(new URL(import.meta.url).pathname);
/** Miniflare's key for its D1 objects: the state's file names are object ids under this key. */
const D1_UNIQUE_KEY = 'miniflare-D1DatabaseObject';

const str = (s) => JSON.stringify(String(s));
/** An `embed` path: capnp reads it relative to the config file. */
let configDir = '.';
const embed = (file) => `embed ${str(path.relative(configDir, file))}`;

function workerDistDir(dist) {
  const dir = fs
    .readdirSync(dist)
    .find((d) => d !== 'client' && fs.existsSync(path.join(dist, d, 'wrangler.json')));
  if (!dir) throw new Error(`no built worker under ${dist}/ (npx vite build)`);
  return path.join(dist, dir);
}

/** The object id of the one D1 database in a state folder (its `<id>.sqlite` file). */
function d1ObjectId(d1Dir) {
  const dir = path.join(d1Dir, D1_UNIQUE_KEY);
  const ids = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^[0-9a-f]{64}\.sqlite$/.test(f)) : [];
  if (ids.length !== 1)
    throw new Error(`expected one D1 database in ${dir} (npm run db:setup), found ${ids.length}`);
  return ids[0].slice(0, 64);
}

/** Writes the capnp config into workDir (with a fresh copy of the D1 state) and returns its path. */
export function writeConfig({
  directPort,
  frontPort,
  workDir,
  dist = 'dist',
  state = '.wrangler/state',
  vars = {},
}) {
  const serverDir = path.resolve(workerDistDir(dist));
  const clientDir = path.resolve(dist, 'client');
  const wr = JSON.parse(fs.readFileSync(path.join(serverDir, 'wrangler.json'), 'utf8'));
  fs.rmSync(workDir, { recursive: true, force: true });
  configDir = path.resolve(workDir);
  const d1Dir = path.resolve(workDir, 'd1');
  fs.cpSync(path.join(state, 'v3', 'd1'), d1Dir, { recursive: true });
  const id = d1ObjectId(d1Dir);

  const files = [];
  (function walk(d) {
    for (const f of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, f.name);
      if (f.isDirectory()) {
        if (f.name !== '.vite') walk(p);
      } else if (/\.m?js$/.test(f.name)) files.push(path.relative(serverDir, p));
    }
  })(serverDir);
  const main = wr.main ?? 'index.js';
  const modules = [main, ...files.filter((f) => f !== main)].map(
    (f) => `(name = ${str(f)}, esModule = ${embed(path.join(serverDir, f))})`,
  );
  const allVars = { ...(wr.vars ?? {}), ...vars };
  const bindings = [
    ...Object.entries(allVars).map(([k, v]) => `(name = ${str(k)}, text = ${str(v)})`),
    '(name = "ASSETS", service = "client")',
    `(name = ${str(wr.d1_databases?.[0]?.binding ?? 'DB')}, wrapped = (moduleName = "cloudflare-internal:d1-api", innerBindings = [(name = "fetcher", service = "d1")]))`,
    `(name = "CF_VERSION_METADATA", json = ${str(JSON.stringify({ id: 'bench-workerd', tag: '', timestamp: '' }))})`,
  ];
  const capnp = `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "app", worker = (
      modules = [
        ${modules.join(',\n        ')}
      ],
      compatibilityDate = ${str(wr.compatibility_date)},
      compatibilityFlags = [${(wr.compatibility_flags ?? []).map(str).join(', ')}],
      cacheApiOutbound = "cache",
      bindings = [
        ${bindings.join(',\n        ')}
      ]
    )),
    (name = "front", worker = (
      modules = [(name = "front.js", esModule = ${embed(path.join(here, 'front.js'))})],
      compatibilityDate = ${str(wr.compatibility_date)},
      bindings = [(name = "APP", service = "app"), (name = "DISK", service = "client")]
    )),
    (name = "d1", worker = (
      modules = [(name = "d1.js", esModule = ${embed(path.join(here, 'd1.js'))})],
      compatibilityDate = ${str(wr.compatibility_date)},
      durableObjectNamespaces = [(className = "Database", uniqueKey = ${str(D1_UNIQUE_KEY)}, enableSql = true)],
      durableObjectStorage = (localDisk = "d1-state"),
      bindings = [(name = "DATABASE", durableObjectNamespace = "Database"), (name = "DATABASE_ID", text = ${str(id)})]
    )),
    (name = "cache", worker = (
      modules = [(name = "cache.js", esModule = ${embed(path.join(here, 'cache.js'))})],
      compatibilityDate = ${str(wr.compatibility_date)}
    )),
    (name = "client", disk = (path = ${str(clientDir)}, writable = false)),
    (name = "d1-state", disk = (path = ${str(d1Dir)}, writable = true)),
  ],
  sockets = [
    (name = "direct", address = ${str(`127.0.0.1:${directPort}`)}, http = (), service = "app"),
    ${frontPort ? `(name = "front", address = ${str(`127.0.0.1:${frontPort}`)}, http = (), service = "front"),` : ''}
  ]
);
`;
  const out = path.resolve(workDir, 'site.capnp');
  fs.writeFileSync(out, capnp);
  return out;
}

export const workerdBinary = () => path.resolve('node_modules/.bin/workerd');

/**
 * Starts workerd on the build (no asset front when `frontPort` is 0); resolves once /healthz answers. `pid` is the workerd process itself
 * (its CPU is the worker's, the asset front's and D1's: nothing else runs in it).
 */
export async function serveBuild({
  directPort = 8823,
  frontPort = 8830,
  inspectorPort = 0,
  workDir = '.wrangler/bench-workerd',
  dist = 'dist',
  vars = {},
} = {}) {
  const config = writeConfig({ directPort, frontPort, workDir, dist, vars });
  const logFile = path.join(workDir, 'workerd.log');
  const out = fs.openSync(logFile, 'w');
  // With an inspector port: the V8 inspector of the worker (scripts/profile.mjs PROFILE_WORKERD=1).
  const args = ['serve', config, ...(inspectorPort ? [`--inspector-addr=127.0.0.1:${inspectorPort}`] : [])];
  const child = spawn(workerdBinary(), args, { stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const stop = () => {
    try {
      child.kill('SIGTERM');
    } catch {}
  };
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`http://127.0.0.1:${directPort}/healthz`)).ok) {
        return {
          pid: child.pid,
          child,
          stop,
          direct: `http://127.0.0.1:${directPort}`,
          front: `http://127.0.0.1:${frontPort}`,
        };
      }
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  stop();
  throw new Error(`workerd did not start:\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [directPort = 8823, frontPort = 8830] = process.argv.slice(2).map(Number);
  const server = await serveBuild({ directPort, frontPort });
  console.log(`workerd (pid ${server.pid}): pages ${server.direct}, with assets ${server.front}`);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      server.stop();
      process.exit(0);
    });
  }
}
