import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { sessionCookieName } from '../smb/cache-policy';
import { nowMs } from './clock';
import { randomToken, sha256 } from './crypto';
import { isHttps, type OriginContext } from './respond';

/**
 * Sessions (decision 0032): a 256-bit random token in an HttpOnly, SameSite=Lax cookie (Secure on
 * https; `__Host-` prefixed outside development, decision 0217); only its SHA-256 is stored. A new token on every sign-in; idle and absolute expiry; deleted
 * on sign-out and on password reset.
 */

/** Idle expiry: a week without a request ends the session. */
export const SESSION_IDLE_MS = 7 * 86_400_000;
/** Absolute expiry: a session never lives longer than 30 days, however busy. */
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;
/** last_seen_at is written at most this often (one write per request would be wasteful). */
const TOUCH_INTERVAL_MS = 10 * 60_000;

export type Session = { accountId: number; tokenHash: string };

/** The cookie's name and the attributes it must carry (a `__Host-` name demands Secure and Path=/). */
function cookieOf(c: OriginContext): { name: string; secure: boolean } {
  const name = sessionCookieName(c.env.ENVIRONMENT);
  return { name, secure: name.startsWith('__Host-') || isHttps(c) };
}

export async function startSession(c: OriginContext, accountId: number): Promise<void> {
  // A new token every time, and whatever session the browser had is ended (no fixation).
  await dropSessionRow(c);
  const token = randomToken(32);
  const now = nowMs();
  await c.env.DB.prepare(
    'INSERT INTO auth_sessions (token_hash, account_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
  )
    .bind(await sha256(token), accountId, now, now, now + SESSION_ABSOLUTE_MS)
    .run();
  const cookie = cookieOf(c);
  setCookie(c, cookie.name, token, {
    path: '/',
    httpOnly: true,
    secure: cookie.secure,
    sameSite: 'Lax',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** The session of this request, if its cookie names a live one. */
export async function currentSession(c: OriginContext): Promise<Session | null> {
  const token = getCookie(c, cookieOf(c).name);
  if (!token || token.length > 100) return null;
  const tokenHash = await sha256(token);
  const row = await c.env.DB.prepare(
    'SELECT account_id, last_seen_at, expires_at FROM auth_sessions WHERE token_hash = ?',
  )
    .bind(tokenHash)
    .first<{ account_id: number; last_seen_at: number; expires_at: number }>();
  if (!row) return null;
  const now = nowMs();
  if (now >= row.expires_at || now - row.last_seen_at >= SESSION_IDLE_MS) {
    await c.env.DB.prepare('DELETE FROM auth_sessions WHERE token_hash = ?').bind(tokenHash).run();
    return null;
  }
  if (now - row.last_seen_at >= TOUCH_INTERVAL_MS) {
    await c.env.DB.prepare('UPDATE auth_sessions SET last_seen_at = ? WHERE token_hash = ?')
      .bind(now, tokenHash)
      .run();
  }
  return { accountId: row.account_id, tokenHash };
}

async function dropSessionRow(c: OriginContext): Promise<void> {
  const token = getCookie(c, cookieOf(c).name);
  if (token && token.length <= 100) {
    await c.env.DB.prepare('DELETE FROM auth_sessions WHERE token_hash = ?')
      .bind(await sha256(token))
      .run();
  }
}

export async function endSession(c: OriginContext): Promise<void> {
  await dropSessionRow(c);
  const cookie = cookieOf(c);
  deleteCookie(c, cookie.name, { path: '/', secure: cookie.secure, httpOnly: true, sameSite: 'Lax' });
}

/** Ends every session of an account (after a password reset). */
export function endAllSessions(db: D1Database, accountId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM auth_sessions WHERE account_id = ?').bind(accountId);
}
