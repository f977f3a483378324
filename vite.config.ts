import fs from 'node:fs';
import path from 'node:path';
import { cloudflare } from '@cloudflare/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type PreviewServer, type ViteDevServer } from 'vite';

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

/**
 * Tells the worker who is really connected (decision 0218): the local servers of `npm start` and
 * `npm run dev` overwrite any client-sent CF-Connecting-IP with the socket's address, as Cloudflare's
 * edge does, so the /dev pages can require a loopback client and not just a loopback Host header.
 */
export function clientAddress(): Plugin {
  const stamp = (server: PreviewServer | ViteDevServer) => {
    server.middlewares.use((req, _res, next) => {
      req.headers['cf-connecting-ip'] = req.socket.remoteAddress ?? '';
      next();
    });
  };
  return { name: 'client-address', configureServer: stamp, configurePreviewServer: stamp };
}

export default defineConfig({
  plugins: [clientAddress(), react(), cloudflare(), clientAssets()],
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
