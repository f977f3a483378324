import { env, SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SignInAnswer } from '../../shared/smb/auth';
import { originApp } from '../../worker/origin/app';
import { RATE_LIMITS } from '../../worker/origin/rate-limit';
import { PRODUCTION } from './edge-helpers';
import { botToken } from './security-helpers';
import { call, mailedLinkCode, read, rowCounts, sessionCookie, signUp, uniqueEmail } from './smb-helpers';

/** Issue 15 §1, §5, §6, §7, §9: lockout, next, IPv6 keys, /dev gating, weak passwords, cookie prefix. */

const wrong = (email: string, ip: string, extra: Record<string, unknown> = {}) =>
  call('/auth/sign-in.action', { body: { email, password: 'not the password', ...extra }, ip });

describe('no account lockout by strangers (§1)', () => {
  it('wrong guesses from many addresses never turn the owner away; past the threshold a bot check is asked', async () => {
    const { email, password } = await signUp();
    const past = RATE_LIMITS.signInAccount.limit + 5;
    for (let i = 0; i < past; i++) {
      const res = await wrong(email, `198.51.100.${i + 1}`);
      // Past the account threshold a script without the bot check is asked for it — never a 429.
      expect(res.status, `attempt ${i + 1}`).toBe(i < RATE_LIMITS.signInAccount.limit ? 401 : 403);
    }
    // The owner, from their own address, with the bot-protection step the sign-in page always does.
    const owner = await call('/auth/sign-in.action', {
      body: { email, password, recaptcha: await botToken() },
      ip: '203.0.113.200',
    });
    expect(owner.status).toBe(200);
    SignInAnswer.parse(await read(owner));
    // Without the bot check (a script), the account under attack asks for it: 403, not a 429 lockout.
    const script = await call('/auth/sign-in.action', { body: { email, password }, ip: '203.0.113.201' });
    expect(script.status).toBe(403);
    expect((await read(script)).error).toBe('challenge_required');
  });

  it('the hard stop is per (account, address): that pair gets 429, the owner elsewhere does not', async () => {
    const { email, password } = await signUp();
    const attacker = '192.0.2.150';
    for (let i = 0; i < RATE_LIMITS.signInPair.limit; i++)
      expect((await wrong(email, attacker)).status).toBe(401);
    const blocked = await call('/auth/sign-in.action', { body: { email, password }, ip: attacker });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(
      (await call('/auth/sign-in.action', { body: { email, password }, ip: '192.0.2.151' })).status,
    ).toBe(200);
  });

  it('a successful password reset clears the counters', async () => {
    const { email } = await signUp();
    for (let i = 0; i < RATE_LIMITS.signInAccount.limit; i++) await wrong(email, `100.64.0.${i + 1}`);
    const attackerPair = '100.64.0.1';
    expect(
      (await call('/auth/sign-in.action', { body: { email, password: 'x' }, ip: '100.64.1.1' })).status,
    ).toBe(403);
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    const reset = await call('/account/reset-password.action', {
      body: { code, password: 'a fresh start 2026' },
    });
    expect(reset.status).toBe(200);
    const again = await call('/auth/sign-in.action', {
      body: { email, password: 'a fresh start 2026' },
      ip: attackerPair,
    });
    expect(again.status).toBe(200);
  });

  it('per-address limits stay: one address, many accounts → 429 on the 11th', async () => {
    const ip = '192.0.2.160';
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++)
      expect((await wrong(uniqueEmail(), ip)).status).toBe(401);
    expect((await wrong(uniqueEmail(), ip)).status).toBe(429);
  });
});

describe('IPv6 per-address limits key by /64 (§6)', () => {
  it('rotating addresses inside one /64 shares one bucket; another /64 is untouched', async () => {
    for (let i = 0; i < RATE_LIMITS.signIn.limit; i++) {
      expect((await wrong(uniqueEmail(), `2001:db8:aa:bb::${(i + 1).toString(16)}`)).status).toBe(401);
    }
    expect((await wrong(uniqueEmail(), '2001:db8:aa:bb:ffff:1:2:3')).status).toBe(429);
    expect((await wrong(uniqueEmail(), '2001:db8:aa:bc::1')).status).toBe(401);
    // The stored key is the /64, never the full address.
    const row = await env.DB.prepare(
      "SELECT key FROM rate_limits WHERE key LIKE 'signIn:2001:db8:aa:bb%'",
    ).first<{
      key: string;
    }>();
    expect(row?.key).toBe('signIn:2001:db8:aa:bb::/64');
  });
});

describe('next is normalised, then checked (§5)', () => {
  it('the origin refuses every form that normalises into another host, and normalises the rest', async () => {
    const { email, password } = await signUp();
    for (const next of [
      '/.//evil.com',
      '/..//evil.com',
      '/%2e//evil.com',
      '/a/..//evil.com',
      '/%2f%2fevil.com',
    ]) {
      const res = await call('/auth/sign-in.action', { body: { email, password, next } });
      expect(res.status, next).toBe(400);
    }
    const ok = await call('/auth/sign-in.action', {
      body: { email, password, next: '/a/../business/user/home' },
    });
    expect((await read(ok)).redirectUrl).toBe('/business/user/home');
  });

  it('the sign-in page hands the browser no such next', async () => {
    for (const next of ['/.//evil.com', '/%2e//evil.com', '/a/..//evil.com', '/\t/evil.com']) {
      const res = await SELF.fetch(`http://localhost/business/user/sign-in?next=${encodeURIComponent(next)}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html, next).not.toContain('evil.com');
    }
  });
});

describe('/dev pages need development and a loopback client (§7)', () => {
  const dev = (path: string, ip?: string, host = 'localhost') =>
    SELF.fetch(`http://${host}:8787${path}`, { headers: ip ? { 'CF-Connecting-IP': ip } : {} });

  it('a network client naming Host: localhost gets a 404', async () => {
    for (const path of ['/dev/outbox', '/dev/requests', '/dev/app-host']) {
      expect((await dev(path, '192.168.1.20')).status, path).toBe(404);
      expect((await dev(path, '2001:db8::5')).status, path).toBe(404);
    }
  });

  it('a loopback client on a loopback host is served', async () => {
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await dev('/dev/outbox', ip)).status, ip).toBe(200);
    }
    expect((await dev('/dev/outbox', '127.0.0.1', 'example.com')).status).toBe(404);
  });
});

describe('weak passwords and the session cookie (§9)', () => {
  it('common passwords are refused on sign-up and reset with weak_password; nothing is written', async () => {
    const before = await rowCounts();
    for (const password of ['password', '12345678', 'PassWord1', 'iloveyou']) {
      const email = uniqueEmail();
      const res = await call('/subscription/create-subscription.action', {
        body: {
          account: { email, password, firstName: 'Ada', lastName: 'Lee', languageType: 'enu' },
          customer: {
            customerName: `Weak ${email}`,
            country: 'US',
            functionType: 'MAKEUP',
            numberOfEmployees: 'C050',
          },
          solutionType: 'MAKEUP',
          agreeTerms: true,
          subscriptionType: 'PREMIUM',
          recurringType: 'ANNUAL',
          responseType: 'json',
        },
      });
      expect(res.status, password).toBe(400);
      const body = await read(res);
      expect(body.error).toBe('weak_password');
      expect(body.issues.some((i: { path: string }) => i.path === 'account.password')).toBe(true);
    }
    const after = await rowCounts();
    expect({ ...after, rate_limits: 0 }).toEqual({ ...before, rate_limits: 0 });

    const { email } = await signUp();
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    const reset = await call('/account/reset-password.action', { body: { code, password: 'Sunshine' } });
    expect(reset.status).toBe(400);
    expect((await read(reset)).error).toBe('weak_password');
  });

  it('production names the cookie __Host-smb_sid (Secure, Path=/, no Domain); development keeps smb_sid', async () => {
    const { email, password } = await signUp();
    const prod = { ...env, ...PRODUCTION } as Env;
    const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} } as unknown as ExecutionContext;
    const signIn = new Request('https://www.site.test/auth/sign-in.action', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': '203.0.113.50',
        'X-Forwarded-Proto': 'https',
      },
      body: JSON.stringify({ email, password }),
    });
    const res = await originApp.fetch(signIn, prod, ctx);
    expect(res.status).toBe(200);
    const set = res.headers.getSetCookie().find((c) => c.startsWith('__Host-smb_sid='));
    expect(set).toBeDefined();
    expect(set).toMatch(/; Secure/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/Domain=/i);
    const cookie = set!.split(';')[0]!;
    const auth = (c: string) =>
      originApp.fetch(
        new Request('https://www.site.test/auth/auth.action', { headers: { Cookie: c } }),
        prod,
        ctx,
      );
    expect((await auth(cookie)).status).toBe(200);
    // The unprefixed name means nothing in production (it could have been planted over http).
    expect((await auth(cookie.replace('__Host-', ''))).status).toBe(401);
    // Development over http: the plain name, not Secure.
    const local = await call('/auth/sign-in.action', { body: { email, password } });
    expect(sessionCookie(local)).toMatch(/^smb_sid=/);
  });
});
