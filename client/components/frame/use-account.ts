import { useEffect, useState } from 'react';
import type { AccountSummary } from '../../../shared/smb/auth';
import { smbGet } from '../../app/smb';

/**
 * The signed-in account summary for the frame's buttons (spec 001 §6), or null when signed out.
 * spec 000 §4 "Sign-in attempt flag": the auth check is skipped unless the flag is set or the page runs
 * inside the provider's app. The account area owns that flag; this hook is the frame's only use of it,
 * kept small so it can follow the account area's rule at merge.
 */
export const SIGN_IN_ATTEMPT_KEY = 'signInAttempt';

function hasSignInAttempt(): boolean {
  try {
    return (
      localStorage.getItem(SIGN_IN_ATTEMPT_KEY) !== null ||
      document.cookie.includes(`${SIGN_IN_ATTEMPT_KEY}=`)
    );
  } catch {
    return false;
  }
}

export function useAccountSummary(inApp: boolean): AccountSummary | null {
  const [summary, setSummary] = useState<AccountSummary | null>(null);
  useEffect(() => {
    if (!inApp && !hasSignInAttempt()) return;
    const ctl = new AbortController();
    smbGet<AccountSummary>('/auth/auth.action', undefined, { signal: ctl.signal })
      .then(setSummary)
      // spec 000 §7: a failing auth check means signed out.
      .catch(() => {});
    return () => ctl.abort();
  }, [inApp]);
  return summary;
}
