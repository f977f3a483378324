import fs from 'node:fs';
import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';
import { isLoopbackAddress, LOCAL_SOCKET_HEADER } from './shared/client-address.ts';

const CLIENT_ENTRY = 'client/entry.tsx';
const CLIENT_OUT = 'dist/client';
const VIRTUAL_ID = 'virtual:client-assets';

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
      if (!isBuild || this.environment?.name === 'client') {
        return `export const clientManifest = null; export const clientCss = {}; export const clientEntry = ${JSON.stringify(CLIENT_ENTRY)};`;
      }
      const manifestPath = path.resolve(CLIENT_OUT, '.vite/manifest.json');
      const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<
        string,
        { css?: string[] }
      >;
      // Every stylesheet's text, so a page's first response can carry its CSS inline (decision 0140).
      const css: Record<string, string> = {};
      for (const chunk of Object.values(manifest)) {
        for (const file of chunk.css ?? [])
          css[file] ??= fs.readFileSync(path.resolve(CLIENT_OUT, file), 'utf8');
      }
      return `export const clientManifest = ${JSON.stringify(manifest)}; export const clientCss = ${JSON.stringify(css)}; export const clientEntry = ${JSON.stringify(CLIENT_ENTRY)};`;
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

export default defineConfig({
  plugins: [clientAddress(), react(), cloudflare(), clientAssets(), d1Migrations()],
  environments: {
    client: {
      build: {
        outDir: CLIENT_OUT,
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRY },
      },
    },
  },
  builder: {
    async buildApp(builder) {
      const { client, ...others } = builder.environments;
      if (client) await builder.build(client);
      for (const env of Object.values(others)) await builder.build(env);
      fs.rmSync(path.resolve(CLIENT_OUT, '.vite'), { recursive: true, force: true });
    },
  },
});
