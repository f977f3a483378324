import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { isSameOrigin } from '../smb/proxy';
import { issueCode } from './codes';
import { LOCAL_HOSTS } from './dev-outbox';
import type { OriginContext } from './respond';
import { currentSession } from './session';

/**
 * POST /dev/app-token — stands in for the vendor's host app issuing an in-app sign-in token (decision
 * 0034: the embedded origin only redeems them). Only in development, on a loopback host, same-origin,
 * for the signed-in account; elsewhere a 404 as if it didn't exist. Lets a person (and the e2e journey)
 * try /business/app/sign-in on one machine.
 */
export async function devAppToken(c: Context<AppEnv>): Promise<Response> {
  const url = new URL(c.req.url);
  if (c.env.ENVIRONMENT !== 'development' || !LOCAL_HOSTS.has(url.hostname)) {
    return c.json({ error: 'not_found' }, 404);
  }
  if (!isSameOrigin(c.req.raw, url)) return c.json({ error: 'cross_origin_request' }, 403);
  const session = await currentSession(c as unknown as OriginContext);
  if (!session) return c.json({ error: 'unauthenticated' }, 401);
  const { code, statements } = await issueCode(c.env.DB, session.accountId, 'APP_TOKEN');
  await c.env.DB.batch(statements);
  return c.json({ token: code }, 200, { 'Cache-Control': 'no-store' });
}
