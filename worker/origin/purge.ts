import { iso, nowMs } from './clock';
import { RATE_LIMITS } from './rate-limit';
import { SESSION_IDLE_MS } from './session';

/**
 * The Cron Trigger's clean-up (decision 0165): rows the embedded origin no longer needs. Sessions past
 * their end or idle limit, codes used or expired more than a day ago (for a day a reused link still
 * says "expired" rather than "invalid"), rate-limit windows older than the longest window, and outbox
 * mails older than a week (the embedded origin never sends them; /dev/outbox shows the recent ones).
 * Uses the origin's clock (worker/origin/clock.ts), so tests move time instead of waiting.
 */
export const CODE_GRACE_MS = 86_400_000;
export const OUTBOX_RETENTION_MS = 7 * 86_400_000;
const LONGEST_WINDOW_MS = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowSeconds)) * 1000;

export type PurgeCounts = { sessions: number; codes: number; rateLimits: number; outbox: number };

export async function purgeExpired(db: D1Database): Promise<PurgeCounts> {
  const now = nowMs();
  const [sessions, codes, rateLimits, outbox] = await db.batch([
    db
      .prepare('DELETE FROM auth_sessions WHERE expires_at <= ? OR last_seen_at <= ?')
      .bind(now, now - SESSION_IDLE_MS),
    db
      .prepare('DELETE FROM codes WHERE (used_at IS NOT NULL AND used_at <= ?) OR expires_at <= ?')
      .bind(now - CODE_GRACE_MS, now - CODE_GRACE_MS),
    // A window that started before (now − longest window) has ended for every bucket.
    db.prepare('DELETE FROM rate_limits WHERE window_start <= ?').bind(now - LONGEST_WINDOW_MS),
    db.prepare('DELETE FROM outbox WHERE created_at <= ?').bind(iso(now - OUTBOX_RETENTION_MS)),
  ]);
  return {
    sessions: sessions?.meta.changes ?? 0,
    codes: codes?.meta.changes ?? 0,
    rateLimits: rateLimits?.meta.changes ?? 0,
    outbox: outbox?.meta.changes ?? 0,
  };
}
