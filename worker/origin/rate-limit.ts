import { nowMs } from './clock';
import { fail, type OriginContext } from './respond';

/**
 * Fixed-window rate limits over D1 (decision 0036). Each bucket counts per subject (client address,
 * or e-mail for sign-in); over the limit → 429 with Retry-After. Checked after input validation, so
 * malformed requests write nothing.
 */
export const RATE_LIMITS = {
  /** Password guessing from one address. */
  signIn: { limit: 10, windowSeconds: 15 * 60 },
  /** Password guessing against one account from many addresses. */
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
  /** E-mail and business-name lookups (enumeration). */
  lookup: { limit: 60, windowSeconds: 60 },
} as const;
export type RateBucket = keyof typeof RATE_LIMITS;

/** Counts one hit; answers a 429 Response when over the limit, else null. */
export async function rateLimit(
  c: OriginContext,
  bucket: RateBucket,
  subject: string,
): Promise<Response | null> {
  const { limit, windowSeconds } = RATE_LIMITS[bucket];
  const windowMs = windowSeconds * 1000;
  const now = nowMs();
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await c.env.DB.prepare(
    `INSERT INTO rate_limits (key, window_start, count) VALUES (?, ?, 1)
     ON CONFLICT (key) DO UPDATE SET
       count = CASE WHEN rate_limits.window_start = excluded.window_start THEN rate_limits.count + 1 ELSE 1 END,
       window_start = excluded.window_start
     RETURNING count`,
  )
    .bind(`${bucket}:${subject}`, windowStart)
    .first<{ count: number }>();
  if ((row?.count ?? 0) <= limit) return null;
  const retryAfter = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
  return fail(c, 429, 'too_many_requests', 'try again later', {}, { 'Retry-After': String(retryAfter) });
}
