import path from 'node:path';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { readContentFiles } from './build/content/read-files.ts';
import { clientAssets, clientI18nLite, d1Migrations } from './vite.config.ts';

/** `virtual:content-files`: content/ in one module, so the tests seed D1 from the same files (decision 0266). */
function contentFiles(): Plugin {
  const id = 'virtual:content-files';
  return {
    name: 'content-files',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(loaded) {
      if (loaded !== `\0${id}`) return undefined;
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(readContentFiles()))});`;
    },
  };
}

/**
 * `reset()` before each file (tests/worker/setup.ts, decision 0312) ends the Durable Objects behind the
 * bindings, and workerd logs each end as an exception: expected, so not printed (decision 0271).
 */
function hideResetNotices(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) =>
      String(chunk).includes('Application called deleteAllDurableObjects()')
        ? true
        : write(chunk, ...rest)) as typeof stream.write;
  }
}

// Worker integration tests: the real worker in workerd, with D1 migrations applied (tests/worker/setup.ts).
export default defineConfig(async () => {
  hideResetNotices();
  const migrations = await readD1Migrations(path.join(import.meta.dirname, 'worker/origin/migrations'));
  return {
    plugins: [
      clientI18nLite(),
      clientAssets(),
      d1Migrations(),
      contentFiles(),
      cloudflareTest({
        main: './worker/index.ts',
        wrangler: { configPath: './wrangler.jsonc' },
        miniflare: {
          // PASSWORD_SCRYPT_N: a low scrypt cost so sign-ins in tests take milliseconds (decision 0032).
          // SECURITY_LONG: the long setting of the security suites (`npm run test:security -- --long`).
          // HTML_CACHE off: tests change content between requests; tests/worker/html-cache.test.ts turns it on.
          bindings: {
            TEST_MIGRATIONS: migrations,
            PASSWORD_SCRYPT_N: '1024',
            SECURITY_LONG: process.env.SECURITY_LONG === '1' ? '1' : '0',
            HTML_CACHE: 'off',
          },
          // A second database nobody migrates: /healthz must answer 503 over it (tests/worker/ops.test.ts).
          d1Databases: { EMPTY_DB: 'empty-test-db' },
        },
      }),
    ],
    test: {
      include: ['tests/worker/**/*.test.ts', 'tests/worker/**/*.test.tsx'],
      setupFiles: ['./tests/worker/setup.ts'],
      // Each file in its own workerd process (vitest's default). Decision 0312 tried one shared process
      // (`isolate: false`, 374 → 128 s); on a loaded machine root-and-headers' concurrent-request test
      // then fails after enough other files (cross-request I/O, a request cancelled as hung), even with
      // every unread response body cancelled after each test (tests/worker/setup.ts), so the files stay
      // isolated until that is understood.
      // tests/worker/section-css.test.ts and section-kinds-a/-b.test.ts read the sections stylesheets' text
      // (vitest empties CSS otherwise).
      css: { include: [/sections\/[\w-]+\.css\?raw$/] },
      // Some tests render every language of a route family; on a loaded 2-core machine that can pass
      // vitest's 5 s default without anything being wrong. Speed goals live in `npm run bench`.
      testTimeout: 30_000,
      // The same for set-up hooks: seeding the content takes seconds on a loaded machine.
      hookTimeout: 60_000,
      // Quiet by default (decision 0271): failures print in full with the logs of the failing test;
      // passing files and the request log of passing tests print nothing. LOG_TESTS=1 prints it all.
      reporters: [process.env.LOG_TESTS === '1' ? 'default' : 'minimal'],
    },
  };
});
