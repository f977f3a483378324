import { env, SELF } from 'cloudflare:test';
import type { CacheLike } from '../../worker/smb/cache';

/** Helpers of the /smb-frontend worker tests (tests/worker/smb-*.test.ts). */

export const BASE = 'http://localhost';

let ipCounter = 0;
/** A fresh client address per call unless given, so rate limits only bite where a test wants them. */
const nextIp = () => `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter++ & 255}`;

export type CallOptions = {
  method?: string;
  body?: unknown;
  /** Raw body (already encoded); wins over `body`. */
  raw?: BodyInit;
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
  /** Defaults to a same-origin browser request. */
  site?: string | null;
};

export function call(path: string, o: CallOptions = {}): Promise<Response> {
  const method = o.method ?? (o.body !== undefined || o.raw !== undefined ? 'POST' : 'GET');
  const headers: Record<string, string> = { 'CF-Connecting-IP': o.ip ?? nextIp() };
  if (o.site !== null) headers['Sec-Fetch-Site'] = o.site ?? 'same-origin';
  if (o.body !== undefined) headers['Content-Type'] = 'application/json';
  if (o.cookie) headers.Cookie = o.cookie;
  Object.assign(headers, o.headers);
  const body = o.raw ?? (o.body !== undefined ? JSON.stringify(o.body) : undefined);
  return SELF.fetch(`${BASE}/smb-frontend${path}`, { method, headers, body, redirect: 'manual' });
}

/** The session cookie a response set, as a Cookie header value. */
export function sessionCookie(res: Response): string {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('smb_sid='));
  if (!set) throw new Error(`no session cookie (status ${res.status})`);
  return set.split(';')[0]!;
}

let seq = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${Date.now().toString(36)}-${seq++}@shop.test`;
export const uniqueName = (tag = 'Biz') => `${tag} ${Date.now().toString(36)} ${seq++}`;

export function signUpPayload(email = uniqueEmail(), over: Record<string, unknown> = {}) {
  return {
    account: {
      email,
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lee',
      languageType: 'enu',
    },
    customer: {
      customerName: uniqueName(),
      country: 'US',
      functionType: 'MAKEUP',
      numberOfEmployees: 'C050',
    },
    solutionType: 'MAKEUP',
    agreeTerms: true,
    subscriptionType: 'PREMIUM',
    recurringType: 'ANNUAL',
    responseType: 'json',
    ...over,
  };
}

/** A paid account through create-subscription; answers its e-mail and session cookie. */
export async function signUp(over: Record<string, unknown> = {}) {
  const payload = signUpPayload(uniqueEmail(), over);
  const res = await call('/subscription/create-subscription.action', { body: payload });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return {
    email: payload.account.email,
    password: payload.account.password,
    cookie: sessionCookie(res),
    payload,
  };
}

const TABLES = [
  'accounts',
  'customers',
  'customer_members',
  'subscriptions',
  'auth_sessions',
  'codes',
  'outbox',
  'partners',
  'support_requests',
  'support_files',
  'rate_limits',
];

/** Row counts of every account-side table (to prove a request wrote nothing). */
export async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>();
    out[t] = row?.n ?? 0;
  }
  return out;
}

/** The latest outbox message to this address. */
export async function lastMail(to: string) {
  return env.DB.prepare('SELECT kind, subject, body FROM outbox WHERE to_email = ? ORDER BY id DESC LIMIT 1')
    .bind(to)
    .first<{ kind: string; subject: string; body: string }>();
}

/**
 * The code= value of the latest mailed link to this address. Some mails are written after the answer
 * (the reset link, under waitUntil: issue 29), so this waits for the row — bounded.
 */
export async function mailedLinkCode(to: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const mail = await lastMail(to);
    const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    if (code) return code;
    await scheduler.wait(20);
  }
  throw new Error(`no code mailed to ${to}`);
}

/** A JSON answer, loosely typed for assertions (contracts are checked with their schemas where it matters). */
// biome-ignore lint/suspicious/noExplicitAny: test assertions walk arbitrary answers
export const read = (res: Response): Promise<any> => res.json();

/** A Map-backed stand-in for the Cache API: the true outside edge of the cache wrapper. */
export function fakeCache(): CacheLike & { store: Map<string, Response> } {
  const store = new Map<string, Response>();
  return {
    store,
    async match(key) {
      return store.get(key)?.clone();
    },
    async put(key, res) {
      store.set(key, res.clone());
    },
  };
}
