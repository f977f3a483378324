import type { AccountSummary } from '../smb/auth';

/**
 * The browser's check of a 200 account summary (no zod in the browser, decision 0056): a vendor
 * upstream answers an expired session with `{}` or `{"account":null}`, which must count as signed out
 * rather than crash the header's account menu (issue 14 §2). Only the fields the frame reads are checked.
 */
export function isAccountSummary(value: unknown): value is AccountSummary {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const account = v.account as Record<string, unknown> | null | undefined;
  if (!account || typeof account !== 'object') return false;
  if (typeof account.email !== 'string') return false;
  if (typeof account.firstName !== 'string' || typeof account.lastName !== 'string') return false;
  if (account.imageUrl !== null && account.imageUrl !== undefined && typeof account.imageUrl !== 'string')
    return false;
  return Array.isArray(v.subscriptions) && Array.isArray(v.relatedCustomers);
}
