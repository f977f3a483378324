import { cpSync, existsSync, rmSync } from 'node:fs';
import { makeCameraClip } from '../../scripts/camera-clip.mjs';

/**
 * The local state the analytics journey's own server uses (tests/e2e/analytics-consent.spec.ts): a copy
 * of the shared e2e server's, so two workerd processes never open the same SQLite files (D1, the Cache
 * API store, Durable Objects). Playwright starts the web server before this set-up and no test has run
 * yet, so nothing writes while the copy is taken.
 */
export const ANALYTICS_STATE = '.wrangler/e2e-analytics';

/** Playwright's global set-up: the fake camera's clip (scripts/camera-clip.mjs, docs/tryon.md "Tests"). */
export default function setUp(): void {
  makeCameraClip();
  rmSync(ANALYTICS_STATE, { recursive: true, force: true });
  for (const part of ['d1', 'do', 'kv', 'r2']) {
    const from = `.wrangler/state/v3/${part}`;
    if (existsSync(from)) cpSync(from, `${ANALYTICS_STATE}/v3/${part}`, { recursive: true });
  }
}
