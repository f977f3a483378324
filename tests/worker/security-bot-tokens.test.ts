import { SELF } from 'cloudflare:test';
import { afterEach, describe, expect, it } from 'vitest';
import { BOT_TOKEN_MAX_AGE_MS, LOCAL_BOT_TOKEN_PATH } from '../../shared/account/bot-protection';
import { nowMs, setClock } from '../../worker/origin/clock';
import { RATE_LIMITS } from '../../worker/origin/rate-limit';
import { botToken } from './security-helpers';
import { call, signUp } from './smb-helpers';

/**
 * The local bot check (issue 29): tokens come from the server — signed, short-lived, single use, bound
 * to their action. Before, `local.sign_in.<ms>.<random>` made in the browser passed, so anyone could
 * mint one and the owner-lockout challenge (decision 0210) stopped no one where the local provider runs.
 */
const signIn = (email: string, password: string, recaptcha: string) =>
  call('/auth/sign-in.action', { body: { email, password, recaptcha } });

afterEach(() => setClock(null));

describe('local bot-protection tokens', () => {
  it('a real one is accepted once; a replay is refused', async () => {
    const { email, password } = await signUp();
    const token = await botToken();
    expect((await signIn(email, password, token)).status).toBe(200);
    const replay = await signIn(email, password, token);
    expect(replay.status).toBe(403);
    expect((await replay.json()) as object).toMatchObject({ error: 'bot_check_failed' });
  });

  it('forged tokens are refused: the old browser-made shape, a changed signature, a changed action', async () => {
    const { email, password } = await signUp();
    const browserMade = `local.sign_in.${nowMs()}.a1b2c3d4e5f6a7b8c9d0e1f2`;
    expect((await signIn(email, password, browserMade)).status).toBe(403);
    const real = await botToken();
    const parts = real.split('.');
    const sig = parts[4]!;
    const flipped = [...parts.slice(0, 4), `${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`].join('.');
    expect((await signIn(email, password, flipped)).status).toBe(403);
    const otherId = [parts[0], parts[1], parts[2], 'f'.repeat(32), sig].join('.');
    expect((await signIn(email, password, otherId)).status).toBe(403);
    const renamed = [parts[0], 'sign_up', ...parts.slice(2)].join('.');
    expect((await signIn(email, password, renamed)).status).toBe(403);
    // The untouched token still works: the forgeries did not use it up.
    expect((await signIn(email, password, real)).status).toBe(200);
  });

  it('an expired token is refused', async () => {
    const { email, password } = await signUp();
    const token = await botToken();
    const later = nowMs() + BOT_TOKEN_MAX_AGE_MS + 1_000;
    setClock(() => later);
    expect((await signIn(email, password, token)).status).toBe(403);
  });

  it('a token of another action is refused, and only known actions are issued', async () => {
    const ask = (body: unknown, type = 'application/json') =>
      SELF.fetch(`http://localhost${LOCAL_BOT_TOKEN_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': type, 'CF-Connecting-IP': '192.0.2.90' },
        body: JSON.stringify(body),
      });
    expect((await ask({ action: 'sign_up' })).status).toBe(400);
    expect((await ask({ action: 'sign_in', extra: 1 })).status).toBe(400);
    expect((await ask({ action: 'sign_in' }, 'text/plain')).status).toBe(415);
    expect((await ask({ action: 'x'.repeat(300) })).status).toBe(413);
    const res = await ask({ action: 'sign_in' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const { token } = (await res.json()) as { token: string };
    expect(token).toMatch(/^local\.sign_in\.\d{13}\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);
  });

  it('the token endpoint is rate limited per address', async () => {
    const ip = '192.0.2.91';
    for (let i = 0; i < RATE_LIMITS.botToken.limit; i++) await botToken('sign_in', ip);
    await expect(botToken('sign_in', ip)).rejects.toThrow('bot token: 429');
    await expect(botToken('sign_in', '192.0.2.92')).resolves.toMatch(/^local\./);
  });
});
