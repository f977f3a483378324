import { ANALYTICS_EVENTS, pushEvent } from '../../../shared/analytics';
import type { CheckBusinessNameAnswer, CheckEmailAnswer } from '../../../shared/smb/auth';
import { smbPost } from '../../app/smb';
import type { FieldErrors } from './validate';

/** spec 000 §5: e-mail uniqueness (and the business name) are checked before a sign-up or a trial. */
export async function uniquenessErrors(
  email: string,
  businessName: string,
  messages: { emailTaken: string; businessTaken: string },
): Promise<FieldErrors> {
  const [e, b] = await Promise.all([
    smbPost<CheckEmailAnswer>('auth.checkEmail', { email: email.trim() }),
    smbPost<CheckBusinessNameAnswer>('auth.checkBusinessName', {
      businessName: businessName.trim(),
    }),
  ]);
  const out: FieldErrors = {};
  if (e.isExisting) out.email = messages.emailTaken;
  if (b.isExisting) out.customerName = messages.businessTaken;
  return out;
}

/** How long a page that leaves right after a trial waits for the affiliate script at most. */
const AFFILIATE_WAIT_MS = 2000;

/**
 * spec 000 §4: the affiliate tracking script after a trial (its address from configuration). Resolves
 * once it has loaded or failed (or after AFFILIATE_WAIT_MS), so a page about to leave lets it report.
 */
export function loadAffiliateScript(src: string | null): Promise<void> {
  if (!src) return Promise.resolve();
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => resolve();
    setTimeout(resolve, AFFILIATE_WAIT_MS);
    document.head.appendChild(script);
  });
}

/**
 * spec 000 §4 / §7: every successful trial (approved at once, or through an approval-bypassing
 * affiliation such as BWO2025) reports "start free trial" and loads the affiliate script.
 */
export function trialStarted(p: {
  solutionType: string;
  successPath: string;
  affiliateScript: string | null;
}) {
  pushEvent(ANALYTICS_EVENTS.startFreeTrial, { solutionType: p.solutionType, page_path: p.successPath });
  return loadAffiliateScript(p.affiliateScript);
}
