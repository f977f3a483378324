import type { PageModule } from './types';

/** Page modules of the contact family (shared/route-table/contact.ts): page id → code-split module. */
export const CONTACT_PAGES: Record<string, () => Promise<PageModule>> = {
  'contact-us': () => import('./contact-us/page'),
  'contact-sales': () => import('./contact-sales/page'),
  'contact-thank-you': () => import('./contact-thank-you/page'),
  'contact-preferences': () => import('./contact-preferences/page'),
  'contact-partners': () => import('./contact-partners/page'),
  'contact-investors': () => import('./contact-investors/page'),
};
