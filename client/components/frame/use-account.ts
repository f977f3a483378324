import { useEffect, useState } from 'react';
import type { AccountSummary } from '../../../shared/smb/auth';
import { loadAuth } from '../account/auth';

/**
 * The signed-in account summary for the frame's buttons (spec 001 §6), or null when signed out. The
 * account area's loadAuth applies spec 000 §4's rule (the auth check runs only with the sign-in
 * attempt flag or inside the provider's app) and shares one request with the header's account menu.
 */
export function useAccountSummary(inApp: boolean): AccountSummary | null {
  const [summary, setSummary] = useState<AccountSummary | null>(null);
  useEffect(() => {
    let live = true;
    loadAuth(inApp)
      .then((s) => live && setSummary(s))
      // spec 000 §8: loadAuth-fail means signed out here.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [inApp]);
  return summary;
}
