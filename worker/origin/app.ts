import { Hono } from 'hono';
import { errorBody } from '../../shared/smb/error-messages';
import type { SmbCallKey } from '../../shared/smb/paths';
import { errorFields, log } from '../log';
import {
  checkPasswordCodeExpire,
  forgotPassword,
  resendVerifyEmail,
  resetPassword,
  setupPassword,
  verifyEmail,
} from './account';
import { queryActiveAff } from './aff';
import {
  authAction,
  checkBusinessName,
  checkEmail,
  signIn,
  signInByToken,
  signOut,
  switchAccountCustomer,
} from './auth';
import { type ContentCallKey, contentRoutes } from './content/routes';
import { checkPartner, createPartner } from './partner';
import { querySkincare, querySkincareSetting } from './plugin';
import { type CallHandlers, type OriginEnv, routeCalls } from './respond';
import {
  checkBusinessSubscription,
  checkBusinessTrial,
  checkSubscription,
  checkTrial,
  checkWhitelist,
  completeTrial,
  createSubscription,
  createTrial,
  switchSolution,
} from './subscription';
import {
  checkColorReport,
  checkSupportEmail,
  createRequest,
  querySupport,
  supportCheckEmail,
  updateSupport,
} from './support';

/**
 * The embedded origin (docs/architecture.md "Embedded origin"): the vendor's /smb-frontend calls over D1 and R2,
 * answered in-process when SMB_ORIGIN is empty. Paths arrive without the /smb-frontend prefix; the
 * proxy (worker/smb/proxy.ts) has already applied the allowlist, origin check and body limits.
 */
export const originApp = new Hono<OriginEnv>();

/**
 * Every call of shared/smb/paths.ts but the content and edge ones, by key: the method and path come from
 * the table, and a call without its handler here (or in content/routes.ts) fails the typecheck.
 */
const ACCOUNT_HANDLERS = {
  'auth.auth': authAction,
  'auth.signIn': signIn,
  'auth.signInByToken': signInByToken,
  'auth.signOut': signOut,
  'auth.checkEmail': checkEmail,
  'auth.checkBusinessName': checkBusinessName,
  'auth.switchAccountCustomer': switchAccountCustomer,

  'subscription.checkWhitelist': checkWhitelist,
  'subscription.checkTrial': checkTrial,
  'subscription.createTrial': createTrial,
  'subscription.checkSubscription': checkSubscription,
  'subscription.createSubscription': createSubscription,
  'subscription.switchSolution': switchSolution,
  'subscription.completeTrial': completeTrial,
  'subscription.checkBusinessTrial': checkBusinessTrial,
  'subscription.checkBusinessSubscription': checkBusinessSubscription,

  'partner.checkPartner': checkPartner,
  'partner.createPartner': createPartner,

  'account.verifyEmail': verifyEmail,
  'account.resendVerifyEmail': resendVerifyEmail,
  'account.forgotPassword': forgotPassword,
  'account.resetPassword': resetPassword,
  'account.setupPassword': setupPassword,
  'account.checkPasswordCodeExpire': checkPasswordCodeExpire,

  'aff.queryActiveAff': queryActiveAff,

  'support.checkEmail': supportCheckEmail,
  'support.checkSupportEmail': checkSupportEmail,
  'support.createRequest': createRequest,
  'support.querySupport': querySupport,
  'support.checkColorReport': checkColorReport,
  'support.updateSupport': updateSupport,

  'plugin.querySkincareSetting': querySkincareSetting,
  'plugin.querySkincare': querySkincare,
} satisfies CallHandlers<Exclude<SmbCallKey, ContentCallKey | 'edge.location'>, OriginEnv>;

routeCalls(originApp, ACCOUNT_HANDLERS);
originApp.route('/', contentRoutes);

originApp.notFound((c) => c.json(errorBody(404, 'not_found'), 404));
/** A failure of the store or a bug — logged, answered as JSON, never a stack trace. */
originApp.onError((err, c) => {
  log('error', 'origin_error', errorFields(err));
  return c.json(errorBody(500, 'internal_error'), 500, { 'Cache-Control': 'no-store' });
});
