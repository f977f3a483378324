import { nowMs } from './clock';
import { fail, type OriginContext } from './respond';

/**
 * Fixed-window rate limits over D1 (decision 0036). Each bucket counts per subject (client address,
 * or e-mail for sign-in); over the limit → 429 with Retry-After. Checked after input validation, so
 * malformed requests write nothing.
 */
export const RATE_LIMITS = {
  /** Password guessing from one address (every attempt counts). */
  signIn: { limit: 10, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from one address (decision 0210): the hard stop is per (account,
   * address) pair, so strangers elsewhere can never lock the owner out.
   */
  signInPair: { limit: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from anywhere: past this many, a sign-in must pass the
   * bot-protection step (a token is required even where it is otherwise optional) instead of a 429.
   */
  signInAccount: { limit: 20, windowSeconds: 15 * 60 },
  /** E-mails sent (reset, setup, verification codes) — each is a message to someone's inbox. */
  codeSend: { limit: 5, windowSeconds: 60 * 60 },
  /** Code guessing. */
  codeCheck: { limit: 20, windowSeconds: 15 * 60 },
  /** Account creation (paid sign-up). */
  signUp: { limit: 10, windowSeconds: 60 * 60 },
  /** Trial creation (creates accounts when signed out). */
  trial: { limit: 10, windowSeconds: 60 * 60 },
  /** Support and partner requests. */
  support: { limit: 10, windowSeconds: 60 * 60 },
  /** Local bot-protection tokens issued (issue 29): one per sign-in attempt, well above signIn. */
  botToken: { limit: 30, windowSeconds: 15 * 60 },
  /** CSP violation reports received (decision 0285). */
  cspReport: { limit: 60, windowSeconds: 60 },
  /** E-mail and business-name lookups (enumeration). */
  lookup: { limit: 60, windowSeconds: 60 },
} as const;
export type RateBucket = keyof typeof RATE_LIMITS;

function windowOf(bucket: RateBucket): { windowMs: number; windowStart: number; now: number } {
  const windowMs = RATE_LIMITS[bucket].windowSeconds * 1000;
  const now = nowMs();
  return { windowMs, windowStart: Math.floor(now / windowMs) * windowMs, now };
}

/** The 429 of a bucket, with Retry-After until its window ends. */
export function tooMany(c: OriginContext, bucket: RateBucket): Response {
  const { windowMs, windowStart, now } = windowOf(bucket);
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return fail(c, 429, 'too_many_requests', 'try again later', {}, { 'Retry-After': String(retryAfter) });
}

/** The hits of this window so far, without counting one. */
export async function peekCount(c: OriginContext, bucket: RateBucket, subject: string): Promise<number> {
  const { windowStart } = windowOf(bucket);
  const row = await c.env.DB.prepare('SELECT count FROM rate_limits WHERE key = ? AND window_start = ?')
    .bind(`${bucket}:${subject}`, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** Whether this window's hits are past the bucket's limit (nothing counted). */
export async function isOverLimit(c: OriginContext, bucket: RateBucket, subject: string): Promise<boolean> {
  return (await peekCount(c, bucket, subject)) >= RATE_LIMITS[bucket].limit;
}

/** Forgets the counts of these subjects (a successful password reset clears the sign-in counters). */
export function clearCounts(db: D1Database, bucket: RateBucket, subjectPrefix: string): D1PreparedStatement {
  const prefix = `${bucket}:${subjectPrefix}`;
  return db.prepare('DELETE FROM rate_limits WHERE substr(key, 1, ?) = ?').bind(prefix.length, prefix);
}

/** Counts one hit; answers a 429 Response when over the limit, else null. */
export async function rateLimit(
  c: OriginContext,
  bucket: RateBucket,
  subject: string,
): Promise<Response | null> {
  return (await countHit(c, bucket, subject)) <= RATE_LIMITS[bucket].limit ? null : tooMany(c, bucket);
}

/** Counts one hit and answers this window's count. */
export async function countHit(c: OriginContext, bucket: RateBucket, subject: string): Promise<number> {
  const { windowStart } = windowOf(bucket);
  const row = await c.env.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING count`,
  )
    .bind(`${bucket}:${subject}`, windowStart)
    .first<{ count: number }>();
  return row?.count ?? 0;
}

/** The subject of the per-account sign-in counters (the trailing `|` keeps prefix matches exact). */
export const signInSubject = (email: string) => `${email}|`;

/** Clears an account's sign-in counters, by itself and paired with any address. */
export function signInCountersOf(db: D1Database, email: string): D1PreparedStatement[] {
  const subject = signInSubject(email);
  return [clearCounts(db, 'signInAccount', subject), clearCounts(db, 'signInPair', subject)];
}
