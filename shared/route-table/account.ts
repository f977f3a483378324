import type { RouteDef } from './types';

/** Spec 000 §2: the business account area. Personal pages: never in the sitemap. */
export const SIGN_UP_TYPES = ['premium', 'essential'] as const;

const account = (id: string, path: string, page: string) =>
  ({ id, path, audience: 'business', page, ns: 'account', sitemap: false }) as const;

export const ACCOUNT_ROUTES = [
  account('sign-in', '/business/user/sign-in', 'account-sign-in'),
  {
    ...account('sign-up', '/business/user/sign-up/:subscriptionType?', 'account-sign-up'),
    params: { subscriptionType: SIGN_UP_TYPES },
    bare: 'the premium sign-up (spec 000 §3 default subscription type)',
  },
  account('signup-confirmed', '/business/user/signup-confirmed', 'account-notice'),
  account('free-trial', '/business/user/free-trial', 'account-free-trial'),
  account('free-trial-success', '/business/user/free-trial/success', 'account-notice'),
  account('verify-email', '/business/user/verify-email', 'account-verify-email'),
  account('forgot-password', '/business/user/forgot-password', 'account-forgot-password'),
  account('reset-password', '/business/user/reset-password', 'account-password'),
  account('setup-password', '/business/user/setup-password', 'account-password'),
  account('user-home', '/business/user/home', 'account-user-home'),
  account('app-sign-in', '/business/app/sign-in', 'account-app-sign-in'),
] as const satisfies readonly RouteDef[];
