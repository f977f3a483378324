import type { SalesEvent } from '../../../shared/contact/events';
import type { ContentPageView } from '../../../shared/smb/content-reshape';
import type { QuerySupportAnswer } from '../../../shared/smb/support';

/** What a contact form page needs from its loader (worker/loaders/contact.ts). */
export type ContactPageData = {
  /** business or consumer contact-us, contact sales (a sales form of its own page). */
  form: 'sales' | 'media' | 'support';
  audience: 'business' | 'consumer';
  /** spec 000 §9 default sales event prefill, chosen by `?event=` (decision 0072). */
  event: SalesEvent | null;
  /** On the China domain the country is CN without a call (spec 000 §7 /location). */
  chinaDomain: boolean;
};

export type ThankYouData = { supportId: string | null };

export type PreferencesData = { supportId: string | null; summary: QuerySupportAnswer | null };

/** Partners and investors: the CMS page, then the registration form. */
export type RegistrationPageData = { view: ContentPageView; chinaDomain: boolean };
