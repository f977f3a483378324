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

/**
 * Opens `url` (a showcase page of the demo store), picks `sku` (a radio's name) when given, opens the
 * try-on and starts it on `input` — 'sample', 'camera', or a photo file to upload — and resolves once it
 * runs and has found a face or a hand.
 */
export async function openShowcaseTryon(page, url, sku, input = 'sample') {
  await page.goto(url);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  if (sku) await page.getByRole('radio', { name: sku }).check();
  const panel = page.getByTestId('tryon');
  if (!(await panel.isVisible())) await page.locator('.showcase__tryon button').click();
  if (input === 'sample' || input === 'camera') await panel.locator(`[data-tool="${input}"]`).click();
  else await panel.locator('input[type=file]').setInputFiles(input);
  await page.waitForSelector('[data-testid="tryon"][data-state="running"]', { timeout: 90_000 });
  await page.waitForFunction(
    () => {
      const d = window.TryOnModule.diagnostics();
      return d.landmarks?.length === 478 || d.hands?.length > 0;
    },
    null,
    { timeout: 45_000 },
  );
  return panel;
}
