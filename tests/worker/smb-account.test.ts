import { env, SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorBody } from '../../shared/smb/error-messages';
import { nowMs, setClock } from '../../worker/origin/clock';
import {
  call,
  lastMail,
  mailedLinkCode,
  read,
  sessionCookie,
  signUp,
  uniqueEmail,
  uniqueName,
} from './smb-helpers';

afterEach(() => setClock(null));

async function verifyCode(email: string): Promise<string> {
  const mail = await lastMail(email);
  return /\b(\d{6})\b/.exec(mail?.body ?? '')![1]!;
}

describe('verify-email', () => {
  it('the mailed 6-digit code verifies the signed-in account, once', async () => {
    const { email, cookie } = await signUp();
    const code = await verifyCode(email);
    const res = await call('/account/verify-email.action', { body: { code }, cookie });
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ status: 'success' });
    const row = await env.DB.prepare('SELECT email_verified_at FROM accounts WHERE email = ?')
      .bind(email)
      .first<{ email_verified_at: string }>();
    expect(row?.email_verified_at).toBeTruthy();
    expect((await call('/account/verify-email.action', { body: { code }, cookie })).status).toBe(400);
  });

  it('needs the session; five wrong codes kill the right one', async () => {
    const { email, cookie } = await signUp();
    const code = await verifyCode(email);
    expect((await call('/account/verify-email.action', { body: { code } })).status).toBe(401);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await call('/account/verify-email.action', { body: { code: wrong }, cookie });
      expect(await read(r)).toEqual(errorBody(400, 'invalid_code'));
    }
    expect((await call('/account/verify-email.action', { body: { code }, cookie })).status).toBe(400);
  });

  it('an expired code → 400 code_expired', async () => {
    const { email, cookie } = await signUp();
    const code = await verifyCode(email);
    const t = nowMs() + 31 * 60_000;
    setClock(() => t);
    const res = await call('/account/verify-email.action', { body: { code }, cookie });
    expect(res.status).toBe(400);
    expect((await read(res)).error).toBe('code_expired');
  });
});

describe('resend-verify-email (issue 41, decision 0343)', () => {
  const resend = (cookie?: string, body: unknown = {}) =>
    call('/account/resend-verify-email.action', { body, ...(cookie ? { cookie } : {}) });

  it('mails a new code to the account’s own address; the earlier code stops working', async () => {
    const { email, cookie } = await signUp();
    const first = await verifyCode(email);
    const res = await resend(cookie);
    expect(res.status).toBe(200);
    expect(await read(res)).toEqual({ status: 'success' });
    const second = await verifyCode(email);
    const mails = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM outbox WHERE to_email = ? AND kind = 'VERIFY_EMAIL'",
    )
      .bind(email)
      .first<{ n: number }>();
    expect(mails?.n).toBe(2);
    if (second !== first) {
      expect((await call('/account/verify-email.action', { body: { code: first }, cookie })).status).toBe(
        400,
      );
    }
    expect((await call('/account/verify-email.action', { body: { code: second }, cookie })).status).toBe(200);
  });

  it('signed out → 401; already verified → 409; a body with fields → 400', async () => {
    const { email, cookie } = await signUp();
    expect((await read(await resend())).error).toBe('unauthenticated');
    expect((await resend(cookie, { email: 'someone@else.example' })).status).toBe(400);
    await call('/account/verify-email.action', { body: { code: await verifyCode(email) }, cookie });
    const done = await resend(cookie);
    expect(done.status).toBe(409);
    expect(await read(done)).toEqual(errorBody(409, 'already_verified'));
  });

  it('is limited like every mail a visitor can trigger: the sixth in an hour is a 429', async () => {
    const { cookie } = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await resend(cookie)).status);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown e-mails; mails a reset link only to accounts', async () => {
    const { email } = await signUp();
    const stranger = uniqueEmail();
    const known = await call('/account/forgot-password.action', { body: { email } });
    const unknown = await call('/account/forgot-password.action', { body: { email: stranger } });
    expect(known.status).toBe(200);
    expect(await read(known)).toEqual(await read(unknown));
    expect((await lastMail(email))?.kind).toBe('RESET_PASSWORD');
    expect(await lastMail(stranger)).toBeNull();
  });

  it('reset: new password works, old does not, code single use, every session ends', async () => {
    const { email, password, cookie } = await signUp();
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    const check = await read(
      await call('/account/check-password-code-expire.action', { body: { code, passwordType: 'RESET' } }),
    );
    expect(check.isExpired).toBe(false);
    // the wrong passwordType doesn't find it: a failure like the other password calls' (spec 000 §8)
    const wrongType = await call('/account/check-password-code-expire.action', {
      body: { code, passwordType: 'SETUP' },
    });
    expect(wrongType.status).toBe(400);
    expect(await read(wrongType)).toEqual(errorBody(400, 'invalid_code'));
    const res = await call('/account/reset-password.action', {
      body: { code, password: 'a brand new secret' },
    });
    expect(res.status).toBe(200);
    expect((await call('/auth/auth.action', { cookie })).status).toBe(401);
    expect((await call('/auth/sign-in.action', { body: { email, password } })).status).toBe(401);
    expect(
      (await call('/auth/sign-in.action', { body: { email, password: 'a brand new secret' } })).status,
    ).toBe(200);
    expect(
      (await call('/account/reset-password.action', { body: { code, password: 'yet another one' } })).status,
    ).toBe(400);
    // used, and unknown: the same failure
    for (const c of [code, `${code.slice(0, -1)}${code.endsWith('a') ? 'b' : 'a'}`]) {
      const res = await call('/account/check-password-code-expire.action', {
        body: { code: c, passwordType: 'RESET' },
      });
      expect(res.status, c).toBe(400);
      expect((await read(res)).error, c).toBe('invalid_code');
    }
  });

  it('a reset code expires after an hour; short passwords are refused', async () => {
    const { email } = await signUp();
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    expect((await call('/account/reset-password.action', { body: { code, password: 'short' } })).status).toBe(
      400,
    );
    const t = nowMs() + 61 * 60_000;
    setClock(() => t);
    const expired = await call('/account/check-password-code-expire.action', {
      body: { code, passwordType: 'RESET' },
    });
    // spec 000 §7/§8 (issue 42 §5): an expired code is a rejection with its message, as reset gives below.
    expect(expired.status).toBe(400);
    expect(await read(expired)).toEqual({
      status: 400,
      statusText: 'Bad Request',
      error: 'code_expired',
      message: ERROR_MESSAGES.code_expired,
    });
    const res = await call('/account/reset-password.action', { body: { code, password: 'long enough now' } });
    expect(res.status).toBe(400);
    expect((await read(res)).error).toBe('code_expired');
  });

  it('two concurrent resets with one code: one wins', async () => {
    const { email } = await signUp();
    await call('/account/forgot-password.action', { body: { email } });
    const code = await mailedLinkCode(email);
    const results = await Promise.all(
      ['first password 1', 'second password 2'].map((password) =>
        call('/account/reset-password.action', { body: { code, password } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('code sending is rate limited per address (429 + Retry-After)', async () => {
    const ip = '198.51.100.5';
    for (let i = 0; i < 5; i++) {
      expect(
        (await call('/account/forgot-password.action', { body: { email: uniqueEmail() }, ip })).status,
      ).toBe(200);
    }
    const res = await call('/account/forgot-password.action', { body: { email: uniqueEmail() }, ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });
});

describe('setup password after a signed-out free trial (docs/architecture.md "Account life cycle")', () => {
  it('trial form → mailed setup link → set password → sign in', async () => {
    const email = uniqueEmail('setup');
    const trial = await call('/subscription/create-trial.action', {
      body: {
        account: { email, firstName: 'Noa', lastName: 'Ito', languageType: 'jpn' },
        customer: { functionType: 'MAKEUP', customerName: uniqueName('Studio') },
      },
    });
    expect(trial.status).toBe(200);
    const mail = await env.DB.prepare(
      "SELECT body FROM outbox WHERE to_email = ? AND kind = 'SETUP_PASSWORD'",
    )
      .bind(email)
      .first<{ body: string }>();
    expect(mail?.body).toContain('http://localhost:8787/ja/business/user/setup-password?code=');
    const code = /code=([A-Za-z0-9_-]+)/.exec(mail!.body)![1]!;
    expect(
      (await call('/auth/sign-in.action', { body: { email, password: 'my first password' } })).status,
    ).toBe(401);
    expect(
      (await call('/account/reset-password.action', { body: { code, password: 'my first password' } }))
        .status,
    ).toBe(400); // wrong purpose
    const res = await call('/account/setup-password.action', {
      body: { code, password: 'my first password' },
    });
    expect(res.status).toBe(200);
    const signIn = await call('/auth/sign-in.action', { body: { email, password: 'my first password' } });
    expect(signIn.status).toBe(200);
    expect((await call('/auth/auth.action', { cookie: sessionCookie(signIn) })).status).toBe(200);
  });
});

describe('/dev/outbox', () => {
  it('lists the mails, escaped, on localhost in development', async () => {
    await env.DB.prepare(
      "INSERT INTO outbox (to_email, kind, subject, body, created_at) VALUES ('x@y.test', 'TEST', '<script>alert(1)</script>', 'hi', '2026-01-01T00:00:00Z')",
    ).run();
    const res = await SELF.fetch('http://localhost/dev/outbox');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex');
    expect((await SELF.fetch('http://127.0.0.1/dev/outbox')).status).toBe(200);
  });

  it('is a 404 on any other host', async () => {
    expect((await SELF.fetch('http://www.site.test/dev/outbox')).status).toBe(404);
    expect((await SELF.fetch('http://localhost.evil.test/dev/outbox')).status).toBe(404);
  });
});
