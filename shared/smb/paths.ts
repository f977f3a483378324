/**
 * The one table of /smb-frontend calls (decision 0269): every call of spec 000 §7 and spec 001 §7,
 * plus the calls whose paths the specs do not show (defined here, `defined: true`, decision 0035).
 * Everything else derives from it: the proxy's allowlist and same-origin guard (worker/smb/proxy.ts),
 * what the content cache may keep (worker/smb/cache-policy.ts), the embedded origin's routes
 * (worker/origin/app.ts, by key), the callers (`smbPath(key)`, client/app/smb.ts, worker/smb/client.ts),
 * the contracts (shared/smb/contracts.ts), the CSRF and fuzz suites and the README's calls table.
 * Zod-free and small: the browser imports it.
 */

/** Where every call lives on this site (and on the vendor's host). */
export const SMB_PREFIX = '/smb-frontend';

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

/**
 * Who may call it: `anyone`, or `signed-in` (the origin answers 401 without a session). The proxy adds
 * its same-origin guard on top (needsSameOrigin), whoever calls.
 */
export type SmbAccess = 'anyone' | 'signed-in';

export type SmbCall = {
  /** `family.action` — how code names the call (never by its path). */
  key: string;
  method: 'GET' | 'POST';
  /** Without the /smb-frontend prefix. */
  path: string;
  family: SmbFamily;
  body: SmbBody;
  access: SmbAccess;
  /** A GET that changes state (docs/architecture.md "The /smb-frontend layer"): guarded like an unsafe method, never cached or prefetched. */
  changesState?: boolean;
  /** Anonymous requests may be answered from and stored in the edge cache (TTL per family: worker/smb/cache-policy.ts). */
  cacheable?: boolean;
  /** The spec says "path not shown"; the path and shapes are this project's. */
  defined?: boolean;
  /** The query parameters the call reads (its query schema's keys, shared/smb/contracts.ts). */
  query?: readonly string[];
  purpose: string;
};

const CALLS = [
  // auth (spec 000 §7)
  {
    key: 'auth.auth',
    method: 'GET',
    path: '/auth/auth.action',
    family: 'auth',
    body: 'none',
    access: 'signed-in',
    purpose: 'account summary of the session',
  },
  {
    key: 'auth.signIn',
    method: 'POST',
    path: '/auth/sign-in.action',
    family: 'auth',
    body: 'json',
    access: 'anyone',
    purpose: 'sign in with e-mail and password',
  },
  {
    key: 'auth.signInByToken',
    method: 'POST',
    path: '/auth/sign-in-by-token.action',
    family: 'auth',
    body: 'json',
    access: 'anyone',
    defined: true,
    purpose: 'in-app sign-in: exchange the host app token for a session',
  },
  {
    key: 'auth.signOut',
    method: 'GET',
    path: '/auth/sign-out.action',
    family: 'auth',
    body: 'none',
    access: 'anyone',
    changesState: true,
    purpose: 'end the session',
  },
  {
    key: 'auth.checkEmail',
    method: 'POST',
    path: '/auth/check-email.action',
    family: 'auth',
    body: 'json',
    access: 'anyone',
    purpose: 'is an account registered with this e-mail',
  },
  {
    key: 'auth.checkBusinessName',
    method: 'POST',
    path: '/auth/check-business-name.action',
    family: 'auth',
    body: 'json',
    access: 'anyone',
    purpose: 'is this business name taken',
  },
  {
    key: 'auth.switchAccountCustomer',
    method: 'POST',
    path: '/auth/switch-account-customer.action',
    family: 'auth',
    body: 'json',
    access: 'signed-in',
    purpose: 'act for another customer of the account',
  },
  // subscription (spec 000 §7)
  {
    key: 'subscription.checkWhitelist',
    method: 'POST',
    path: '/subscription/check-whitelist.action',
    family: 'subscription',
    body: 'json',
    access: 'anyone',
    purpose: 'is the e-mail whitelisted (trial without approval)',
  },
  {
    key: 'subscription.checkTrial',
    method: 'POST',
    path: '/subscription/check-trial.action',
    family: 'subscription',
    body: 'json',
    access: 'anyone',
    purpose: 'free-trial check: existed, expired, form or ok',
  },
  {
    key: 'subscription.createTrial',
    method: 'POST',
    path: '/subscription/create-trial.action',
    family: 'subscription',
    body: 'json',
    access: 'anyone',
    purpose: 'start a free trial (signed out: also the account and customer)',
  },
  {
    key: 'subscription.checkSubscription',
    method: 'POST',
    path: '/subscription/check-subscription.action',
    family: 'subscription',
    body: 'json',
    access: 'anyone',
    purpose: 'subscription check: existed or form',
  },
  {
    key: 'subscription.createSubscription',
    method: 'POST',
    path: '/subscription/create-subscription.action',
    family: 'subscription',
    body: 'json',
    access: 'anyone',
    purpose: 'paid sign-up: account, customer, subscription',
  },
  {
    key: 'subscription.switchSolution',
    method: 'POST',
    path: '/subscription/switch-solution.action',
    family: 'subscription',
    body: 'json',
    access: 'signed-in',
    defined: true,
    purpose: 'switch the solution type of a customer before entering its console',
  },
  {
    key: 'subscription.completeTrial',
    method: 'POST',
    path: '/subscription/complete-trial.action',
    family: 'subscription',
    body: 'json',
    access: 'signed-in',
    defined: true,
    purpose: 'auto free trial of a signed-in account',
  },
  {
    key: 'subscription.checkBusinessTrial',
    method: 'POST',
    path: '/subscription/check-business-trial.action',
    family: 'subscription',
    body: 'json',
    access: 'signed-in',
    defined: true,
    purpose: 'free-trial check for a signed-in business user',
  },
  {
    key: 'subscription.checkBusinessSubscription',
    method: 'POST',
    path: '/subscription/check-business-subscription.action',
    family: 'subscription',
    body: 'json',
    access: 'signed-in',
    defined: true,
    purpose: 'subscription check for a signed-in business user',
  },
  // partner (spec 000 §7, shapes defined)
  {
    key: 'partner.checkPartner',
    method: 'GET',
    path: '/partner/check-partner.action',
    family: 'partner',
    body: 'none',
    access: 'signed-in',
    purpose: 'partner standing of the signed-in account',
  },
  {
    key: 'partner.createPartner',
    method: 'POST',
    path: '/partner/create-partner.action',
    family: 'partner',
    body: 'json',
    access: 'signed-in',
    purpose: 'apply to become a partner',
  },
  // account (spec 000 §7)
  {
    key: 'account.verifyEmail',
    method: 'POST',
    path: '/account/verify-email.action',
    family: 'account',
    body: 'json',
    access: 'signed-in',
    purpose: 'verify the e-mail with the mailed code',
  },
  {
    key: 'account.resendVerifyEmail',
    method: 'POST',
    path: '/account/resend-verify-email.action',
    family: 'account',
    body: 'json',
    access: 'signed-in',
    purpose: 'mail a new e-mail verification code (the earlier one stops working)',
  },
  {
    key: 'account.forgotPassword',
    method: 'POST',
    path: '/account/forgot-password.action',
    family: 'account',
    body: 'json',
    access: 'anyone',
    purpose: 'mail a reset-password code',
  },
  {
    key: 'account.resetPassword',
    method: 'POST',
    path: '/account/reset-password.action',
    family: 'account',
    body: 'json',
    access: 'anyone',
    purpose: 'set a new password with a reset code',
  },
  {
    key: 'account.setupPassword',
    method: 'POST',
    path: '/account/setup-password.action',
    family: 'account',
    body: 'json',
    access: 'anyone',
    purpose: 'set the first password with a setup code',
  },
  {
    key: 'account.checkPasswordCodeExpire',
    method: 'POST',
    path: '/account/check-password-code-expire.action',
    family: 'account',
    body: 'json',
    access: 'anyone',
    purpose: 'is a password code still valid',
  },
  // aff (spec 000 §7)
  {
    key: 'aff.queryActiveAff',
    method: 'GET',
    path: '/aff/query-active-aff.action',
    family: 'aff',
    body: 'none',
    access: 'anyone',
    query: ['affiliate', 'functionType', 'solutionType'],
    purpose: 'look up an active affiliation code',
  },
  // support (spec 000 §7)
  {
    key: 'support.checkEmail',
    method: 'POST',
    path: '/support/check-email.action',
    family: 'support',
    body: 'json',
    access: 'anyone',
    purpose: 'is an account registered with this e-mail',
  },
  {
    key: 'support.checkSupportEmail',
    method: 'POST',
    path: '/support/check-support-email.action',
    family: 'support',
    body: 'json',
    access: 'anyone',
    purpose: 'has this e-mail sent a request of this type',
  },
  {
    key: 'support.createRequest',
    method: 'POST',
    path: '/support/create-request.action',
    family: 'support',
    body: 'json-or-multipart',
    access: 'anyone',
    query: ['requestKey'],
    purpose: 'contact / support request, optionally with files',
  },
  {
    key: 'support.querySupport',
    method: 'GET',
    path: '/support/query-support.action',
    family: 'support',
    body: 'none',
    access: 'anyone',
    query: ['supportId'],
    purpose: 'public summary of a support request',
  },
  // The embedded origin records the report's status as it answers (issue 29): guarded, never cached.
  {
    key: 'support.checkColorReport',
    method: 'GET',
    path: '/support/check-color-report.action',
    family: 'support',
    body: 'none',
    access: 'anyone',
    changesState: true,
    query: ['supportId'],
    purpose: 'is the colour report of a request ready',
  },
  {
    key: 'support.updateSupport',
    method: 'GET',
    path: '/support/update-support.action',
    family: 'support',
    body: 'none',
    access: 'anyone',
    changesState: true,
    query: ['supportId', 'isSubscribed'],
    purpose: 'change the e-mail subscription of a request',
  },
  // content (spec 001 §7); anonymous GETs cached at the edge (decision 0031)
  {
    key: 'strapi.queryContentByVuid',
    method: 'GET',
    path: '/strapi/query-content-by-vuid.action',
    family: 'strapi',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['vuid'],
    purpose: 'one published content version',
  },
  {
    key: 'strapi.queryContentById',
    method: 'GET',
    path: '/strapi/query-content-by-id.action',
    family: 'strapi',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['type', 'id', 'formId'],
    purpose: 'content by type and id',
  },
  {
    key: 'strapi.queryContentByLanguage',
    method: 'GET',
    path: '/strapi/query-content-by-language.action',
    family: 'strapi',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['type', 'languageType', 'defaultEnu', 'pageKey', 'formId'],
    purpose: 'page content in a language',
  },
  {
    key: 'strapi.queryContentByFormId',
    method: 'GET',
    path: '/strapi/query-content-by-form-id.action',
    family: 'strapi',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['formId'],
    purpose: 'draft content of a preview form',
  },
  {
    key: 'strapi.listContentByLanguage',
    method: 'GET',
    path: '/strapi/list-content-by-language.action',
    family: 'strapi',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    defined: true,
    query: ['type', 'languageType', 'defaultEnu', 'limit', 'offset'],
    purpose: 'content lists (blog, news, videos…), newest first',
  },
  {
    key: 'seo.queryMeta',
    method: 'GET',
    path: '/seo/query-meta.action',
    family: 'seo',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['sourceId', 'languageType', 'defaultEnu'],
    purpose: 'SEO meta by source id',
  },
  {
    key: 'seo.queryMetaByPath',
    method: 'GET',
    path: '/seo/query-meta-by-path.action',
    family: 'seo',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['path', 'languageType', 'defaultEnu'],
    purpose: 'SEO meta by site path',
  },
  {
    key: 'course.listCourses',
    method: 'GET',
    path: '/course/list-courses.action',
    family: 'course',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['type', 'languageType', 'courseKey'],
    purpose: 'forum courses',
  },
  {
    key: 'course.listSessions',
    method: 'GET',
    path: '/course/list-sessions.action',
    family: 'course',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['type', 'languageType', 'courseId'],
    purpose: 'forum sessions',
  },
  {
    key: 'course.listSessionsByCourseId',
    method: 'GET',
    path: '/course/list-sessions-by-course-id.action',
    family: 'course',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['courseId'],
    purpose: 'sessions of a course',
  },
  {
    key: 'course.querySession',
    method: 'GET',
    path: '/course/query-session.action',
    family: 'course',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['sessionId'],
    purpose: 'one session',
  },
  {
    key: 'course.querySpeaker',
    method: 'GET',
    path: '/course/query-speaker.action',
    family: 'course',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    query: ['speakerId'],
    purpose: 'one speaker',
  },
  // plugin (spec 001 §7 "on the provider plugin API"; the skincare showcase prefetches, decision 0208)
  {
    key: 'plugin.querySkincareSetting',
    method: 'GET',
    path: '/plugin/query-skincare-setting.action',
    family: 'plugin',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    defined: true,
    query: ['apiKey'],
    purpose: 'the skincare product ids of a try-on API key',
  },
  {
    key: 'plugin.querySkincare',
    method: 'GET',
    path: '/plugin/query-skincare.action',
    family: 'plugin',
    body: 'none',
    access: 'anyone',
    cacheable: true,
    defined: true,
    query: ['skincareId', 'apiKey'],
    purpose: 'one skincare product of a try-on API key',
  },
  // edge (answered by the worker's location route before the proxy)
  {
    key: 'edge.location',
    method: 'GET',
    path: '/location',
    family: 'edge',
    body: 'none',
    access: 'anyone',
    purpose: "the visitor's country, region-filtered",
  },
] as const satisfies readonly SmbCall[];

type Calls = (typeof CALLS)[number];
export type SmbCallKey = Calls['key'];
export type SmbGetKey = Extract<Calls, { method: 'GET' }>['key'];
export type SmbPostKey = Extract<Calls, { method: 'POST' }>['key'];
/** The calls the edge cache may keep. */
export type SmbCacheableKey = Extract<Calls, { cacheable: true }>['key'];
/** The keys of one family (e.g. `SmbFamilyKey<'strapi' | 'seo'>`). */
export type SmbFamilyKey<F extends SmbFamily> = Extract<Calls, { family: F }>['key'];

/** Every call, in the order of the README's table. */
export const SMB_CALLS: readonly (SmbCall & { key: SmbCallKey })[] = CALLS;

const byPath = new Map<string, SmbCall>(SMB_CALLS.map((c) => [c.path, c]));
const byKey = new Map<string, SmbCall>(SMB_CALLS.map((c) => [c.key, c]));

/** The call at this path (without the /smb-frontend prefix), if allowlisted. */
export function findSmbCall(path: string): SmbCall | undefined {
  return byPath.get(path);
}

/** The call named by this key. */
export function smbCall(key: SmbCallKey): SmbCall {
  return byKey.get(key) as SmbCall;
}

/** The call's path without the prefix (`/auth/sign-in.action`): for routing and logs. */
export const smbPath = (key: SmbCallKey): string => smbCall(key).path;

/** The call's address on this site, with its query when given: `/smb-frontend/…?…`. */
export function smbUrl(key: SmbCallKey, query?: URLSearchParams | string): string {
  const q = query === undefined ? '' : String(query);
  return `${SMB_PREFIX}${smbCall(key).path}${q ? `?${q}` : ''}`;
}

/** POSTs and state-changing GETs must come from this site (the proxy's CSRF guard). */
export const needsSameOrigin = (call: SmbCall): boolean =>
  call.method !== 'GET' || call.changesState === true;
