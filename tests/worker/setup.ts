import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { afterEach, vi } from 'vitest';

// Test files share one workerd process (vitest.worker.config.ts, decision 0312) but not their state: this
// setup file runs again before every file and gives it what a fresh process would — product modules
// evaluated anew (module-level caches, the clock below) and empty storage (D1, R2, the Cache API) with
// the migrations applied. Modules are reset before the clock is imported, so the worker sees this clock.
vi.resetModules();
await reset();
const { setBaseClock } = await import('../../worker/origin/clock');

// Rate limits count in fixed windows aligned to the clock (1 min, 15 min, 1 h; worker/origin/rate-limit.ts).
// A test file that ran across a window boundary would see its counts reset half-way (a real flake: two
// rate-limit tests failed at 20:00). The origin's clock therefore starts 37.5 minutes into the hour —
// the middle of its 1-minute, 15-minute and 1-hour windows — and runs at real speed from there.
const HOUR_MS = 3_600_000;
const startedAt = Date.now();
const steadyStart = Math.floor(startedAt / HOUR_MS) * HOUR_MS + 37.5 * 60_000;
setBaseClock(() => steadyStart + (Date.now() - startedAt));

await applyD1Migrations(
  env.DB,
  (env as unknown as { TEST_MIGRATIONS: Parameters<typeof applyD1Migrations>[1] }).TEST_MIGRATIONS,
);

// A response whose body nobody reads keeps its request open in workerd — the worker's streamed render
// waits on it — and workerd allows only a few such requests at once (it then cancels the oldest, or a
// later request waits on one that never ends). Many tests look at the status and headers only, so after
// each test every body left unread is cancelled here: a test can never hold up the next one.
// SELF is a service stub (its properties are remote calls), so test files get a stand-in that forwards
// everything and notes the responses of `fetch`.
const unread = new Set<Response>();
vi.mock('cloudflare:test', async (importOriginal) => {
  const real = await importOriginal<typeof import('cloudflare:test')>();
  const fetchOnce = real.SELF.fetch.bind(real.SELF);
  const fetch = async (...args: Parameters<typeof real.SELF.fetch>) => {
    const res = await fetchOnce(...args);
    unread.add(res);
    return res;
  };
  return {
    ...real,
    SELF: new Proxy(real.SELF, {
      get: (target, key) => (key === 'fetch' ? fetch : Reflect.get(target, key)),
    }),
  };
});
afterEach(async () => {
  for (const res of unread) {
    if (res.body && !res.bodyUsed) await res.body.cancel().catch(() => {});
  }
  unread.clear();
});
