import type { Context } from 'hono';
import { errorBody } from '../../shared/smb/error-messages';
import type { AppEnv } from '../app-env';
import { isSameOrigin } from '../smb/proxy';
import { issueCode } from './codes';
import { isLocalDevRequest, notFoundHere } from './local-only';
import type { OriginContext } from './respond';
import { currentSession } from './session';

/**
 * POST /dev/app-token — stands in for the vendor's host app issuing an in-app sign-in token (decision
 * 0034: the embedded origin only redeems them). Only in development, on a loopback host, same-origin,
 * for the signed-in account; elsewhere a 404 as if it didn't exist. Lets a person (and the e2e journey)
 * try /business/app/sign-in on one machine.
 */
export async function devAppToken(c: Context<AppEnv>): Promise<Response> {
  if (!isLocalDevRequest(c)) return notFoundHere(c);
  const url = new URL(c.req.url);
  if (!isSameOrigin(c.req.raw, url)) return c.json(errorBody(403, 'cross_origin_request'), 403);
  const session = await currentSession(c as unknown as OriginContext);
  if (!session) return c.json(errorBody(401, 'unauthenticated'), 401);
  const { code, statements } = await issueCode(c.env.DB, session.accountId, 'APP_TOKEN');
  await c.env.DB.batch(statements);
  return c.json({ token: code }, 200, { 'Cache-Control': 'no-store' });
}

/**
 * GET /dev/app-host — a small stand-in of the host app for a person trying the in-app sign-in locally
 * (same limits as /dev/app-token): it gets a token for the signed-in account, opens
 * /business/app/sign-in, posts the token when the page says webReady, and lists what the page sends.
 */
export function devAppHost(c: Context<AppEnv>): Response {
  if (!isLocalDevRequest(c)) return notFoundHere(c);
  const nonce = c.get('nonce');
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Host app (local)</title><link rel="icon" href="/favicon.svg"></head><body><main>
<h1>Host app stand-in (local development)</h1>
<p>Sign in at <a href="/business/user/sign-in">/business/user/sign-in</a> first. The button gets an app token for that account, opens the in-app sign-in page and posts the token to it when it is ready.</p>
<p><button type="button" id="open">Open the in-app sign-in</button></p>
<h2>Messages from the page</h2><ol id="log"></ol></main>
<script nonce="${nonce}">
document.getElementById('open').addEventListener('click', async () => {
  const log = (text) => { const li = document.createElement('li'); li.textContent = text; document.getElementById('log').appendChild(li); };
  const res = await fetch('/dev/app-token', { method: 'POST' });
  if (!res.ok) { log('no token: ' + res.status + ' (sign in first)'); return; }
  const { token } = await res.json();
  const child = window.open('/business/app/sign-in', 'app');
  window.addEventListener('message', (event) => {
    if (event.origin !== location.origin || event.source !== child) return;
    log(JSON.stringify(event.data));
    if (event.data && event.data.type === 'webReady') child.postMessage({ type: 'token', token }, location.origin);
  });
});
</script></body></html>`;
  return c.html(html, 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}
