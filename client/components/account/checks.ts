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
    smbPost<CheckEmailAnswer>('/auth/check-email.action', { email: email.trim() }),
    smbPost<CheckBusinessNameAnswer>('/auth/check-business-name.action', {
      businessName: businessName.trim(),
    }),
  ]);
  const out: FieldErrors = {};
  if (e.isExisting) out.email = messages.emailTaken;
  if (b.isExisting) out.customerName = messages.businessTaken;
  return out;
}

/** spec 000 §7: analytics events are pushed to the data layer. */
export function pushEvent(event: Record<string, unknown>): void {
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer ??= [];
  w.dataLayer.push(event);
}

/** spec 000 §4: the virtual page view "start free trial" for the success URL. */
export function virtualPageView(name: string, url: string): void {
  pushEvent({ event: 'virtualPageView', pageName: name, pageUrl: url });
}

/** spec 000 §4: the affiliate tracking script after a trial (its address from configuration). */
export function loadAffiliateScript(src: string | null): void {
  if (!src) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}
