import { migrationNames } from 'virtual:d1-migrations';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { ConfigError, getConfig } from '../config';
import { log } from '../log';
import { lastRefresh } from '../search-index';

/**
 * GET /healthz (decision 0163): 200 only when the site can serve. It checks the configuration (one
 * schema, worker/config.ts) and that D1 answers with every migration of worker/origin/migrations
 * applied (the embedded origin, short links and rate limits live there). Degraded → 503 naming the
 * failing part: field names and migration file names only — never a value or a secret.
 */
type Check = { ok: true } | { ok: false; reason: string; fields?: string[]; missing?: string[] };

export async function healthz(c: Context<AppEnv>): Promise<Response> {
  const checks: Record<'config' | 'database', Check> = {
    config: checkConfig(c.env),
    database: await checkDatabase(c.env.DB),
  };
  const failing = Object.entries(checks)
    .filter(([, check]) => !check.ok)
    .map(([name]) => name);
  const environment = typeof c.env.ENVIRONMENT === 'string' ? c.env.ENVIRONMENT : 'unknown';
  if (failing.length) log('error', 'health_degraded', { failing: failing.join(',') });
  // Decision 0290: when the site search's index last caught up with the content (null: not yet).
  const searchIndex = { refreshedAt: checks.database.ok ? await lastRefresh(c.env.DB) : null };
  return c.json(
    { ok: failing.length === 0, environment, ...(failing.length ? { failing } : {}), checks, searchIndex },
    failing.length ? 503 : 200,
    {
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  );
}

function checkConfig(env: object): Check {
  try {
    getConfig(env);
    return { ok: true };
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return { ok: false, reason: 'invalid configuration', fields: err.fields.map((f) => f.field) };
  }
}

async function checkDatabase(db: D1Database | undefined): Promise<Check> {
  if (!db) return { ok: false, reason: 'no D1 binding (DB)' };
  let applied: Set<string>;
  try {
    const rows = await db.prepare('SELECT name FROM d1_migrations').all<{ name: string }>();
    applied = new Set(rows.results.map((r) => r.name));
  } catch (err) {
    // No d1_migrations table: the database exists but was never migrated.
    if (/no such table/i.test(String((err as Error)?.message))) {
      return { ok: false, reason: 'migrations not applied', missing: migrationNames };
    }
    return { ok: false, reason: 'database unavailable' };
  }
  const missing = migrationNames.filter((name) => !applied.has(name));
  return missing.length ? { ok: false, reason: 'migrations not applied', missing } : { ok: true };
}
