#!/usr/bin/env node
// Serves a build in workerd with the local D1/R2 state. `vite preview` streams HTML as it renders
// (wrangler dev would gzip it whole).
// - `npm start`: the development build (built by `prestart`).
// - `npm run start:production` (`--production`): builds the production configuration, sets up its own
//   local database, and serves it for checks like Lighthouse. Two local-only overrides go into the
//   build's dist/<worker>/.dev.vars, which `vite preview` reads and `wrangler deploy` never uploads:
//   ALLOW_EMBEDDED_ORIGIN=true (there is no vendor upstream locally; decision 0161) and
//   PRODUCTION_HOSTS=localhost,127.0.0.1 (so pages are indexable as on the real hosts; decision 0162).
//
// Loopback only by default (decision 0218): the local environment has /dev pages (the outbox holds
// reset links), so nobody else on the network may reach it. HOST=0.0.0.0 (or ::) widens that on purpose.
// `localhost` may resolve to 127.0.0.1 or ::1 depending on the system: the server listens on 127.0.0.1
// and, when the machine has IPv6 loopback, [::1] forwards to it, so both addresses always answer.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { quietEnv } from './env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const production = process.argv.includes('--production');
const port = process.env.PORT || '8787';
const host = process.env.HOST || '127.0.0.1';
const env = { ...quietEnv, NODE_ENV: 'production', ...(production ? { CLOUDFLARE_ENV: 'production' } : {}) };

if (production) {
  const run = (cmd, args) => {
    const r = spawnSync(cmd, args, { stdio: 'inherit', env, cwd: root });
    if (r.status !== 0) process.exit(r.status ?? 1);
  };
  run('npx', ['vite', 'build']);
  run('node', ['scripts/db-setup.mjs', '--env', 'production']);
}
// The build's dist/<worker>/.dev.vars (`vite preview` reads it, `wrangler deploy` never uploads it):
// mailed links name the address served here (SITE_ORIGIN, decision 0322), and the production
// configuration gets its two local overrides.
{
  const redirect = JSON.parse(readFileSync(path.join(root, '.wrangler/deploy/config.json'), 'utf8'));
  const devVars = path.join(
    path.dirname(path.resolve(root, '.wrangler/deploy', redirect.configPath)),
    '.dev.vars',
  );
  const existing = existsSync(devVars) ? readFileSync(devVars, 'utf8') : '';
  const overrides = [
    `SITE_ORIGIN='http://localhost:${port}'`,
    ...(production ? ["ALLOW_EMBEDDED_ORIGIN='true'", "PRODUCTION_HOSTS='localhost,127.0.0.1'"] : []),
  ];
  writeFileSync(
    devVars,
    `${existing.replace(/^(ALLOW_EMBEDDED_ORIGIN|PRODUCTION_HOSTS|SITE_ORIGIN)=.*\n?/gm, '')}${overrides.join('\n')}\n`,
  );
  if (production) {
    console.log(
      `Serving the production configuration locally (local overrides in ${path.relative(root, devVars)}).`,
    );
  }
}

// Vite itself (not through npx), so a signal to this script reaches the server.
const vite = path.join(root, 'node_modules/.bin/vite');
const child = spawn(vite, ['preview', '--port', port, '--strictPort', '--host', host], {
  stdio: 'inherit',
  env,
});

let forwarder;
if (host === '127.0.0.1') {
  forwarder = net.createServer((socket) => {
    const upstream = net.connect(Number(port), '127.0.0.1');
    socket.pipe(upstream).pipe(socket);
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on('error', close);
    upstream.on('error', close);
  });
  // No IPv6 loopback on this machine (or the port taken there): 127.0.0.1 alone still answers.
  forwarder.on('error', () => forwarder.close());
  forwarder.listen(Number(port), '::1');
}

for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    forwarder?.close();
    child.kill(signal);
  });
child.on('exit', (code) => process.exit(code ?? 0));
