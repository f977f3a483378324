import { env } from 'cloudflare:test';
import { localBotToken, SIGN_IN_ACTION } from '../../shared/account/bot-protection';
import { nowMs } from '../../worker/origin/clock';

/**
 * Settings of the security suites (tests/worker/security-*.test.ts, issue 15 §10): `npm test` runs the
 * fast setting; `npm run test:security -- --long` sets SECURITY_LONG for many more generated cases.
 */
export const SECURITY_LONG = (env as unknown as { SECURITY_LONG?: string }).SECURITY_LONG === '1';
export const FAST_CHECK_RUNS = SECURITY_LONG ? 300 : 12;

/** A bot-protection token as the sign-in page makes it (the local provider, decision 0051). */
export const botToken = () => localBotToken(SIGN_IN_ACTION, nowMs(), crypto.randomUUID().replace(/-/g, ''));

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
