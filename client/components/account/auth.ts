import { isAccountSummary } from '../../../shared/account/summary';
import type { AccountSummary } from '../../../shared/smb/auth';
import { clearSignInFlag, mayCheckAuth } from '../../app/sign-in-flag';
import { SmbCallError, smbGet } from '../../app/smb';

/**
 * spec 000 §7 GET `auth.auth` as the browser calls it. spec 000 §4: skipped (it rejects) unless
 * the sign-in attempt flag is set or the page runs inside the provider's app; any failure rejects with
 * loadAuth-fail (spec 000 §8).
 */
export async function loadAuth(inApp: boolean): Promise<AccountSummary> {
  // The header's menu and the frame's buttons ask on the same page: one request serves both.
  inFlight ??= fetchAuth(inApp).finally(() => {
    setTimeout(() => {
      inFlight = null;
    }, 0);
  });
  return inFlight;
}

let inFlight: Promise<AccountSummary> | null = null;

async function fetchAuth(inApp: boolean): Promise<AccountSummary> {
  if (!mayCheckAuth(inApp)) throw new Error('loadAuth-fail');
  let summary: unknown;
  try {
    summary = await smbGet<unknown>('auth.auth');
  } catch (err) {
    // A stale flag (no session behind it, e.g. after a signed-out trial) stops further checks.
    if (err instanceof SmbCallError && err.status === 401) clearSignInFlag();
    throw new Error('loadAuth-fail');
  }
  // A 200 without an account (`{}`, `{"account":null}`: an expired upstream session) is signed out too.
  if (!isAccountSummary(summary)) {
    clearSignInFlag();
    throw new Error('loadAuth-fail');
  }
  return summary;
}

/** spec 000 §7 GET `auth.signOut`; clears the flag; failure rejects with signOut-fail (§8). */
export async function signOut(): Promise<void> {
  try {
    await smbGet('auth.signOut');
  } catch {
    throw new Error('signOut-fail');
  } finally {
    clearSignInFlag();
  }
}
