import { applyD1Migrations, env } from 'cloudflare:test';
import { setBaseClock } from '../../worker/origin/clock';

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
