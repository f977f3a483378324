import type { Affiliation } from '../../shared/smb/aff';
import type { CheckResult, FunctionType, SolutionType, SourceUtm } from '../../shared/smb/common';
import { trialSolutionFor } from '../../shared/smb/common';
import {
  CheckRequest,
  CheckWhitelistRequest,
  CompleteTrialRequest,
  CreateTrialRequest,
  SignUpPayload,
  SwitchSolutionRequest,
  trialEnd,
} from '../../shared/smb/subscription';
import { activeAffiliation } from './aff';
import { iso, now } from './clock';
import { issueCodeFor } from './codes';
import { originConfig } from './config';
import { hashPassword } from './crypto';
import { mails, queueMail } from './outbox';
import { rateLimit } from './rate-limit';
import {
  consoleUrl,
  FREE_TRIAL_SUCCESS,
  SETUP_PASSWORD_PAGE,
  SIGNUP_CONFIRMED,
  VERIFY_EMAIL_PAGE,
} from './redirects';
import {
  brandOf,
  clientKey,
  fail,
  langPathFor,
  mailedLink,
  type OriginContext,
  parseJson,
  siteOrigin,
} from './respond';
import { currentSession, startSession } from './session';
import {
  type AccountRow,
  accountByEmail,
  accountById,
  businessNameExists,
  currentCustomer,
  customerSolutionRows,
  customersOf,
  emailExists,
  isWhitelisted,
  rowIsActive,
} from './store';

/** The /subscription calls of spec 000 §7 and the account life cycle of docs/architecture.md. */

/** A SQLite UNIQUE violation: another request created the same row first. */
const isUniqueViolation = (err: unknown) =>
  String((err as Error)?.message ?? err).includes('UNIQUE constraint failed');

async function signedInAccount(c: OriginContext): Promise<AccountRow | null> {
  const session = await currentSession(c);
  return session ? accountById(c.env.DB, session.accountId) : null;
}

// ─── Checks (spec 000 §4) ────────────────────────────────────────────────────────────────────────

/** POST `subscription.checkWhitelist` */
export async function checkWhitelist(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CheckWhitelistRequest);
  if (!input.ok) return input.response;
  const limited = await rateLimit(c, 'lookup', clientKey(c));
  if (limited) return limited;
  return c.json({ email: input.data.email, isWhitelisted: await isWhitelisted(c.env.DB, input.data.email) });
}

/**
 * Free-trial check for the account's current customer: an active or pending subscription of the
 * solution → existed; a past one (trial or paid) → expired; no customer → form; else ok.
 */
async function trialCheck(
  c: OriginContext,
  account: AccountRow,
  solution: SolutionType,
): Promise<CheckResult> {
  const customer = await currentCustomer(c.env.DB, account);
  if (!customer) return 'form';
  const rows = await customerSolutionRows(c.env.DB, customer.id, solution);
  if (rows.some((r) => rowIsActive(r) || r.approval_status === 'SUBMITTED')) return 'existed';
  if (rows.some((r) => r.approval_status === 'APPROVED')) return 'expired';
  return 'ok';
}

/** Subscription check: an active paid subscription of the solution → existed; otherwise the sign-up form. */
async function subscriptionCheck(
  c: OriginContext,
  account: AccountRow,
  solution: SolutionType,
): Promise<CheckResult> {
  const customer = await currentCustomer(c.env.DB, account);
  if (!customer) return 'form';
  const rows = await customerSolutionRows(c.env.DB, customer.id, solution);
  return rows.some((r) => r.is_trial === 0 && rowIsActive(r)) ? 'existed' : 'form';
}

function checkHandler(kind: 'trial' | 'subscription', sessionRequired: boolean) {
  return async (c: OriginContext): Promise<Response> => {
    const input = await parseJson(c, CheckRequest);
    if (!input.ok) return input.response;
    const solutionType = trialSolutionFor(input.data.functionType, input.data.solutionType);
    const account = await signedInAccount(c);
    if (!account) {
      // A signed-out visitor fills the form; the business-user variants need a session.
      return sessionRequired ? fail(c, 401, 'unauthenticated') : c.json({ result: 'form', solutionType });
    }
    const result =
      kind === 'trial'
        ? await trialCheck(c, account, solutionType)
        : await subscriptionCheck(c, account, solutionType);
    return c.json({ result, solutionType });
  };
}

/** POST `subscription.checkTrial` */
export const checkTrial = checkHandler('trial', false);
/** POST `subscription.checkSubscription` */
export const checkSubscription = checkHandler('subscription', false);
/** POST `subscription.checkBusinessTrial` (defined) */
export const checkBusinessTrial = checkHandler('trial', true);
/** POST `subscription.checkBusinessSubscription` (defined) */
export const checkBusinessSubscription = checkHandler('subscription', true);

// ─── Trials ──────────────────────────────────────────────────────────────────────────────────────

type TrialInput = {
  functionType: FunctionType;
  solutionType?: SolutionType;
  affiliationCode?: string;
  sourceUtm?: SourceUtm;
};

/** The affiliation a trial may use: active, for this solution, and for new users only when it says so. */
async function trialAffiliation(
  db: D1Database,
  code: string | undefined,
  solution: SolutionType,
  isNewUser: boolean,
): Promise<Affiliation | null> {
  if (!code) return null;
  const aff = await activeAffiliation(db, code, { solutionType: solution });
  if (!aff || (aff.onlyNewUser && !isNewUser)) return null;
  return aff;
}

/** spec 000 §4: SUBMITTED unless whitelisted or the affiliation bypasses approval (or approval is off). */
async function approvalFor(c: OriginContext, email: string, aff: Affiliation | null) {
  if (originConfig(c.env).TRIAL_APPROVAL === 'auto' || aff?.isBypassApproval) return 'APPROVED' as const;
  return (await isWhitelisted(c.env.DB, email)) ? ('APPROVED' as const) : ('SUBMITTED' as const);
}

function trialInsert(
  db: D1Database,
  customerSql: { sql: string; binds: unknown[] },
  t: {
    solution: SolutionType;
    approval: string;
    start: Date;
    end: Date;
    aff: Affiliation | null;
    sourceUtm?: SourceUtm;
  },
): D1PreparedStatement {
  // INSERT OR IGNORE + the partial UNIQUE index: of two concurrent trials, exactly one row is written.
  return db
    .prepare(
      `INSERT OR IGNORE INTO subscriptions (customer_id, solution_type, subscription_type, recurring_type, is_trial,
         approval_status, is_overdue, start_time, end_time, affiliation_code, source_utm, created_at)
       VALUES ((${customerSql.sql}), ?, 'PREMIUM_TRIAL', NULL, 1, ?, 0, ?, ?, ?, ?, ?)`,
    )
    .bind(
      ...customerSql.binds,
      t.solution,
      t.approval,
      iso(t.start),
      iso(t.end),
      t.aff?.affiliationCode ?? null,
      t.sourceUtm && Object.keys(t.sourceUtm).length ? JSON.stringify(t.sourceUtm) : null,
      iso(t.start),
    );
}

/** A trial for a signed-in account's current customer (create-trial signed in, complete-trial). */
async function trialForAccount(c: OriginContext, account: AccountRow, t: TrialInput): Promise<Response> {
  const db = c.env.DB;
  const solution = trialSolutionFor(t.functionType, t.solutionType);
  const customer = await currentCustomer(db, account);
  if (!customer)
    return fail(c, 409, 'no_customer', 'This account has no business yet; use the free-trial form.');
  const rows = await customerSolutionRows(db, customer.id, solution);
  if (rows.some((r) => rowIsActive(r))) return fail(c, 409, 'subscription_exists');
  if (rows.some((r) => r.is_trial === 1)) return fail(c, 409, 'trial_exists');

  const start = now();
  // New user (affiliations with onlyNewUser): the customer has never had any subscription.
  const any = await db
    .prepare('SELECT 1 AS x FROM subscriptions WHERE customer_id = ? LIMIT 1')
    .bind(customer.id)
    .first();
  const aff = await trialAffiliation(db, t.affiliationCode, solution, any === null);
  const approval = await approvalFor(c, account.email, aff);
  const statements = [
    trialInsert(
      db,
      { sql: '?', binds: [customer.id] },
      { solution, approval, start, end: trialEnd(solution, start, aff), aff, sourceUtm: t.sourceUtm },
    ),
  ];
  if (approval === 'SUBMITTED')
    statements.push(queueMail(db, mails.trialSubmitted(brandOf(c), account.email, solution)));
  const [inserted] = await db.batch(statements);
  if (inserted?.meta.changes !== 1) return fail(c, 409, 'trial_exists');
  return c.json({
    approvalStatus: approval,
    redirectUrl: approval === 'APPROVED' ? consoleUrl(c, solution) : SIGNUP_CONFIRMED,
    customerId: customer.id,
  });
}

/**
 * POST `subscription.createTrial`. Signed in: a trial for the account's customer. Signed out
 * (docs/architecture.md "Account life cycle"): account without password + customer + trial in one batch, and a setup-password code mailed.
 */
export async function createTrial(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CreateTrialRequest);
  if (!input.ok) return input.response;
  const { customer, account: accountIn, solutionType, sourceUtm, affiliationCode } = input.data;
  const limited = await rateLimit(c, 'trial', clientKey(c));
  if (limited) return limited;

  const signedIn = await signedInAccount(c);
  if (signedIn) {
    return trialForAccount(c, signedIn, {
      functionType: customer.functionType,
      solutionType,
      affiliationCode,
      sourceUtm,
    });
  }

  if (!accountIn)
    return fail(c, 400, 'bad_request', 'account is required when signed out', {
      issues: [{ path: 'account', message: 'required' }],
    });
  if (!customer.customerName) {
    return fail(c, 400, 'bad_request', 'customer.customerName is required when signed out', {
      issues: [{ path: 'customer.customerName', message: 'required' }],
    });
  }
  const db = c.env.DB;
  if (await emailExists(db, accountIn.email))
    return fail(c, 409, 'email_exists', 'Sign in to start a free trial.');
  if (await businessNameExists(db, customer.customerName)) return fail(c, 409, 'business_name_exists');

  const solution = trialSolutionFor(customer.functionType, solutionType);
  const start = now();
  const aff = await trialAffiliation(db, affiliationCode, solution, true);
  const approval = await approvalFor(c, accountIn.email, aff);
  const created = iso(start);
  const accountSql = { sql: 'SELECT id FROM accounts WHERE email = ?', binds: [accountIn.email] };
  const customerSql = {
    sql: 'SELECT id FROM customers WHERE customer_name = ?',
    binds: [customer.customerName],
  };
  const setup = await issueCodeFor(db, accountSql, 'SETUP_PASSWORD');
  const link = mailedLink(siteOrigin(c), accountIn.languageType, SETUP_PASSWORD_PAGE, {
    code: setup.code,
    email: accountIn.email,
  });
  const statements = [
    db
      .prepare(
        `INSERT INTO accounts (email, password_hash, first_name, last_name, language_type, is_notification_enabled, created_at)
         VALUES (?, NULL, ?, ?, ?, ?, ?)`,
      )
      .bind(
        accountIn.email,
        accountIn.firstName,
        accountIn.lastName,
        accountIn.languageType,
        accountIn.isNotificationEnabled ? 1 : 0,
        created,
      ),
    ...customerInsert(db, accountIn.email, customer, created),
    trialInsert(db, customerSql, {
      solution,
      approval,
      start,
      end: trialEnd(solution, start, aff),
      aff,
      sourceUtm,
    }),
    setup.statement,
    queueMail(db, mails.setupPassword(brandOf(c), accountIn.email, link)),
  ];
  if (approval === 'SUBMITTED')
    statements.push(queueMail(db, mails.trialSubmitted(brandOf(c), accountIn.email, solution)));
  try {
    await db.batch(statements); // one transaction: all rows or none
  } catch (err) {
    if (isUniqueViolation(err)) return fail(c, 409, 'email_exists', 'Sign in to start a free trial.');
    throw err;
  }
  const row = await db
    .prepare('SELECT id FROM customers WHERE customer_name = ?')
    .bind(customer.customerName)
    .first<{ id: number }>();
  return c.json({
    approvalStatus: approval,
    redirectUrl: approval === 'APPROVED' ? FREE_TRIAL_SUCCESS : SIGNUP_CONFIRMED,
    customerId: row!.id,
  });
}

function customerInsert(
  db: D1Database,
  ownerEmail: string,
  cu: {
    customerName?: string;
    phone?: string;
    numberOfEmployees?: string;
    country?: string;
    businessType: string;
    websiteUrl?: string;
    functionType: string;
  },
  created: string,
): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `INSERT INTO customers (customer_name, owner_email, customer_type, business_type, function_type, phone,
           number_of_employees, country, website_url, created_at)
         VALUES (?, ?, 'SMB', ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        cu.customerName,
        ownerEmail,
        cu.businessType,
        cu.functionType,
        cu.phone ?? null,
        cu.numberOfEmployees ?? null,
        cu.country ?? null,
        cu.websiteUrl ?? null,
        created,
      ),
    db
      .prepare(
        `INSERT INTO customer_members (customer_id, account_id)
         VALUES ((SELECT id FROM customers WHERE customer_name = ?), (SELECT id FROM accounts WHERE email = ?))`,
      )
      .bind(cu.customerName, ownerEmail),
  ];
}

/** POST `subscription.completeTrial` (defined): the auto free trial of spec 000 §4. */
export async function completeTrial(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, CompleteTrialRequest);
  if (!input.ok) return input.response;
  const account = await signedInAccount(c);
  if (!account) return fail(c, 401, 'unauthenticated');
  const limited = await rateLimit(c, 'trial', clientKey(c));
  if (limited) return limited;
  return trialForAccount(c, account, input.data);
}

// ─── Paid sign-up ────────────────────────────────────────────────────────────────────────────────

const RECURRING_MONTHS = { MONTH: 1, QUARTER: 3, ANNUAL: 12 } as const;

/**
 * POST `subscription.createSubscription` — account, customer and subscription. Payment belongs
 * to the vendor's provider; the embedded origin completes it at once (LOCAL) and says so. A signed-in
 * visitor gets 426 (spec 000 §2). The new account is signed in and mailed a verify-email code.
 */
export async function createSubscription(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, SignUpPayload);
  if (!input.ok) return input.response;
  const p = input.data;
  if (await currentSession(c)) {
    return fail(c, 426, 'signed_in', 'Sign out before creating a different account.');
  }
  const limited = await rateLimit(c, 'signUp', clientKey(c));
  if (limited) return limited;
  const db = c.env.DB;
  if (await emailExists(db, p.account.email)) return fail(c, 409, 'email_exists');
  if (await businessNameExists(db, p.customer.customerName)) return fail(c, 409, 'business_name_exists');

  const start = now();
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + RECURRING_MONTHS[p.recurringType]);
  const created = iso(start);
  const passwordHash = await hashPassword(p.account.password, originConfig(c.env).PASSWORD_SCRYPT_N);
  const verify = await issueCodeFor(
    db,
    { sql: 'SELECT id FROM accounts WHERE email = ?', binds: [p.account.email] },
    'VERIFY_EMAIL',
  );
  const link = mailedLink(siteOrigin(c), p.account.languageType, VERIFY_EMAIL_PAGE);
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO accounts (email, password_hash, first_name, last_name, language_type, is_notification_enabled, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .bind(
          p.account.email,
          passwordHash,
          p.account.firstName,
          p.account.lastName,
          p.account.languageType,
          p.account.isNotificationEnabled ? 1 : 0,
          created,
        ),
      ...customerInsert(db, p.account.email, p.customer, created),
      db
        .prepare(
          `INSERT INTO subscriptions (customer_id, solution_type, subscription_type, recurring_type, is_trial, approval_status,
             is_overdue, start_time, end_time, affiliation_code, payment_type, currency_type, number_of_licenses,
             addons_quantity, created_at)
           VALUES ((SELECT id FROM customers WHERE customer_name = ?), ?, ?, ?, 0, 'APPROVED', 0, ?, ?, ?, 'LOCAL', ?, ?, ?, ?)`,
        )
        .bind(
          p.customer.customerName,
          p.solutionType,
          p.subscriptionType,
          p.recurringType,
          created,
          iso(end),
          p.affiliationCode ?? null,
          p.currencyType,
          p.numberOfLicenses,
          p.addonsQuantity,
          created,
        ),
      verify.statement,
      queueMail(db, mails.verifyEmail(brandOf(c), p.account.email, verify.code, link)),
    ]);
  } catch (err) {
    if (isUniqueViolation(err)) return fail(c, 409, 'email_exists');
    throw err;
  }
  const account = await accountByEmail(db, p.account.email);
  await startSession(c, account!.id);
  return c.json({
    paymentType: 'LOCAL',
    redirectUrl: `${langPathFor(p.account.languageType)}${VERIFY_EMAIL_PAGE}`,
    paymentCompleted: true,
  });
}

// ─── Entering a console ──────────────────────────────────────────────────────────────────────────

/** POST `subscription.switchSolution` (defined): spec 000 §4 "Entering a console". */
export async function switchSolution(c: OriginContext): Promise<Response> {
  const input = await parseJson(c, SwitchSolutionRequest);
  if (!input.ok) return input.response;
  const account = await signedInAccount(c);
  if (!account) return fail(c, 401, 'unauthenticated');
  const { customerId, solutionType } = input.data;
  const customers = await customersOf(c.env.DB, account.id);
  if (!customers.some((cu) => cu.id === customerId)) return fail(c, 403, 'not_a_member');
  const rows = await customerSolutionRows(c.env.DB, customerId, solutionType);
  if (!rows.some((r) => rowIsActive(r))) return fail(c, 403, 'no_active_subscription');
  await c.env.DB.prepare('UPDATE accounts SET current_customer_id = ? WHERE id = ?')
    .bind(customerId, account.id)
    .run();
  return c.json({ status: 'success', redirectUrl: consoleUrl(c, solutionType) });
}
