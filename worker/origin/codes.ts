import { nowMs } from './clock';
import { randomDigits, randomToken, sha256 } from './crypto';

/**
 * Mailed codes and app tokens (decision 0033): random, stored hashed, expiring, single use, attempts
 * capped, tied to an account and a purpose.
 * - VERIFY_EMAIL: 6 digits typed by the signed-in visitor; checked only against that account's latest code.
 * - SETUP_PASSWORD / RESET_PASSWORD / APP_TOKEN: 256-bit tokens carried in a link or by the app.
 */
export type CodePurpose = 'VERIFY_EMAIL' | 'SETUP_PASSWORD' | 'RESET_PASSWORD' | 'APP_TOKEN';

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  VERIFY_EMAIL: 30 * 60_000,
  // The trial form's e-mail may sit in an inbox over a weekend.
  SETUP_PASSWORD: 7 * 86_400_000,
  RESET_PASSWORD: 60 * 60_000,
  // The host app exchanges its token at once.
  APP_TOKEN: 5 * 60_000,
};

/** Wrong tries before a code is dead (a 6-digit code then has 5 in a million chances). */
export const MAX_CODE_ATTEMPTS = 5;

const hashOf = (purpose: CodePurpose, code: string): Promise<string> => sha256(`${purpose}:${code}`);
const newCode = (purpose: CodePurpose): string =>
  purpose === 'VERIFY_EMAIL' ? randomDigits(6) : randomToken(32);

/** A new code for the account (earlier unused codes of the purpose are dropped): [plain code, statements]. */
export async function issueCode(
  db: D1Database,
  accountId: number,
  purpose: CodePurpose,
): Promise<{ code: string; statements: D1PreparedStatement[] }> {
  const code = newCode(purpose);
  const now = nowMs();
  return {
    code,
    statements: [
      db
        .prepare('DELETE FROM codes WHERE account_id = ? AND purpose = ? AND used_at IS NULL')
        .bind(accountId, purpose),
      db
        .prepare(
          'INSERT INTO codes (account_id, purpose, code_hash, expires_at, created_at) VALUES (?, ?, ?, ?, ?)',
        )
        .bind(accountId, purpose, await hashOf(purpose, code), now + CODE_TTL_MS[purpose], now),
    ],
  };
}

/** Same as issueCode but for statements that must run in one batch with the account rows (new accounts). */
export async function issueCodeFor(
  db: D1Database,
  accountIdSql: { sql: string; binds: unknown[] },
  purpose: CodePurpose,
): Promise<{ code: string; statement: D1PreparedStatement }> {
  const code = newCode(purpose);
  const now = nowMs();
  return {
    code,
    statement: db
      .prepare(
        `INSERT INTO codes (account_id, purpose, code_hash, expires_at, created_at) VALUES ((${accountIdSql.sql}), ?, ?, ?, ?)`,
      )
      .bind(...accountIdSql.binds, purpose, await hashOf(purpose, code), now + CODE_TTL_MS[purpose], now),
  };
}

type CodeRow = {
  id: number;
  account_id: number;
  purpose: CodePurpose;
  expires_at: number;
  attempts: number;
  used_at: number | null;
};

export type CodeCheck =
  | { ok: true; id: number; accountId: number; expiresAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

/** Looks up a link token of the given purpose without using it. */
export async function peekToken(
  db: D1Database,
  purpose: Exclude<CodePurpose, 'VERIFY_EMAIL'>,
  code: string,
): Promise<CodeCheck> {
  const row = await db
    .prepare('SELECT id, account_id, purpose, expires_at, attempts, used_at FROM codes WHERE code_hash = ?')
    .bind(await hashOf(purpose, code))
    .first<CodeRow>();
  if (!row || row.purpose !== purpose || row.used_at !== null || row.attempts >= MAX_CODE_ATTEMPTS) {
    return { ok: false, reason: 'invalid' };
  }
  if (nowMs() >= row.expires_at) return { ok: false, reason: 'expired' };
  return { ok: true, id: row.id, accountId: row.account_id, expiresAt: row.expires_at };
}

/** The statement that marks a code used — only if nobody used it first (check `meta.changes`). */
export function consumeCode(db: D1Database, id: number): D1PreparedStatement {
  return db.prepare('UPDATE codes SET used_at = ? WHERE id = ? AND used_at IS NULL').bind(nowMs(), id);
}

/** Checks the 6-digit verification code of an account; a wrong code counts an attempt. */
export async function checkVerifyCode(db: D1Database, accountId: number, code: string): Promise<CodeCheck> {
  const row = await db
    .prepare(
      `SELECT id, account_id, purpose, expires_at, attempts, used_at, code_hash FROM codes
       WHERE account_id = ? AND purpose = 'VERIFY_EMAIL' AND used_at IS NULL ORDER BY id DESC LIMIT 1`,
    )
    .bind(accountId)
    .first<CodeRow & { code_hash: string }>();
  if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return { ok: false, reason: 'invalid' };
  if (nowMs() >= row.expires_at) return { ok: false, reason: 'expired' };
  if (row.code_hash !== (await hashOf('VERIFY_EMAIL', code))) {
    await db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE id = ?').bind(row.id).run();
    return { ok: false, reason: 'invalid' };
  }
  return { ok: true, id: row.id, accountId, expiresAt: row.expires_at };
}
