import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountSummarySchema, afterSignIn, SignInAnswer } from '../../shared/smb/auth';
import { nowMs, setClock } from '../../worker/origin/clock';
import { hashPassword, verifyPassword } from '../../worker/origin/crypto';
import { call, read, sessionCookie, signUp, uniqueEmail, uniqueName } from './smb-helpers';

afterEach(() => setClock(null));

const DAY = 86_400_000;

describe('sign-in, auth and sign-out', () => {
  it('signs in, answers the summary and a redirect, and sets an HttpOnly SameSite=Lax cookie', async () => {
    const { email, password } = await signUp();
    const res = await call('/auth/sign-in.action', {
      body: { email: email.toUpperCase(), password, customerType: 'SMB' },
    });
    expect(res.status).toBe(200);
    const body = SignInAnswer.parse(await read(res));
    expect(body.summary.account.email).toBe(email);
    // One active paid MAKEUP subscription → its console (spec 000 §4 rule 2).
    expect(body.redirectUrl).toBe('/business/user/home?console=makeup');
    const set = res.headers.getSetCookie().find((c) => c.startsWith('smb_sid='))!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/Secure/); // http://localhost
    const auth = await call('/auth/auth.action', { cookie: sessionCookie(res) });
    expect(auth.status).toBe(200);
    expect(auth.headers.get('Cache-Control')).toBe('no-store');
    const summary = AccountSummarySchema.parse(await read(auth));
    expect(summary.relatedCustomers[0]!.email).toBe(email);
  });

  it('the cookie is Secure on https', async () => {
    const { email, password } = await signUp();
    const res = await call('/auth/sign-in.action', { body: { email, password } });
    expect(res.status).toBe(200);
    const { SELF } = await import('cloudflare:test');
    const https = await SELF.fetch('https://localhost/smb-frontend/auth/sign-in.action', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Sec-Fetch-Site': 'same-origin',
        'CF-Connecting-IP': '10.9.9.9',
      },
      body: JSON.stringify({ email, password }),
    });
    expect(https.headers.getSetCookie().find((c) => c.startsWith('smb_sid='))).toMatch(/Secure/);
  });

  it('stores only a hash of the token, and a new token on every sign-in', async () => {
    const { email, password } = await signUp();
    const a = sessionCookie(await call('/auth/sign-in.action', { body: { email, password } }));
    const b = sessionCookie(await call('/auth/sign-in.action', { body: { email, password } }));
    expect(a).not.toBe(b);
    const token = a.split('=')[1]!;
    const raw = await env.DB.prepare('SELECT COUNT(*) AS n FROM auth_sessions WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(raw?.n).toBe(0);
    expect(token.length).toBeGreaterThanOrEqual(22); // ≥ 128 bits in base64url
  });

  it('wrong password, unknown e-mail and an account without password answer the same 401', async () => {
    const { email } = await signUp();
    const wrong = await call('/auth/sign-in.action', { body: { email, password: 'not the password' } });
    const unknown = await call('/auth/sign-in.action', {
      body: { email: uniqueEmail(), password: 'whatever123' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await read(wrong)).toEqual(await read(unknown));
    expect(wrong.headers.getSetCookie().some((c) => c.startsWith('smb_sid='))).toBe(false);
  });

  it('auth.action without a session → 401', async () => {
    expect((await call('/auth/auth.action')).status).toBe(401);
    expect((await call('/auth/auth.action', { cookie: 'smb_sid=forged' })).status).toBe(401);
  });

  it('sign-out deletes the session and clears the cookie', async () => {
    const { cookie } = await signUp();
    const out = await call('/auth/sign-out.action', { cookie });
    expect(out.status).toBe(200);
    expect(await read(out)).toEqual({ status: 'success' });
    expect(out.headers.getSetCookie().find((c) => c.startsWith('smb_sid='))).toMatch(/Max-Age=0/);
    expect((await call('/auth/auth.action', { cookie })).status).toBe(401);
  });

  it('sessions end after a week idle and after 30 days regardless', async () => {
    const { cookie } = await signUp();
    const t0 = nowMs();
    setClock(() => t0 + 6 * DAY);
    expect((await call('/auth/auth.action', { cookie })).status).toBe(200); // touched
    setClock(() => t0 + 12 * DAY);
    expect((await call('/auth/auth.action', { cookie })).status).toBe(200);
    setClock(() => t0 + 20 * DAY);
    expect((await call('/auth/auth.action', { cookie })).status).toBe(401); // idle > 7 days
    setClock(null);
    const fresh = await signUp();
    for (let d = 5; d < 30; d += 5) {
      setClock(() => t0 + d * DAY);
      expect((await call('/auth/auth.action', { cookie: fresh.cookie })).status).toBe(200);
    }
    setClock(() => t0 + 31 * DAY);
    expect((await call('/auth/auth.action', { cookie: fresh.cookie })).status).toBe(401); // absolute
  });

  it('honours a same-site next path, and refuses other origins as next', async () => {
    const { email, password } = await signUp();
    const ok = await call('/auth/sign-in.action', {
      body: { email, password, next: '/ja/business/user/home' },
    });
    expect((await read(ok)).redirectUrl).toBe('/ja/business/user/home');
    for (const next of ['https://evil.test/', '//evil.test', '/\\evil.test']) {
      expect((await call('/auth/sign-in.action', { body: { email, password, next } })).status).toBe(400);
    }
  });

  it('internal support accounts go to the management app', async () => {
    const { password } = await signUp();
    const staff = `ops-${Date.now()}@staff.example.com`;
    const res = await call('/subscription/create-subscription.action', {
      body: {
        account: { email: staff, password, firstName: 'S', lastName: 'T' },
        customer: { customerName: uniqueName('Staff'), country: 'US', functionType: 'MAKEUP' },
        solutionType: 'MAKEUP',
        agreeTerms: true,
      },
    });
    expect(res.status).toBe(200);
    const signIn = await call('/auth/sign-in.action', { body: { email: staff, password } });
    expect((await read(signIn)).redirectUrl).toBe('/business/user/home');
  });
});

describe('afterSignIn (spec 000 §4)', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  const sub = (endTime: string, isOverdue = false, solutionType: 'MAKEUP' | 'EYEWEAR' = 'MAKEUP') => ({
    customerId: 1,
    solutionType,
    subscriptionType: 'PREMIUM' as const,
    recurringType: 'ANNUAL' as const,
    trialPlan: false,
    isOverdue,
    endTime,
  });
  const account = {
    email: 'a@shop.test',
    imageUrl: null,
    firstName: '',
    lastName: '',
    languageType: 'enu' as const,
  };

  it('no active subscription → home', () => {
    expect(afterSignIn({ account, subscriptions: [] }, now, 'staff.example.com')).toEqual({ kind: 'home' });
    expect(afterSignIn({ account, subscriptions: [sub('2026-01-01T00:00:00Z')] }, now, '')).toEqual({
      kind: 'home',
    });
  });
  it('exactly one active and no recently lapsed → console', () => {
    expect(afterSignIn({ account, subscriptions: [sub('2027-01-01T00:00:00Z')] }, now, '')).toEqual({
      kind: 'console',
      solutionType: 'MAKEUP',
    });
    // one lapsed long ago doesn't count
    expect(
      afterSignIn(
        {
          account,
          subscriptions: [sub('2027-01-01T00:00:00Z'), sub('2026-01-01T00:00:00Z', true, 'EYEWEAR')],
        },
        now,
        '',
      ).kind,
    ).toBe('console');
  });
  it('one lapsed within 30 days, or two active → home', () => {
    expect(
      afterSignIn(
        {
          account,
          subscriptions: [sub('2027-01-01T00:00:00Z'), sub('2026-05-20T00:00:00Z', true, 'EYEWEAR')],
        },
        now,
        '',
      ).kind,
    ).toBe('home');
    expect(
      afterSignIn(
        {
          account,
          subscriptions: [sub('2027-01-01T00:00:00Z'), sub('2027-01-01T00:00:00Z', false, 'EYEWEAR')],
        },
        now,
        '',
      ).kind,
    ).toBe('home');
  });
});

describe('checks and switching', () => {
  it('check-email and check-business-name tell whether they are taken', async () => {
    const { email, payload } = await signUp();
    expect(await read(await call('/auth/check-email.action', { body: { email } }))).toEqual({
      email,
      isExisting: true,
    });
    expect(
      (await read(await call('/auth/check-email.action', { body: { email: uniqueEmail() } }))).isExisting,
    ).toBe(false);
    const name = payload.customer.customerName;
    const taken = await call('/auth/check-business-name.action', {
      body: { businessName: name.toUpperCase() },
    });
    expect((await read(taken)).isExisting).toBe(true);
    const free = await call('/auth/check-business-name.action', {
      body: { businessName: uniqueName('Free') },
    });
    expect((await read(free)).isExisting).toBe(false);
  });

  it('switch-account-customer: members only', async () => {
    const owner = await signUp();
    const other = await signUp();
    const summary = await read(await call('/auth/auth.action', { cookie: owner.cookie }));
    const ownCustomer = summary.customer.customerId;
    const otherSummary = await read(await call('/auth/auth.action', { cookie: other.cookie }));
    const foreign = otherSummary.customer.customerId;
    // Make the owner a team member of the other customer too.
    const ownerId = await env.DB.prepare('SELECT id FROM accounts WHERE email = ?')
      .bind(owner.email)
      .first<{ id: number }>();
    await env.DB.prepare('INSERT INTO customer_members (customer_id, account_id) VALUES (?, ?)')
      .bind(foreign, ownerId!.id)
      .run();
    const res = await call('/auth/switch-account-customer.action', {
      body: { customerId: foreign },
      cookie: owner.cookie,
    });
    expect(res.status).toBe(200);
    const body = await read(res);
    expect(body.summary.customer.customerId).toBe(foreign);
    expect(body.summary.relatedCustomers).toHaveLength(2);
    // Team member: the related customer carries the other owner's e-mail (spec 000 §3 isOwner).
    expect(
      body.summary.relatedCustomers.find((r: { customerId: number }) => r.customerId === foreign).email,
    ).toBe(other.email);
    expect(
      (
        await call('/auth/switch-account-customer.action', {
          body: { customerId: 999_999 },
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call('/auth/switch-account-customer.action', { body: { customerId: ownCustomer } })).status,
    ).toBe(401);
  });
});

describe('token sign-in (in-app)', () => {
  async function appToken(email: string, ttlMs = 60_000) {
    const { issueCode } = await import('../../worker/origin/codes');
    const id = await env.DB.prepare('SELECT id FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ id: number }>();
    const { code, statements } = await issueCode(env.DB, id!.id, 'APP_TOKEN');
    await env.DB.batch(statements);
    void ttlMs;
    return code;
  }

  it('exchanges a one-time token for a session and a redirect', async () => {
    const { email } = await signUp();
    const token = await appToken(email);
    const res = await call('/auth/sign-in-by-token.action', {
      body: { token, customerType: 'SMB', functionType: 'SKINCARE_PRO', next: '/business/user/home' },
    });
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ redirectUrl: '/business/user/home' });
    expect((await call('/auth/auth.action', { cookie: sessionCookie(res) })).status).toBe(200);
    // single use
    expect((await call('/auth/sign-in-by-token.action', { body: { token } })).status).toBe(401);
  });

  it('unknown and expired tokens → 401', async () => {
    const { email } = await signUp();
    expect((await call('/auth/sign-in-by-token.action', { body: { token: 'x'.repeat(43) } })).status).toBe(
      401,
    );
    const token = await appToken(email);
    const later = nowMs() + 10 * 60_000;
    setClock(() => later);
    const res = await call('/auth/sign-in-by-token.action', { body: { token } });
    expect(res.status).toBe(401);
  });
});

describe('rate limits', () => {
  it('sign-in from one address: the 11th attempt in 15 minutes → 429 with Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 10; i++) {
      expect(
        (await call('/auth/sign-in.action', { body: { email: uniqueEmail(), password: 'nope-nope' }, ip }))
          .status,
      ).toBe(401);
    }
    const res = await call('/auth/sign-in.action', {
      body: { email: uniqueEmail(), password: 'nope-nope' },
      ip,
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(900);
  });
});

describe('password hashing (decision 0032)', () => {
  it('the cost travels with each hash; the seeded demo hash (N=2^14, made by Node) verifies in workerd', async () => {
    const h = await hashPassword('some secret', 1024);
    expect(h).toMatch(/^scrypt\$1024\$8\$5\$/);
    expect(await verifyPassword('some secret', h)).toBe(true);
    expect(await verifyPassword('other secret', h)).toBe(false);
    // Copied from worker/origin/seed/account.sql (demo@example.com / lumora-demo-2026).
    const demo = 'scrypt$16384$8$5$qPQodqiAJERxT7zBD0dAVQ==$K+KALTKZGdEymKIIsqyOnPtn3uFJuJUO5QlYz/rwNUI=';
    expect(await verifyPassword('lumora-demo-2026', demo)).toBe(true);
  });

  it('refuses stored hashes with absurd costs instead of running them', async () => {
    expect(await verifyPassword('x', 'scrypt$1073741824$8$5$AAAA$AAAA')).toBe(false);
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
  });
});
