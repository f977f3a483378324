#!/usr/bin/env node
// Serves the production build (built by `prestart`) in workerd with the local D1/R2 state.
// `vite preview` streams HTML as it renders (wrangler dev would gzip it whole — TOOLCHAIN.md).
//
// Loopback only by default (decision 0218): the local environment has /dev pages (the outbox holds
// reset links), so nobody else on the network may reach it. HOST=0.0.0.0 (or ::) widens that on purpose.
// `localhost` may resolve to 127.0.0.1 or ::1 depending on the system: the server listens on 127.0.0.1
// and, when the machine has IPv6 loopback, [::1] forwards to it, so both addresses always answer.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { quietEnv } from './env.mjs';

const port = process.env.PORT || '8787';
const host = process.env.HOST || '127.0.0.1';
const child = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', host], {
  stdio: 'inherit',
  env: { ...quietEnv, NODE_ENV: 'production' },
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
