import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { guardLocalRequest } from './build/local-requests.ts';
import { reactStringChunksPlugin } from './build/react-string-chunks.ts';
import { shareImageFiles, writeShareImages } from './build/share-images.ts';
import { browserCallsTablePlugin } from './build/smb-calls-browser.ts';
import {
  builtTryOnModule,
  TRYON_WORKER_CSP,
  tryOnModuleFiles,
  writeTryOnModule,
} from './build/tryon-module.ts';
import { isLoopbackAddress, LOCAL_SOCKET_HEADER } from './shared/client-address.ts';
import { type TypedRange, typedRanges } from './shared/section-css.ts';

const CLIENT_ENTRY = 'client/entry.tsx';
/**
 * Stylesheets built as entries of their own (decision 0241): the after-start CSS, which the bootstrap
 * links and nothing inlines, and the preview banner's, inlined only into preview responses.
 */
const STANDALONE_CSS = {
  afterStart: 'client/after-start.css',
  preview: 'client/components/preview-banner.css',
} as const;
const CLIENT_OUT = 'dist/client';
const VIRTUAL_ID = 'virtual:client-assets';
const LOCALES_DIR = 'locales';
/**
 * Namespaces the browser never completes from a file: a page's `seo` entries travel with it, whole
 * (decisions 0181, 0240), and no file of them is needed.
 */
const NOT_COMPLETED = new Set(['seo']);
/**
 * The embedded try-on module's address (docs/tryon.md): in a build, `/tryon/<hash>/sdk.js`, written by
 * buildApp after the client (and read back from disk: the worker's build may run in another instance of
 * this config); in dev and tests the dev server builds it on demand under /tryon/dev/.
 */
const TRYON_DEV_BASE = '/tryon/dev/';
const tryOnModulePath = (isBuild: boolean) =>
  isBuild ? builtTryOnModule(CLIENT_OUT) : `${TRYON_DEV_BASE}sdk.js`;

/** Every `locales/<lang>/<ns>.json` source file (the files other code edits; never restructured). */
function localeSources(): { lang: string; ns: string; file: string }[] {
  const root = path.resolve(LOCALES_DIR);
  return fs
    .readdirSync(root)
    .filter((lang) => fs.statSync(path.join(root, lang)).isDirectory())
    .flatMap((lang) =>
      fs
        .readdirSync(path.join(root, lang))
        .filter((f) => f.endsWith('.json'))
        .map((f) => ({ lang, ns: f.slice(0, -'.json'.length), file: path.join(root, lang, f) })),
    )
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** Dev and tests: the worker imports every locale file (Vite serves and watches them). */
function bundledLocalesModule(): string {
  const sources = localeSources();
  const imports = sources.map((s, i) => `import l${i} from ${JSON.stringify(s.file)};`).join('\n');
  const byLang: Record<string, string[]> = {};
  sources.forEach((s, i) => {
    byLang[s.lang] ??= [];
    byLang[s.lang]!.push(`${JSON.stringify(s.ns)}: l${i}`);
  });
  const object = Object.entries(byLang)
    .map(([lang, entries]) => `${JSON.stringify(lang)}: {${entries.join(', ')}}`)
    .join(', ');
  // The browser completes a page's namespaces from these (decision 0240); Vite serves the sources.
  const namespaceFiles: Record<string, Record<string, string>> = {};
  for (const s of sources) {
    if (NOT_COMPLETED.has(s.ns)) continue;
    namespaceFiles[s.lang] ??= {};
    namespaceFiles[s.lang]![s.ns] = `/${LOCALES_DIR}/${s.lang}/${s.ns}.json`;
  }
  return `${imports}\nexport const bundledLocales = {${object}}; export const localeFiles = {}; export const namespaceFiles = ${JSON.stringify(namespaceFiles)}; export const buildId = 'dev';`;
}

/**
 * Build: one JSON file per language (all its namespaces) among the client's static assets, named by
 * content hash; the worker loads the one it needs through the ASSETS binding (decision 0182), so the
 * translations are not part of the worker upload. And one file per language and namespace, which the
 * browser fetches to complete the namespaces a page sent only in part (decision 0240).
 */
function emitLocaleFiles(): {
  files: Record<string, string>;
  namespaceFiles: Record<string, Record<string, string>>;
  digest: string;
} {
  const byLang: Record<string, Record<string, unknown>> = {};
  for (const s of localeSources()) {
    byLang[s.lang] ??= {};
    byLang[s.lang]![s.ns] = JSON.parse(fs.readFileSync(s.file, 'utf8'));
  }
  const files: Record<string, string> = {};
  const namespaceFiles: Record<string, Record<string, string>> = {};
  const all = createHash('sha256');
  fs.mkdirSync(path.resolve(CLIENT_OUT, 'assets'), { recursive: true });
  /** Writes `assets/<stem>-<hash>.json` and answers its address. */
  const emit = (stem: string, value: unknown): string => {
    const text = JSON.stringify(value);
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 10);
    const name = `assets/${stem}-${hash}.json`;
    fs.writeFileSync(path.resolve(CLIENT_OUT, name), text);
    all.update(name);
    return `/${name}`;
  };
  for (const [lang, namespaces] of Object.entries(byLang)) {
    files[lang] = emit(`i18n-${lang}`, namespaces);
    namespaceFiles[lang] = {};
    for (const [ns, bundle] of Object.entries(namespaces)) {
      if (!NOT_COMPLETED.has(ns)) namespaceFiles[lang]![ns] = emit(`i18n-${lang}-${ns}`, bundle);
    }
  }
  return { files, namespaceFiles, digest: all.digest('hex') };
}

/**
 * Gives the worker the client build's asset names (hashed) without hard-coding them.
 * The client is built first (see builder.buildApp), its manifest is read while the worker builds,
 * then removed from the deployed assets.
 */
export function clientAssets(): Plugin {
  let isBuild = false;
  return {
    name: 'client-assets',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return `\0${VIRTUAL_ID}`;
    },
    load(id) {
      if (id !== `\0${VIRTUAL_ID}`) return;
      const none = `export const clientManifest = null; export const clientCss = {}; export const clientCssRanges = {}; export const clientEntry = ${JSON.stringify(CLIENT_ENTRY)}; export const standaloneCss = ${JSON.stringify(STANDALONE_CSS)}; export const tryOnModule = ${JSON.stringify(tryOnModulePath(false))};`;
      if (this.environment?.name === 'client') {
        return `${none} export const bundledLocales = null; export const localeFiles = {}; export const namespaceFiles = {}; export const buildId = 'client';`;
      }
      if (!isBuild) return `${none} ${bundledLocalesModule()}`;
      const manifestPath = path.resolve(CLIENT_OUT, '.vite/manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
        string,
        { file: string; css?: string[]; imports?: string[] }
      >;
      // Every stylesheet's text, so a page's first response can carry its CSS inline (decision 0140).
      // The after-start stylesheet is an entry of its own, in no chunk's `css`: never inlined (0241).
      const css: Record<string, string> = {};
      const inlined = [
        ...Object.values(manifest).flatMap((chunk) => chunk.css ?? []),
        manifest[STANDALONE_CSS.preview]?.file ?? '',
      ].filter(Boolean);
      for (const file of inlined) css[file] ??= fs.readFileSync(path.resolve(CLIENT_OUT, file), 'utf8');
      // decision 0248: where a page chunk's stylesheet holds rules only some section types need, so a
      // first response can leave out those of the types its data has none of. Never the CSS of the
      // entry or what it imports: Vite's preloader links only a page chunk's CSS, whole, at hydration.
      const ranges: Record<string, TypedRange[]> = {};
      const whole = new Set(Object.values(STANDALONE_CSS).map((src) => manifest[src]?.file));
      const seen = new Set<string>();
      const visitEntry = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return;
        seen.add(key);
        for (const file of chunk.css ?? []) whole.add(file);
        for (const dep of chunk.imports ?? []) visitEntry(dep);
      };
      visitEntry(CLIENT_ENTRY);
      for (const file of Object.keys(css)) {
        if (whole.has(file)) continue;
        const typed = typedRanges(css[file]!);
        if (typed.length) ranges[file] = typed;
      }
      const locales = emitLocaleFiles();
      // Names every page's build: the client files (hashed names in the manifest), CSS and translations.
      const buildId = createHash('sha256')
        .update(JSON.stringify(manifest))
        .update(JSON.stringify(css))
        .update(JSON.stringify(ranges))
        .update(locales.digest)
        .update(tryOnModulePath(true))
        .digest('hex')
        .slice(0, 16);
      return [
        `export const clientManifest = ${JSON.stringify(manifest)};`,
        `export const clientCss = ${JSON.stringify(css)};`,
        `export const clientCssRanges = ${JSON.stringify(ranges)};`,
        `export const clientEntry = ${JSON.stringify(CLIENT_ENTRY)};`,
        `export const standaloneCss = ${JSON.stringify(STANDALONE_CSS)};`,
        `export const tryOnModule = ${JSON.stringify(tryOnModulePath(true))};`,
        'export const bundledLocales = null;',
        `export const localeFiles = ${JSON.stringify(locales.files)};`,
        `export const namespaceFiles = ${JSON.stringify(locales.namespaceFiles)};`,
        `export const buildId = ${JSON.stringify(buildId)};`,
      ].join('\n');
    },
  };
}

/**
 * The browser gets the light i18next and react-i18next of client/i18n-lite (decision 0183); the
 * worker keeps the real i18next (every option its texts use) but renders with the light
 * `useTranslation` too (decision 0243): the hook is all React sees of it, and react-i18next's does
 * per-call work (bindings, options, effects) that a server render never needs. Worker tests use the
 * same resolution (vitest.worker.config.ts).
 */
export function clientI18nLite(): Plugin {
  const lite: Record<string, string> = {
    i18next: path.resolve('client/i18n-lite/i18next.ts'),
    'react-i18next': path.resolve('client/i18n-lite/react-i18next.tsx'),
  };
  return {
    name: 'client-i18n-lite',
    enforce: 'pre',
    resolveId(id) {
      if (id === 'react-i18next' || (this.environment?.name === 'client' && lite[id])) return lite[id];
    },
  };
}

const MIGRATIONS_ID = 'virtual:d1-migrations';
const MIGRATIONS_DIR = 'worker/origin/migrations';

/**
 * The names of the D1 migrations the worker expects (worker/routes/health.ts compares them with the
 * database's d1_migrations table), read from the migrations folder when the worker is built.
 */
export function d1Migrations(): Plugin {
  return {
    name: 'd1-migrations',
    resolveId(id) {
      if (id === MIGRATIONS_ID) return `\0${MIGRATIONS_ID}`;
    },
    load(id) {
      if (id !== `\0${MIGRATIONS_ID}`) return;
      const names = fs
        .readdirSync(path.resolve(MIGRATIONS_DIR))
        .filter((f) => f.endsWith('.sql'))
        .sort();
      return `export const migrationNames = ${JSON.stringify(names)};`;
    },
  };
}

/**
 * `npm run dev`: the embedded try-on module under /tryon/dev/, rebuilt (unminified) whenever the page asks
 * for its shell, so an edit shows on the next reload. A build writes it once (buildApp).
 */
export function tryOnDevModule(): Plugin {
  const types: Record<string, string> = {
    '.js': 'text/javascript; charset=utf-8',
    '.json': 'application/json',
    '.wasm': 'application/wasm',
    '.png': 'image/png',
    '.txt': 'text/plain; charset=utf-8',
    '.css': 'text/css; charset=utf-8',
  };
  let files: Promise<Map<string, Buffer>> | null = null;
  return {
    name: 'tryon-dev-module',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!url.startsWith(TRYON_DEV_BASE)) return next();
        const name = url.slice(TRYON_DEV_BASE.length);
        if (name === 'sdk.js' || !files) files = tryOnModuleFiles(false);
        files
          .then((all) => {
            const bytes = all.get(name);
            if (!bytes) return next();
            res.setHeader('Content-Type', types[path.extname(name)] ?? 'application/octet-stream');
            res.setHeader('Cache-Control', 'no-store');
            if (name === 'engine-worker.js') res.setHeader('Content-Security-Policy', TRYON_WORKER_CSP);
            res.end(bytes);
          })
          .catch(next);
      });
    },
  };
}

/** `npm run dev`: the share images of decision 0279 at their built addresses, drawn on first ask. */
function shareImagesDev(): Plugin {
  let files: Map<string, Buffer> | null = null;
  return {
    name: 'share-images-dev',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = req.url?.split('?')[0] ?? '';
        if (!/^\/og\/[a-z]+\/[A-Za-z_]+\.png$/.test(url)) return next();
        files ??= shareImageFiles();
        const bytes = files.get(url.slice(1));
        if (!bytes) return next();
        res.setHeader('Content-Type', 'image/png');
        res.setHeader('Cache-Control', 'no-store');
        res.end(bytes);
      });
    },
  };
}

/**
 * Malformed requests get a plain 400 before any other middleware (build/local-requests.ts: two Host
 * headers, a Host or an absolute-form target no URL can be built from), where the Cloudflare plugin's
 * `new URL()` threw and the local servers answered a 500 with a Node stack trace (issues 29 and 44).
 */
export function malformedHost(): Plugin {
  const guard = (server: PreviewServer | ViteDevServer) => {
    server.middlewares.use(guardLocalRequest);
  };
  return { name: 'malformed-host', enforce: 'pre', configureServer: guard, configurePreviewServer: guard };
}

/**
 * Tells the worker who is really connected (decision 0218). The local servers of `npm start` and
 * `npm run dev` put the socket's address in LOCAL_SOCKET_HEADER (the /dev pages require a loopback one)
 * and, for a client that is not on this machine, overwrite CF-Connecting-IP with it as Cloudflare's edge
 * would. A client on this machine may name its CF-Connecting-IP (the e2e journeys give each test its
 * own, so rate limits don't carry over between them).
 */
export function clientAddress(): Plugin {
  const stamp = (server: PreviewServer | ViteDevServer) => {
    server.middlewares.use((req, _res, next) => {
      const address = req.socket.remoteAddress ?? '';
      const local = isLoopbackAddress(address);
      // The Cloudflare plugin builds the worker's request from rawHeaders: rewrite them, not just headers.
      const raw: string[] = [];
      let named = false;
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!.toLowerCase();
        if (name === LOCAL_SOCKET_HEADER || (name === 'cf-connecting-ip' && !local)) continue;
        if (name === 'cf-connecting-ip') named = true;
        raw.push(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
      }
      raw.push(LOCAL_SOCKET_HEADER, address);
      if (!named) raw.push('CF-Connecting-IP', address);
      req.rawHeaders.splice(0, req.rawHeaders.length, ...raw);
      next();
    });
  };
  // `pre`: the Cloudflare plugin's own (pre) middleware answers every request; this must run first.
  return { name: 'client-address', enforce: 'pre', configureServer: stamp, configurePreviewServer: stamp };
}

/**
 * The worker's build is minified like the client's (Vite leaves server environments unminified by
 * default): the upload is what Cloudflare loads into every isolate, and its size counts against the
 * plan's limit (decision 0243). Logs carry error names and messages, never stacks (worker/log.ts), so
 * nothing readable is lost.
 */
function minifyWorker(): Plugin {
  return {
    name: 'minify-worker',
    configEnvironment(name) {
      if (name !== 'client') return { build: { minify: true } };
    },
  };
}

export default defineConfig({
  plugins: [
    malformedHost(),
    clientAddress(),
    clientI18nLite(),
    reactStringChunksPlugin(),
    browserCallsTablePlugin(),
    minifyWorker(),
    react(),
    cloudflare(),
    clientAssets(),
    d1Migrations(),
    tryOnDevModule(),
    shareImagesDev(),
  ],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
        rollupOptions: { input: [CLIENT_ENTRY, ...Object.values(STANDALONE_CSS)] },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...others } = builder.environments;
      if (client) await builder.build(client);
      await writeTryOnModule(CLIENT_OUT);
      writeShareImages(CLIENT_OUT);
      for (const env of Object.values(others)) await builder.build(env);
      fs.rmSync(path.resolve(CLIENT_OUT, '.vite'), { recursive: true, force: true });
    },
  },
});
