import type { Context } from 'hono';
import { z } from 'zod';
import {
  BOT_ACTIONS,
  BOT_TOKEN_MAX_AGE_MS,
  type BotVerification,
  SIGN_IN_ACTION,
} from '../../shared/account/bot-protection';
import { rateLimitAddressKey } from '../../shared/client-address';
import { accountConfig } from '../account-config';
import type { AppEnv } from '../app-env';
import { errorFields, log } from '../log';
import { readBounded } from '../request-body';
import { nowMs } from './clock';
import { rateLimit } from './rate-limit';
import { fail, type OriginContext, validate } from './respond';

/** The provider's verification endpoint (reCAPTCHA v3 shape). */
const RECAPTCHA_VERIFY = 'https://www.google.com/recaptcha/api/siteverify';
/** The provider's scores run 0…1; below this the request looks automated. */
const MIN_SCORE = 0.5;
/** An account under attack (decision 0210) asks for a clearly human score. */
export const CHALLENGE_MIN_SCORE = 0.7;

/**
 * Verifies the sign-in's bot-protection token (decision 0051). Provider `local` (the default): a token
 * this server issued (issueLocalBotToken); a missing token is tolerated there (API clients, no-script
 * submits: decision 0191), a present one must verify. Provider `recaptcha`: required, checked with the
 * provider over the network.
 */
export async function verifyBotToken(
  c: OriginContext,
  token: string | undefined,
  action = SIGN_IN_ACTION,
  minScore = MIN_SCORE,
): Promise<boolean> {
  const config = accountConfig(c.env);
  const hostname = new URL(c.req.url).hostname;
  let answer: BotVerification & { score?: number };
  if (config.BOT_PROTECTION === 'local') {
    if (!token) return true;
    answer = await verifyLocalBotToken(c.env, token, nowMs(), hostname);
  } else {
    if (!token) return false;
    try {
      const res = await fetch(RECAPTCHA_VERIFY, {
        method: 'POST',
        body: new URLSearchParams({ secret: config.BOT_PROTECTION_SECRET, response: token }),
        signal: AbortSignal.timeout(5_000),
      });
      answer = (await res.json()) as BotVerification & { score?: number };
    } catch (err) {
      log('error', 'bot_protection_verify_failed', errorFields(err));
      return false;
    }
    if (typeof answer.score === 'number' && answer.score < minScore) return false;
  }
  return answer.success === true && answer.action === action;
}

// ─── The local stand-in (issue 29, decision 0286) ────────────────────────────────────────────────
// `local.<action>.<issued ms>.<id>.<HMAC-SHA256 of the rest, base64url>`: only this server can make
// one (the key is BOT_PROTECTION_SECRET, or a key generated per isolate when none is set), it lives
// BOT_TOKEN_MAX_AGE_MS, names its action, and its id is remembered once used (in rate_limits, whose
// rows the Cron Trigger purges after the longest window — long after the token expired).

const LOCAL_TOKEN = /^local\.([a-z_]{1,40})\.(\d{13})\.([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/;
const enc = new TextEncoder();
let isolateSecret: string | null = null;
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(env: object): Promise<CryptoKey> {
  let secret = accountConfig(env).BOT_PROTECTION_SECRET;
  if (!secret) {
    isolateSecret ??= Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) =>
      b.toString(16).padStart(2, '0'),
    ).join('');
    secret = isolateSecret;
  }
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      enc.encode(`local-bot-token:${secret}`),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: ArrayBuffer) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

function fromBase64url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** A fresh local token for an action, signed by this server. */
export async function issueLocalBotToken(env: object, action: string, now: number): Promise<string> {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) =>
    b.toString(16).padStart(2, '0'),
  ).join('');
  const body = `local.${action}.${now}.${id}`;
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(env), enc.encode(body));
  return `${body}.${base64url(signature)}`;
}

/**
 * The local verifier: the provider's answer for a local token — signed here, fresh, not used before
 * (using it marks it used). The caller checks the action.
 */
export async function verifyLocalBotToken(
  env: Env,
  token: string,
  now: number,
  hostname: string,
): Promise<BotVerification> {
  const m = LOCAL_TOKEN.exec(token);
  if (!m) return { success: false, 'error-codes': ['invalid-input-response'] };
  const [, action, issuedText, id, signature] = m as unknown as [string, string, string, string, string];
  const signed = await crypto.subtle.verify(
    'HMAC',
    await hmacKey(env),
    fromBase64url(signature),
    enc.encode(`local.${action}.${issuedText}.${id}`),
  );
  if (!signed) return { success: false, 'error-codes': ['invalid-input-response'] };
  const issued = Number(issuedText);
  if (issued > now + 5_000 || now - issued > BOT_TOKEN_MAX_AGE_MS) {
    return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  }
  const used = await env.DB.prepare(
    'INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1) ON CONFLICT(key) DO NOTHING',
  )
    .bind(`botToken:${id}`, issued)
    .run();
  if (used.meta.changes !== 1) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
  return { success: true, action, challenge_ts: new Date(issued).toISOString(), hostname };
}

const BotTokenRequest = z.object({ action: z.enum(BOT_ACTIONS) }).strict();

/**
 * POST /bot-check/token — the local provider's token for an action (the sign-in page asks before it
 * submits). Rate limited per address; a 404 where a real provider is configured.
 */
export async function localBotTokenEndpoint(c: Context<AppEnv>): Promise<Response> {
  const oc = c as unknown as OriginContext;
  if (accountConfig(c.env).BOT_PROTECTION !== 'local') return fail(oc, 404, 'not_found');
  if (!/^application\/json\s*(;|$)/i.test(c.req.header('content-type') ?? '')) {
    return fail(oc, 415, 'unsupported_media_type', 'application/json expected');
  }
  const body = await readBounded(c.req.raw, 256);
  if (body === 'too_large') return fail(oc, 413, 'payload_too_large');
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return fail(oc, 400, 'malformed_json');
  }
  const input = validate(oc, BotTokenRequest, json);
  if (!input.ok) return input.response;
  const limited = await rateLimit(oc, 'botToken', rateLimitAddressKey(c.req.header('cf-connecting-ip')));
  if (limited) return limited;
  const token = await issueLocalBotToken(c.env, input.data.action, nowMs());
  return c.json({ token, expiresInMs: BOT_TOKEN_MAX_AGE_MS }, 200, { 'Cache-Control': 'no-store' });
}
