// The browser and server the try-on scripts drive (bench-tryon, tryon-gallery, media capture): Debian's
// Chromium with WebGL on SwiftShader (CPU) and, for the camera, Chromium's fake device playing a clip
// of the public-domain sample (scripts/camera-clip.mjs); the production build served by `vite preview`
// in workerd, as `npm start` serves it. Not a test helper: tests use playwright.config.ts.
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { makeCameraClip } from './camera-clip.mjs';
import { quietEnv } from './env.mjs';

/** Chromium for the try-on; `clip` ('face' or 'hand') feeds the fake camera, null for none. */
export function launchTryonBrowser(clip = 'face') {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--use-angle=swiftshader',
      '--enable-unsafe-swiftshader',
      '--ignore-gpu-blocklist',
      ...(clip
        ? ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${makeCameraClip(clip)}`]
        : []),
    ],
  });
}

/** Serves dist/ on 127.0.0.1:`port` and resolves once /healthz answers; kill with process.kill(-pid). */
export async function startPreview(port) {
  const child = spawn(
    'npx',
    ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { env: { ...quietEnv, NODE_ENV: 'production' }, stdio: 'ignore', detached: true },
  );
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}
