import { env, SELF } from 'cloudflare:test';
import { LOCAL_BOT_TOKEN_PATH, SIGN_IN_ACTION } from '../../shared/account/bot-protection';

/**
 * Settings of the security suites (tests/worker/security-*.test.ts, issue 15 §10): `npm test` runs the
 * fast setting; `npm run test:security -- --long` sets SECURITY_LONG for many more generated cases.
 */
export const SECURITY_LONG = (env as unknown as { SECURITY_LONG?: string }).SECURITY_LONG === '1';
export const FAST_CHECK_RUNS = SECURITY_LONG ? 300 : 12;

/** A bot-protection token as the sign-in page gets it: from the server's local provider (issue 29). */
export async function botToken(action: string = SIGN_IN_ACTION, ip = '192.0.2.77'): Promise<string> {
  const res = await SELF.fetch(`http://localhost${LOCAL_BOT_TOKEN_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify({ action }),
  });
  if (res.status !== 200) throw new Error(`bot token: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** R2 objects under the support prefix (to prove a refused upload left nothing behind). */
export async function uploadCount(): Promise<number> {
  let n = 0;
  let cursor: string | undefined;
  do {
    const page = await env.UPLOADS.list({ prefix: 'support/', cursor });
    n += page.objects.length;
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return n;
}
