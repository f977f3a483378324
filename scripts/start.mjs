#!/usr/bin/env node
// Serves the production build (built by `prestart`) in workerd with the local D1/R2 state.
// `vite preview` streams HTML as it renders (wrangler dev would gzip it whole — TOOLCHAIN.md).
import { spawn } from 'node:child_process';
import { quietEnv } from './env.mjs';

const port = process.env.PORT || '8787';
const host = process.env.HOST || '::';
const child = spawn('npx', ['vite', 'preview', '--port', port, '--strictPort', '--host', host], {
  stdio: 'inherit',
  env: { ...quietEnv, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
