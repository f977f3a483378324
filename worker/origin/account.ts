import {
  CheckPasswordCodeRequest,
  ForgotPasswordRequest,
  PasswordCodeRequest,
  type PasswordType,
  ResendVerifyEmailRequest,
  VerifyEmailRequest,
} from '../../shared/smb/account';
import { errorFields, log } from '../log';
import { iso, now } from './clock';
import { checkVerifyCode, consumeCode, issueCode, peekToken } from './codes';
import { originConfig } from './config';
import { hashPassword } from './crypto';
import { mails, queueMail } from './outbox';
import { rateLimit, signInCountersOf } from './rate-limit';
import { RESET_PASSWORD_PAGE, VERIFY_EMAIL_PAGE } from './redirects';
import { brandOf, clientKey, fail, mailedLink, type OriginContext, parseJson, siteOrigin } from './respond';
import { currentSession, endAllSessions } from './session';
import { accountByEmail, accountById } from './store';

/** The /account calls of spec 000 §7: e-mail verification and password codes. */

const PURPOSE: Record<PasswordType, 'RESET_PASSWORD' | 'SETUP_PASSWORD'> = {
  RESET: 'RESET_PASSWORD',
  SETUP: 'SETUP_PASSWORD',
};

/** POST `account.verifyEmail` — the 6-digit code mailed after sign-up, for the signed-in account. */
export async function verifyEmail(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, VerifyEmailRequest);
  if (!input.ok) return input.response;
  const session = await currentSession(c);
  if (!session) return fail(c, 401, 'unauthenticated');
  const limited = await rateLimit(c, 'codeCheck', clientKey(c));
  if (limited) return limited;
  const check = await checkVerifyCode(c.env.DB, session.accountId, input.data.code);
  if (!check.ok) return fail(c, 400, check.reason === 'expired' ? 'code_expired' : 'invalid_code');
  const [used] = await c.env.DB.batch([
    consumeCode(c.env.DB, check.id),
    c.env.DB.prepare(
      'UPDATE accounts SET email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?',
    ).bind(iso(now()), session.accountId),
  ]);
  if (used?.meta.changes !== 1) return fail(c, 400, 'invalid_code');
  return c.json({ status: 'success' });
}

/**
 * POST `account.resendVerifyEmail` — a fresh code to the signed-in account's own address (issue 41,
 * decision 0343): the earlier unused code stops working; an address already verified is a 409; each
 * mail counts against the code-sending limit of the client and of the address.
 */
export async function resendVerifyEmail(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, ResendVerifyEmailRequest);
  if (!input.ok) return input.response;
  const session = await currentSession(c);
  if (!session) return fail(c, 401, 'unauthenticated');
  const db = c.env.DB;
  const account = await accountById(db, session.accountId);
  if (!account) return fail(c, 401, 'unauthenticated');
  if (account.email_verified_at) return fail(c, 409, 'already_verified');
  const limited =
    (await rateLimit(c, 'codeSend', clientKey(c))) ?? (await rateLimit(c, 'codeSend', account.email));
  if (limited) return limited;
  const { code, statements } = await issueCode(db, account.id, 'VERIFY_EMAIL');
  const link = mailedLink(siteOrigin(c), account.language_type, VERIFY_EMAIL_PAGE);
  await db.batch([...statements, queueMail(db, mails.verifyEmail(brandOf(c), account.email, code, link))]);
  return c.json({ status: 'success' });
}

/**
 * POST `account.forgotPassword` — the same answer whether or not the e-mail is registered
 * (no enumeration); a reset link is mailed only to accounts that exist. The answer does the same work
 * on both paths (validation, the two rate-limit counts); the lookup, the code and the mail happen after
 * it, under waitUntil (issue 29: a registered e-mail answered ~1.4 ms slower, docs/security.md).
 */
export async function forgotPassword(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, ForgotPasswordRequest);
  if (!input.ok) return input.response;
  const { email } = input.data;
  const limited = (await rateLimit(c, 'codeSend', clientKey(c))) ?? (await rateLimit(c, 'codeSend', email));
  if (limited) return limited;
  const origin = siteOrigin(c);
  const work = mailResetLink(c.env, origin, email).catch((err) =>
    log('error', 'reset_mail_failed', errorFields(err)),
  );
  try {
    c.executionCtx.waitUntil(work);
  } catch {
    // No execution context (app.request in tests): the work runs on regardless.
  }
  return c.json({ status: 'success' });
}

/** The reset link for the account of this e-mail, if there is one (after the answer: forgotPassword). */
async function mailResetLink(env: Env, origin: string, email: string): Promise<void> {
  const db = env.DB;
  const account = await accountByEmail(db, email);
  if (!account) return;
  const { code, statements } = await issueCode(db, account.id, 'RESET_PASSWORD');
  const link = mailedLink(origin, account.language_type, RESET_PASSWORD_PAGE, { code, email });
  await db.batch([...statements, queueMail(db, mails.resetPassword(brandOf({ env }), email, link))]);
}

/**
 * Reset and setup: the code is used once (a race loses), the password is stored, the e-mail counts as
 * verified (the code came through it), and every session of the account ends.
 */
function passwordWithCode(type: PasswordType) {
  return async (c: OriginContext): Promise<Response> => {
    const input = await parseJson(c, PasswordCodeRequest);
    if (!input.ok) return input.response;
    const limited = await rateLimit(c, 'codeCheck', clientKey(c));
    if (limited) return limited;
    const db = c.env.DB;
    const check = await peekToken(db, PURPOSE[type], input.data.code);
    if (!check.ok) return fail(c, 400, check.reason === 'expired' ? 'code_expired' : 'invalid_code');
    const hash = await hashPassword(input.data.password, originConfig(c.env).PASSWORD_SCRYPT_N);
    const used = await consumeCode(db, check.id).run();
    if (used.meta.changes !== 1) return fail(c, 400, 'invalid_code');
    const account = await accountById(db, check.accountId);
    await db.batch([
      db
        .prepare(
          'UPDATE accounts SET password_hash = ?, email_verified_at = COALESCE(email_verified_at, ?) WHERE id = ?',
        )
        .bind(hash, iso(now()), check.accountId),
      endAllSessions(db, check.accountId),
      // The owner proved control of the mailbox: strangers' wrong guesses no longer count (decision 0210).
      ...(account ? signInCountersOf(db, account.email) : []),
    ]);
    return c.json({ status: 'success' });
  };
}

/** POST `account.resetPassword` */
export const resetPassword = passwordWithCode('RESET');
/** POST `account.setupPassword` */
export const setupPassword = passwordWithCode('SETUP');

/**
 * POST `account.checkPasswordCodeExpire` — a live code answers `isExpired: false` with its expiry; an
 * expired code is a failure like a used, unknown or wrong-type one (spec 000 §7/§8: the code-expiry call
 * rejects with status, statusText and message; issue 42 §5): 400 `code_expired` or `invalid_code`, each
 * with its message, the same answers reset and setup give for that code.
 */
export async function checkPasswordCodeExpire(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CheckPasswordCodeRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'codeCheck', clientKey(c));
  if (limited) return limited;
  const check = await peekToken(c.env.DB, PURPOSE[input.data.passwordType], input.data.code);
  if (!check.ok) return fail(c, 400, check.reason === 'expired' ? 'code_expired' : 'invalid_code');
  return c.json({ isExpired: false, expireTime: iso(check.expiresAt) });
}
