import { defineConfig, devices } from '@playwright/test';
import { FAKE_CAMERA } from './scripts/camera-clip.mjs';

const PORT = Number(process.env.E2E_PORT ?? 8799);
/** LOG_TESTS=1: every test's name and the preview server's request lines (decision 0271). */
const VERBOSE = process.env.LOG_TESTS === '1';
const BASE_ARGS = [
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// Journeys run against the production build served by `vite preview` in workerd (what `npm start` serves),
// in Debian's Chromium (Playwright cannot download a browser on these machines).
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Quiet by default (decision 0271): a dot per test, failures in full (error, source, trace path).
  reporter: VERBOSE ? [['list']] : [['dot']],
  // Sized for a loaded 2-core machine (issue 14 §2, decision 0195): a navigation that finishes after
  // 5 s is slow, not wrong. Assertions keep polling on events; they never sleep.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    navigationTimeout: 30_000,
    actionTimeout: 15_000,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--disable-gpu', ...BASE_ARGS],
    },
  },
  globalSetup: './tests/e2e/global-setup.ts',
  projects: [
    {
      name: 'chromium',
      testIgnore: /tryon-engine.*\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      // The embedded try-on engine (docs/tryon.md): WebGL on SwiftShader (CPU) instead of --disable-gpu,
      // and Chromium's fake camera fed by the sample photo. Camera permission is granted per test.
      name: 'tryon',
      testMatch: /tryon-engine.*\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            ...BASE_ARGS,
            '--use-angle=swiftshader',
            '--enable-unsafe-swiftshader',
            '--ignore-gpu-blocklist',
            '--use-fake-device-for-media-stream',
            `--use-file-for-fake-video-capture=${FAKE_CAMERA}`,
          ],
        },
      },
    },
  ],
  webServer: {
    command: `npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      CI: 'true',
      WRANGLER_SEND_METRICS: 'false',
      CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    },
    // The preview server's stdout is its request lines; its stderr (errors) always shows.
    stdout: VERBOSE ? 'pipe' : 'ignore',
    stderr: 'pipe',
  },
});
