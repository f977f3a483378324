import { deleteCookie } from 'hono/cookie';
import { SIGN_IN_ACTION } from '../../shared/account/bot-protection';
import { SIGN_IN_FLAG_COOKIE } from '../../shared/account/sign-in-flag';
import {
  CheckBusinessNameRequest,
  CheckEmailRequest,
  SignInRequest,
  SwitchAccountCustomerRequest,
  TokenSignInRequest,
} from '../../shared/smb/auth';
import { CHALLENGE_MIN_SCORE, verifyBotToken } from './bot-protection';
import { consumeCode, peekToken } from './codes';
import { originConfig } from './config';
import { verifyDummy, verifyPassword } from './crypto';
import { countHit, isOverLimit, rateLimit, signInSubject, tooMany } from './rate-limit';
import { afterSignInUrl } from './redirects';
import { clientKey, fail, type OriginContext, parseJson } from './respond';
import { currentSession, endSession, startSession } from './session';
import {
  accountByEmail,
  accountById,
  businessNameExists,
  customersOf,
  emailExists,
  loadSummary,
} from './store';

/** The /auth calls of spec 000 §7. */

/** GET `auth.auth` — the account summary, or 401 (the client rejects with loadAuth-fail). */
export async function authAction(c: OriginContext): Promise<Response> {
  const session = await currentSession(c);
  const account = session && (await accountById(c.env.DB, session.accountId));
  if (!account) return fail(c, 401, 'unauthenticated');
  return c.json(await loadSummary(c.env.DB, account));
}

/**
 * POST `auth.signIn` — failure answers a body the client rejects with (spec 000 §8).
 *
 * Guessing limits (decision 0210): every attempt counts against the client's address (10 / 15 min);
 * wrong passwords count against the (account, address) pair — the only hard stop aimed at one
 * account — and against the account from anywhere, which past its threshold asks for the
 * bot-protection step instead of refusing: strangers can slow an account down, never lock its owner
 * out. A successful password reset clears both account counters.
 */
export async function signIn(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, SignInRequest);
  if (!input.ok) return input.response;
  const { email, password, next, recaptcha } = input.data;
  const account$ = signInSubject(email);
  const pair$ = `${account$}${clientKey(c)}`;
  const limited = await rateLimit(c, 'signIn', clientKey(c));
  if (limited) return limited;
  if (await isOverLimit(c, 'signInPair', pair$)) return tooMany(c, 'signInPair');
  // spec 000 §7: the bot-protection token of the action sign_in (decision 0051) — required, whatever
  // the provider, once the account is under attack.
  const challenged = await isOverLimit(c, 'signInAccount', account$);
  if (challenged && !recaptcha) return fail(c, 403, 'challenge_required', 'complete the bot check');
  const human = await verifyBotToken(
    c,
    recaptcha,
    SIGN_IN_ACTION,
    challenged ? CHALLENGE_MIN_SCORE : undefined,
  );
  if (!human) return fail(c, 403, 'bot_check_failed');

  const config = originConfig(c.env);
  const account = await accountByEmail(c.env.DB, email);
  const ok = account?.password_hash
    ? await verifyPassword(password, account.password_hash)
    : await verifyDummy(password, config.PASSWORD_SCRYPT_N);
  // One answer for unknown e-mail, no password yet and wrong password: nothing to enumerate.
  if (!account || !ok) {
    await countHit(c, 'signInPair', pair$);
    await countHit(c, 'signInAccount', account$);
    return fail(c, 401, 'invalid_credentials', 'The e-mail or password is not correct.');
  }

  await startSession(c, account.id);
  const summary = await loadSummary(c.env.DB, account);
  return c.json({ redirectUrl: afterSignInUrl(c, summary, next), summary });
}

/** POST `auth.signInByToken` (defined) — the host app's one-time token for a session. */
export async function signInByToken(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, TokenSignInRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'codeCheck', clientKey(c));
  if (limited) return limited;
  if (!(await verifyBotToken(c, input.data.recaptcha))) return fail(c, 403, 'bot_check_failed');
  const check = await peekToken(c.env.DB, 'APP_TOKEN', input.data.token);
  if (!check.ok)
    return fail(c, 401, 'invalid_token', check.reason === 'expired' ? 'token expired' : undefined);
  const used = await consumeCode(c.env.DB, check.id).run();
  if (used.meta.changes !== 1) return fail(c, 401, 'invalid_token');
  const account = await accountById(c.env.DB, check.accountId);
  if (!account) return fail(c, 401, 'invalid_token');
  await startSession(c, account.id);
  const summary = await loadSummary(c.env.DB, account);
  return c.json({ redirectUrl: afterSignInUrl(c, summary, input.data.next) });
}

/** GET `auth.signOut` — a state change by GET, guarded by the proxy's same-origin check. */
export async function signOut(c: OriginContext): Promise<Response> {
  await endSession(c);
  // spec 000 §4: sign-out clears the sign-in attempt flag too (the browser clears it as well).
  deleteCookie(c, SIGN_IN_FLAG_COOKIE, { path: '/' });
  return c.json({ status: 'success' }, 200, { 'Cache-Control': 'no-store' });
}

/** POST `auth.checkEmail` (spec 000 §5: uniqueness before sign-up). */
export async function checkEmail(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CheckEmailRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'lookup', clientKey(c));
  if (limited) return limited;
  return c.json({ email: input.data.email, isExisting: await emailExists(c.env.DB, input.data.email) });
}

/** POST `auth.checkBusinessName` */
export async function checkBusinessName(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CheckBusinessNameRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'lookup', clientKey(c));
  if (limited) return limited;
  const { businessName } = input.data;
  return c.json({ businessName, isExisting: await businessNameExists(c.env.DB, businessName) });
}

/** POST `auth.switchAccountCustomer` — only to a customer the account belongs to. */
export async function switchAccountCustomer(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, SwitchAccountCustomerRequest);
  if (!input.ok) return input.response;
  const session = await currentSession(c);
  if (!session) return fail(c, 401, 'unauthenticated');
  const customers = await customersOf(c.env.DB, session.accountId);
  if (!customers.some((cu) => cu.id === input.data.customerId)) {
    return fail(c, 403, 'not_a_member', 'This account does not belong to that customer.');
  }
  await c.env.DB.prepare('UPDATE accounts SET current_customer_id = ? WHERE id = ?')
    .bind(input.data.customerId, session.accountId)
    .run();
  const account = await accountById(c.env.DB, session.accountId);
  return c.json({ status: 'success', summary: await loadSummary(c.env.DB, account!) });
}
