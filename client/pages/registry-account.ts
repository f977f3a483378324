import type { PageModule } from './types';

/** Page modules of the account family (shared/route-table/account.ts): page id → code-split module. */
export const ACCOUNT_PAGES: Record<string, () => Promise<PageModule>> = {
  'account-sign-in': () => import('./account-sign-in/page'),
  'account-sign-up': () => import('./account-sign-up/page'),
  'account-notice': () => import('./account-notice/page'),
  'account-free-trial': () => import('./account-free-trial/page'),
  'account-verify-email': () => import('./account-verify-email/page'),
  'account-forgot-password': () => import('./account-forgot-password/page'),
  'account-password': () => import('./account-password/page'),
  'account-user-home': () => import('./account-user-home/page'),
  'account-app-sign-in': () => import('./account-app-sign-in/page'),
};
