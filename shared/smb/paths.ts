/**
 * The allowlist of /smb-frontend calls (spec 000 §7, spec 001 §7, and the calls whose paths the spec
 * does not show, defined here and marked `defined: true`). The proxy answers nothing else.
 */

export type SmbFamily =
  | 'auth'
  | 'subscription'
  | 'partner'
  | 'account'
  | 'aff'
  | 'support'
  | 'strapi'
  | 'seo'
  | 'course'
  | 'plugin'
  | 'edge';

/** What a call's body may be: none (GET), JSON, or JSON or multipart (support requests with files). */
export type SmbBody = 'none' | 'json' | 'json-or-multipart';

export type SmbCall = {
  method: 'GET' | 'POST';
  /** Without the /smb-frontend prefix. */
  path: string;
  family: SmbFamily;
  body: SmbBody;
  /** A GET that changes state (docs/architecture.md "The /smb-frontend layer"): guarded like an unsafe method, never cached or prefetched. */
  changesState?: boolean;
  /** The spec says "path not shown"; the path and shapes are this project's. */
  defined?: boolean;
  purpose: string;
};

/** Content families whose anonymous GETs the proxy may cache (docs/architecture.md "The /smb-frontend layer"). */
export const CONTENT_FAMILIES: readonly SmbFamily[] = ['strapi', 'seo', 'course', 'plugin'];

export const SMB_CALLS: readonly SmbCall[] = [
  // auth (spec 000 §7)
  {
    method: 'GET',
    path: '/auth/auth.action',
    family: 'auth',
    body: 'none',
    purpose: 'account summary of the session',
  },
  {
    method: 'POST',
    path: '/auth/sign-in.action',
    family: 'auth',
    body: 'json',
    purpose: 'sign in with e-mail and password',
  },
  {
    method: 'POST',
    path: '/auth/sign-in-by-token.action',
    family: 'auth',
    body: 'json',
    defined: true,
    purpose: 'in-app sign-in: exchange the host app token for a session',
  },
  {
    method: 'GET',
    path: '/auth/sign-out.action',
    family: 'auth',
    body: 'none',
    changesState: true,
    purpose: 'end the session',
  },
  {
    method: 'POST',
    path: '/auth/check-email.action',
    family: 'auth',
    body: 'json',
    purpose: 'is an account registered with this e-mail',
  },
  {
    method: 'POST',
    path: '/auth/check-business-name.action',
    family: 'auth',
    body: 'json',
    purpose: 'is this business name taken',
  },
  {
    method: 'POST',
    path: '/auth/switch-account-customer.action',
    family: 'auth',
    body: 'json',
    purpose: 'act for another customer of the account',
  },
  // subscription (spec 000 §7)
  {
    method: 'POST',
    path: '/subscription/check-whitelist.action',
    family: 'subscription',
    body: 'json',
    purpose: 'is the e-mail whitelisted (trial without approval)',
  },
  {
    method: 'POST',
    path: '/subscription/check-trial.action',
    family: 'subscription',
    body: 'json',
    purpose: 'free-trial check: existed, expired, form or ok',
  },
  {
    method: 'POST',
    path: '/subscription/create-trial.action',
    family: 'subscription',
    body: 'json',
    purpose: 'start a free trial (signed out: also the account and customer)',
  },
  {
    method: 'POST',
    path: '/subscription/check-subscription.action',
    family: 'subscription',
    body: 'json',
    purpose: 'subscription check: existed or form',
  },
  {
    method: 'POST',
    path: '/subscription/create-subscription.action',
    family: 'subscription',
    body: 'json',
    purpose: 'paid sign-up: account, customer, subscription',
  },
  {
    method: 'POST',
    path: '/subscription/switch-solution.action',
    family: 'subscription',
    body: 'json',
    defined: true,
    purpose: 'switch the solution type of a customer before entering its console',
  },
  {
    method: 'POST',
    path: '/subscription/complete-trial.action',
    family: 'subscription',
    body: 'json',
    defined: true,
    purpose: 'auto free trial of a signed-in account',
  },
  {
    method: 'POST',
    path: '/subscription/check-business-trial.action',
    family: 'subscription',
    body: 'json',
    defined: true,
    purpose: 'free-trial check for a signed-in business user',
  },
  {
    method: 'POST',
    path: '/subscription/check-business-subscription.action',
    family: 'subscription',
    body: 'json',
    defined: true,
    purpose: 'subscription check for a signed-in business user',
  },
  // partner (spec 000 §7, shapes defined)
  {
    method: 'GET',
    path: '/partner/check-partner.action',
    family: 'partner',
    body: 'none',
    purpose: 'partner standing of the signed-in account',
  },
  {
    method: 'POST',
    path: '/partner/create-partner.action',
    family: 'partner',
    body: 'json',
    purpose: 'apply to become a partner',
  },
  // account (spec 000 §7)
  {
    method: 'POST',
    path: '/account/verify-email.action',
    family: 'account',
    body: 'json',
    purpose: 'verify the e-mail with the mailed code',
  },
  {
    method: 'POST',
    path: '/account/forgot-password.action',
    family: 'account',
    body: 'json',
    purpose: 'mail a reset-password code',
  },
  {
    method: 'POST',
    path: '/account/reset-password.action',
    family: 'account',
    body: 'json',
    purpose: 'set a new password with a reset code',
  },
  {
    method: 'POST',
    path: '/account/setup-password.action',
    family: 'account',
    body: 'json',
    purpose: 'set the first password with a setup code',
  },
  {
    method: 'POST',
    path: '/account/check-password-code-expire.action',
    family: 'account',
    body: 'json',
    purpose: 'is a password code still valid',
  },
  // aff (spec 000 §7)
  {
    method: 'GET',
    path: '/aff/query-active-aff.action',
    family: 'aff',
    body: 'none',
    purpose: 'look up an active affiliation code',
  },
  // support (spec 000 §7)
  {
    method: 'POST',
    path: '/support/check-email.action',
    family: 'support',
    body: 'json',
    purpose: 'is an account registered with this e-mail',
  },
  {
    method: 'POST',
    path: '/support/check-support-email.action',
    family: 'support',
    body: 'json',
    purpose: 'has this e-mail sent a request of this type',
  },
  {
    method: 'POST',
    path: '/support/create-request.action',
    family: 'support',
    body: 'json-or-multipart',
    purpose: 'contact / support request, optionally with files',
  },
  {
    method: 'GET',
    path: '/support/query-support.action',
    family: 'support',
    body: 'none',
    purpose: 'public summary of a support request',
  },
  {
    method: 'GET',
    path: '/support/check-color-report.action',
    family: 'support',
    body: 'none',
    // The embedded origin records the report's status as it answers (issue 29): guarded, never cached.
    changesState: true,
    purpose: 'is the colour report of a request ready',
  },
  {
    method: 'GET',
    path: '/support/update-support.action',
    family: 'support',
    body: 'none',
    changesState: true,
    purpose: 'change the e-mail subscription of a request',
  },
  // content (spec 001 §7)
  {
    method: 'GET',
    path: '/strapi/query-content-by-vuid.action',
    family: 'strapi',
    body: 'none',
    purpose: 'one published content version',
  },
  {
    method: 'GET',
    path: '/strapi/query-content-by-id.action',
    family: 'strapi',
    body: 'none',
    purpose: 'content by type and id',
  },
  {
    method: 'GET',
    path: '/strapi/query-content-by-language.action',
    family: 'strapi',
    body: 'none',
    purpose: 'page content in a language',
  },
  {
    method: 'GET',
    path: '/strapi/query-content-by-form-id.action',
    family: 'strapi',
    body: 'none',
    purpose: 'draft content of a preview form',
  },
  {
    method: 'GET',
    path: '/strapi/list-content-by-language.action',
    family: 'strapi',
    body: 'none',
    defined: true,
    purpose: 'content lists (blog, news, videos…), newest first',
  },
  {
    method: 'GET',
    path: '/seo/query-meta.action',
    family: 'seo',
    body: 'none',
    purpose: 'SEO meta by source id',
  },
  {
    method: 'GET',
    path: '/seo/query-meta-by-path.action',
    family: 'seo',
    body: 'none',
    purpose: 'SEO meta by site path',
  },
  {
    method: 'GET',
    path: '/course/list-courses.action',
    family: 'course',
    body: 'none',
    purpose: 'forum courses',
  },
  {
    method: 'GET',
    path: '/course/list-sessions.action',
    family: 'course',
    body: 'none',
    purpose: 'forum sessions',
  },
  {
    method: 'GET',
    path: '/course/list-sessions-by-course-id.action',
    family: 'course',
    body: 'none',
    purpose: 'sessions of a course',
  },
  {
    method: 'GET',
    path: '/course/query-session.action',
    family: 'course',
    body: 'none',
    purpose: 'one session',
  },
  {
    method: 'GET',
    path: '/course/query-speaker.action',
    family: 'course',
    body: 'none',
    purpose: 'one speaker',
  },
  // plugin (spec 001 §7 "on the provider plugin API"; the skincare showcase prefetches, decision 0208)
  {
    method: 'GET',
    path: '/plugin/query-skincare-setting.action',
    family: 'plugin',
    body: 'none',
    defined: true,
    purpose: 'the skincare product ids of a try-on API key',
  },
  {
    method: 'GET',
    path: '/plugin/query-skincare.action',
    family: 'plugin',
    body: 'none',
    defined: true,
    purpose: 'one skincare product of a try-on API key',
  },
  // edge (answered by the worker's location route before the proxy)
  {
    method: 'GET',
    path: '/location',
    family: 'edge',
    body: 'none',
    purpose: "the visitor's country, region-filtered",
  },
];

const byPath = new Map(SMB_CALLS.map((c) => [c.path, c]));

/** The call at this path (without the /smb-frontend prefix), if allowlisted. */
export function findSmbCall(path: string): SmbCall | undefined {
  return byPath.get(path);
}

export const SMB_PREFIX = '/smb-frontend';
