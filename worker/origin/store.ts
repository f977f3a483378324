import type { AccountSummary, Subscription } from '../../shared/smb/auth';
import type { FunctionType, SolutionType, SubscriptionType } from '../../shared/smb/common';
import type { LanguageType } from '../../shared/smb/content';
import { now } from './clock';

/** Reads of the account tables, shaped as the contracts' domain types (one place per shape). */

export type AccountRow = {
  id: number;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  image_url: string | null;
  language_type: string;
  email_verified_at: string | null;
  current_customer_id: number | null;
};

type CustomerRow = {
  id: number;
  customer_name: string;
  owner_email: string;
  customer_type: string;
  business_type: string;
  function_type: string | null;
  country: string | null;
};

type SubscriptionRow = {
  customer_id: number;
  solution_type: string;
  subscription_type: string;
  recurring_type: string | null;
  is_trial: number;
  is_overdue: number;
  end_time: string;
  approval_status: string;
};

const ACCOUNT_COLUMNS =
  'id, email, password_hash, first_name, last_name, image_url, language_type, email_verified_at, current_customer_id';

export function accountByEmail(db: D1Database, email: string): Promise<AccountRow | null> {
  return db
    .prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE email = ?`)
    .bind(email)
    .first<AccountRow>();
}

export function accountById(db: D1Database, id: number): Promise<AccountRow | null> {
  return db.prepare(`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ?`).bind(id).first<AccountRow>();
}

export async function emailExists(db: D1Database, email: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS x FROM accounts WHERE email = ?').bind(email).first()) !== null;
}

export async function businessNameExists(db: D1Database, name: string): Promise<boolean> {
  return (
    (await db.prepare('SELECT 1 AS x FROM customers WHERE customer_name = ?').bind(name).first()) !== null
  );
}

export async function customersOf(db: D1Database, accountId: number): Promise<CustomerRow[]> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.customer_name, c.owner_email, c.customer_type, c.business_type, c.function_type, c.country
       FROM customers c JOIN customer_members m ON m.customer_id = c.id WHERE m.account_id = ? ORDER BY c.id`,
    )
    .bind(accountId)
    .all<CustomerRow>();
  return results;
}

/** The customer an account acts for: its chosen one if still a member, else its first. */
export async function currentCustomer(db: D1Database, account: AccountRow): Promise<CustomerRow | null> {
  const customers = await customersOf(db, account.id);
  return customers.find((c) => c.id === account.current_customer_id) ?? customers[0] ?? null;
}

/** Approved subscriptions of these customers (SUBMITTED trials wait for approval and don't count). */
export async function subscriptionsOf(db: D1Database, customerIds: number[]): Promise<Subscription[]> {
  if (customerIds.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT customer_id, solution_type, subscription_type, recurring_type, is_trial, is_overdue, end_time, approval_status
       FROM subscriptions WHERE approval_status = 'APPROVED' AND customer_id IN (${customerIds.map(() => '?').join(',')})
       ORDER BY id`,
    )
    .bind(...customerIds)
    .all<SubscriptionRow>();
  return results.map((r) => ({
    customerId: r.customer_id,
    solutionType: r.solution_type as SolutionType,
    subscriptionType: r.subscription_type as SubscriptionType,
    recurringType: (r.recurring_type as Subscription['recurringType']) ?? null,
    trialPlan: r.is_trial === 1,
    isOverdue: r.is_overdue === 1,
    endTime: r.end_time,
  }));
}

/** Every subscription row of one customer and solution, approved or not (for the checks). */
export async function customerSolutionRows(
  db: D1Database,
  customerId: number,
  solution: SolutionType,
): Promise<SubscriptionRow[]> {
  const { results } = await db
    .prepare(
      `SELECT customer_id, solution_type, subscription_type, recurring_type, is_trial, is_overdue, end_time, approval_status
       FROM subscriptions WHERE customer_id = ? AND solution_type = ?`,
    )
    .bind(customerId, solution)
    .all<SubscriptionRow>();
  return results;
}

export const rowIsActive = (
  r: Pick<SubscriptionRow, 'is_overdue' | 'end_time' | 'approval_status'>,
  at = now(),
): boolean => r.approval_status === 'APPROVED' && r.is_overdue === 0 && Date.parse(r.end_time) > at.getTime();

/** spec 000 §3 account summary (the answer of `auth.auth`). */
export async function loadSummary(db: D1Database, account: AccountRow): Promise<AccountSummary> {
  const customers = await customersOf(db, account.id);
  const current = customers.find((c) => c.id === account.current_customer_id) ?? customers[0] ?? null;
  return {
    account: {
      email: account.email,
      imageUrl: account.image_url,
      firstName: account.first_name,
      lastName: account.last_name,
      languageType: account.language_type as LanguageType,
    },
    customer: current
      ? {
          customerId: current.id,
          customerName: current.customer_name,
          customerType: 'SMB',
          businessType: current.business_type,
          functionType: (current.function_type as FunctionType | null) ?? null,
          country: current.country,
        }
      : null,
    subscriptions: await subscriptionsOf(
      db,
      customers.map((c) => c.id),
    ),
    relatedCustomers: customers.map((c) => ({
      customerId: c.id,
      customerName: c.customer_name,
      email: c.owner_email,
    })),
  };
}

/** Whitelisted: the exact address or its domain ('@example.com'). */
export async function isWhitelisted(db: D1Database, email: string): Promise<boolean> {
  const domain = `@${email.split('@')[1] ?? ''}`;
  const row = await db
    .prepare('SELECT 1 AS x FROM whitelist WHERE pattern IN (?, ?)')
    .bind(email, domain)
    .first();
  return row !== null;
}
