import { applyD1Migrations, env, reset } from 'cloudflare:test';
import { vi } from 'vitest';

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
