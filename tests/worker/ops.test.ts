import { createExecutionContext, createScheduledController, env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import app from '../../worker/index';
import { setClock } from '../../worker/origin/clock';
import { CODE_GRACE_MS, OUTBOX_RETENTION_MS } from '../../worker/origin/purge';
import { handleSmb } from '../../worker/smb/proxy';
import { edgeFetch, PRODUCTION } from './edge-helpers';
import { read, signUp } from './smb-helpers';

/** Operations (issue 11): the configuration gate, /healthz, the cron purge, the upstream, the logs. */

afterEach(() => {
  setClock(null);
  vi.restoreAllMocks();
});

/** A production configuration with the vendor's upstream and a real bot check: nothing unsafe. */
const SAFE_PRODUCTION = {
  ENVIRONMENT: 'production',
  SMB_ORIGIN: 'https://api.vendor.example/smb-frontend',
  BOT_PROTECTION: 'recaptcha',
  BOT_PROTECTION_SITE_KEY: 'site-key',
  BOT_PROTECTION_SECRET: 'do-not-show-this-secret',
  PASSWORD_SCRYPT_N: '',
  PRODUCTION_HOSTS: 'www.lumora.example',
};

describe('production refuses unsafe configuration (decision 0161)', () => {
  it.each([
    ['an empty SMB_ORIGIN (the embedded origin)', { SMB_ORIGIN: '' }, 'SMB_ORIGIN'],
    ['local bot protection', { BOT_PROTECTION: 'local' }, 'BOT_PROTECTION'],
    ['an http:// upstream', { SMB_ORIGIN: 'http://api.vendor.example' }, 'SMB_ORIGIN'],
    ['an http:// console base', { CN_CONSOLE_BASE_URL: 'http://console.lumora.cn' }, 'CN_CONSOLE_BASE_URL'],
    ['a lowered scrypt cost', { PASSWORD_SCRYPT_N: '1024' }, 'PASSWORD_SCRYPT_N'],
  ])('%s: every request is a plain 500 naming the field, /healthz a 503', async (_, over, field) => {
    const config = { ...SAFE_PRODUCTION, ...over };
    for (const path of ['/business', '/', '/robots.txt', '/smb-frontend/auth/auth.action']) {
      const res = await edgeFetch(path, { env: config, host: 'www.lumora.example' });
      expect(res.status).toBe(500);
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/);
      const body = await res.text();
      expect(body).toContain(field);
      expect(body).not.toContain('do-not-show-this-secret');
    }
    const health = await edgeFetch('/healthz', { env: config });
    expect(health.status).toBe(503);
    const json = (await health.json()) as Record<string, unknown>;
    expect(json).toMatchObject({ ok: false, failing: ['config'], checks: { config: { fields: [field] } } });
    expect(JSON.stringify(json)).not.toContain('do-not-show-this-secret');
  });

  it('the same configuration outside production serves (local stand-ins are fine there)', async () => {
    const res = await edgeFetch('/healthz', { env: { ENVIRONMENT: 'staging', SMB_ORIGIN: '' } });
    expect(res.status).toBe(200);
  });

  it('a safe production configuration serves; ALLOW_EMBEDDED_ORIGIN=true allows the embedded origin', async () => {
    expect((await edgeFetch('/healthz', { env: SAFE_PRODUCTION })).status).toBe(200);
    const demo = await edgeFetch('/business/user/sign-in', { env: PRODUCTION, host: 'localhost' });
    expect(demo.status).toBe(200);
  });

  it('recaptcha without its secret is refused in any environment', async () => {
    const res = await edgeFetch('/business', {
      env: { BOT_PROTECTION: 'recaptcha', BOT_PROTECTION_SITE_KEY: 'k', BOT_PROTECTION_SECRET: '' },
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain('BOT_PROTECTION_SECRET');
  });
});

describe('/healthz tells the truth (decision 0163)', () => {
  it('configuration valid and every migration applied → 200', async () => {
    const res = await edgeFetch('/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { searchIndex, ...body } = (await res.json()) as { searchIndex: { refreshedAt: string | null } };
    expect(body).toEqual({
      ok: true,
      environment: 'development',
      checks: { config: { ok: true }, database: { ok: true } },
    });
    // Decision 0290: when the search index last caught up (null before it ever has).
    expect(Object.keys(searchIndex)).toEqual(['refreshedAt']);
    expect(searchIndex.refreshedAt === null || !Number.isNaN(Date.parse(searchIndex.refreshedAt))).toBe(true);
  });

  it('an empty database (no migrations applied) → 503 naming the database', async () => {
    const empty = (env as unknown as { EMPTY_DB: D1Database }).EMPTY_DB;
    const res = await app.fetch(
      new Request('http://localhost/healthz'),
      { ...env, DB: empty } as Env,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    const body = (await res.json()) as {
      failing: string[];
      checks: { database: { ok: boolean; reason: string; missing: string[] } };
    };
    expect(body.failing).toEqual(['database']);
    expect(body.checks.database.reason).toBe('migrations not applied');
    expect(body.checks.database.missing).toContain('0010_accounts.sql');
  });

  it('a migration missing from d1_migrations → 503 listing it', async () => {
    const empty = (env as unknown as { EMPTY_DB: D1Database }).EMPTY_DB;
    await empty.exec('CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY, name TEXT UNIQUE)');
    await empty.prepare("INSERT OR IGNORE INTO d1_migrations (name) VALUES ('0001_meta.sql')").run();
    const res = await app.fetch(
      new Request('http://localhost/healthz'),
      { ...env, DB: empty } as Env,
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    const body = (await res.json()) as { checks: { database: { missing: string[] } } };
    expect(body.checks.database.missing).not.toContain('0001_meta.sql');
    expect(body.checks.database.missing).toContain('0010_accounts.sql');
  });
});

describe('the cron purge (decision 0165)', () => {
  const HOUR = 3_600_000;
  const DAY = 24 * HOUR;

  async function seedRows(now: number) {
    const db = env.DB;
    const account = await db
      .prepare("INSERT INTO accounts (email, created_at) VALUES (?, '2026-01-01T00:00:00Z') RETURNING id")
      .bind(`purge-${now}-${Math.random().toString(36).slice(2)}@shop.test`)
      .first<{ id: number }>();
    const id = account!.id;
    const session = (tag: string, lastSeen: number, expires: number) =>
      db
        .prepare(
          'INSERT INTO auth_sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(`purge-${tag}-${id}`, id, lastSeen, lastSeen, expires);
    const code = (tag: string, expires: number, usedAt: number | null) =>
      db
        .prepare(
          "INSERT INTO codes (account_id, purpose, code_hash, expires_at, used_at, created_at) VALUES (?, 'RESET_PASSWORD', ?, ?, ?, ?)",
        )
        .bind(id, `purge-${tag}-${id}`, expires, usedAt, now - 2 * DAY);
    const window = (tag: string, start: number) =>
      db
        .prepare('INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)')
        .bind(`purge:${tag}:${id}`, start);
    const mail = (tag: string, at: number) =>
      db
        .prepare(
          "INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES (?, 'TEST', 's', 'b', ?)",
        )
        .bind(`purge-${tag}-${id}@shop.test`, new Date(at).toISOString());
    await db.batch([
      session('live', now - HOUR, now + DAY),
      session('expired', now - HOUR, now - 1),
      session('idle', now - 8 * DAY, now + DAY),
      code('live', now + HOUR, null),
      code('expired-recently', now - HOUR, null),
      code('expired-long-ago', now - CODE_GRACE_MS - HOUR, null),
      code('used-long-ago', now + HOUR, now - CODE_GRACE_MS - HOUR),
      window('current', now - 60_000),
      window('old', now - 2 * HOUR),
      mail('recent', now - DAY),
      mail('old', now - OUTBOX_RETENTION_MS - HOUR),
    ]);
    return id;
  }

  const left = async (sql: string, pattern: string) =>
    (await env.DB.prepare(sql).bind(pattern).all<{ tag: string }>()).results.map((r) => r.tag).sort();

  it('scheduled() removes what has ended and keeps the rest, by the origin clock', async () => {
    const now = Date.parse('2031-05-05T12:00:00Z');
    setClock(() => now);
    const id = await seedRows(now);
    await app.scheduled!(createScheduledController({ scheduledTime: now, cron: '17 * * * *' }), env);

    expect(
      await left('SELECT token_hash AS tag FROM auth_sessions WHERE token_hash LIKE ?', `purge-%-${id}`),
    ).toEqual([`purge-live-${id}`]);
    expect(await left('SELECT code_hash AS tag FROM codes WHERE code_hash LIKE ?', `purge-%-${id}`)).toEqual([
      `purge-expired-recently-${id}`,
      `purge-live-${id}`,
    ]);
    expect(await left('SELECT key AS tag FROM rate_limits WHERE key LIKE ?', `purge:%:${id}`)).toEqual([
      `purge:current:${id}`,
    ]);
    expect(
      await left('SELECT to_email AS tag FROM outbox WHERE to_email LIKE ?', `purge-%-${id}@shop.test`),
    ).toEqual([`purge-recent-${id}@shop.test`]);
  });

  it('logs one purge line with the cron and the counts', async () => {
    const lines: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    await app.scheduled!(createScheduledController({ cron: '17 * * * *' }), env);
    const purge = lines.map((l) => JSON.parse(l)).find((l) => l.event === 'purge');
    expect(purge).toMatchObject({ level: 'info', cron: '17 * * * *' });
    expect(typeof purge.sessions).toBe('number');
  });
});

describe('the China console base, end to end (CN_CONSOLE_BASE_URL)', () => {
  const HOSTS = {
    CHINA_HOSTS: 'lumora.cn',
    CONSOLE_BASE_URL: 'https://console.lumora.example',
    CN_CONSOLE_BASE_URL: 'https://console.lumora.cn/',
  };
  const signInOn = (host: string, email: string, password: string) =>
    handleSmb(
      new Request(`https://${host}/smb-frontend/auth/sign-in.action`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'same-origin' },
        body: JSON.stringify({ email, password }),
      }),
      { ...env, ...HOSTS } as Env,
      undefined,
    );

  it("the origin's after-sign-in redirect opens the console of the host's domain", async () => {
    const { email, password } = await signUp();
    const cn = await signInOn('lumora.cn', email, password);
    expect((await read(cn)).redirectUrl).toBe('https://console.lumora.cn/makeup/home');
    const global = await signInOn('www.lumora.example', email, password);
    expect((await read(global)).redirectUrl).toBe('https://console.lumora.example/makeup/home');
  });

  it('the account pages get the China consoles on the China host (entrance cards, trial redirect)', async () => {
    const res = await edgeFetch('/zh-cn/business/user/free-trial', { host: 'lumora.cn', env: HOSTS });
    const html = await res.text();
    expect(html).toContain('https://console.lumora.cn/makeup/home');
    expect(html).not.toContain('https://console.lumora.example/makeup/home');
  });
});

describe('the vendor upstream: timeout and shared secret (decision 0164)', () => {
  const upstreamEnv = (over: Record<string, string> = {}) =>
    ({ ...env, SMB_ORIGIN: 'https://vendor.example/smb-frontend', ...over }) as unknown as Env;
  const authCall = () => new Request('https://www.site.test/smb-frontend/auth/auth.action');

  it('sends X-Upstream-Secret when SMB_UPSTREAM_SECRET is set, and nothing otherwise', async () => {
    const seen: Request[] = [];
    const upstreamFetch = async (req: Request) => {
      seen.push(req);
      return Response.json({ ok: true });
    };
    await handleSmb(authCall(), upstreamEnv({ SMB_UPSTREAM_SECRET: 'shared-s3cret' }), undefined, {
      upstreamFetch,
    });
    await handleSmb(authCall(), upstreamEnv(), undefined, { upstreamFetch });
    expect(seen[0]!.headers.get('X-Upstream-Secret')).toBe('shared-s3cret');
    expect(seen[1]!.headers.has('X-Upstream-Secret')).toBe(false);
  });

  it('a slow upstream is cancelled (its request signal aborts) and the call answers 504', async () => {
    let aborted = false;
    // Test double of the vendor: never answers; gives up only when its request is aborted.
    const upstreamFetch = (req: Request) =>
      new Promise<Response>((_, reject) => {
        req.signal.addEventListener('abort', () => {
          aborted = true;
          reject(req.signal.reason);
        });
      });
    const res = await handleSmb(authCall(), upstreamEnv(), undefined, { upstreamFetch, timeoutMs: 50 });
    expect(res.status).toBe(504);
    expect(aborted).toBe(true);
  });
});

describe('structured logs (decision 0164)', () => {
  function capture() {
    const lines: Record<string, unknown>[] = [];
    const keep = (line: unknown) => {
      if (typeof line === 'string' && line.startsWith('{')) lines.push(JSON.parse(line));
    };
    vi.spyOn(console, 'log').mockImplementation(keep);
    vi.spyOn(console, 'warn').mockImplementation(keep);
    vi.spyOn(console, 'error').mockImplementation(keep);
    return lines;
  }

  it('one JSON line per request: cf-ray id, route id, status, duration — no query, no e-mail', async () => {
    const lines = capture();
    await edgeFetch('/business/user/sign-in?email=ada%40shop.test', {
      headers: { 'cf-ray': '8f1e2d3c4b5a6978-FRA' },
    });
    const requests = lines.filter((l) => l.event === 'request');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      level: 'info',
      request_id: '8f1e2d3c4b5a6978-FRA',
      method: 'GET',
      route: 'sign-in',
      status: 200,
    });
    expect(typeof requests[0]!.duration_ms).toBe('number');
    expect(JSON.stringify(lines)).not.toContain('shop.test');
  });

  it('a browser /smb-frontend call logs its call path, cache status and upstream status', async () => {
    const lines = capture();
    await edgeFetch('/smb-frontend/auth/auth.action', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    const line = lines.find((l) => l.event === 'request')!;
    expect(line).toMatchObject({
      route: 'smb:/auth/auth.action',
      status: 401,
      cache: 'BYPASS',
      upstream_status: 401,
      upstream_calls: 1,
    });
    expect(typeof line.request_id).toBe('string');
  });
});
