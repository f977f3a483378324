import { Hono } from 'hono';
import { errorFields, log } from '../log';
import {
  checkPasswordCodeExpire,
  forgotPassword,
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
import { contentRoutes } from './content/routes';
import { checkPartner, createPartner } from './partner';
import { querySkincare, querySkincareSetting } from './plugin';
import type { OriginEnv } from './respond';
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

originApp.get('/auth/auth.action', authAction);
originApp.post('/auth/sign-in.action', signIn);
originApp.post('/auth/sign-in-by-token.action', signInByToken);
originApp.get('/auth/sign-out.action', signOut);
originApp.post('/auth/check-email.action', checkEmail);
originApp.post('/auth/check-business-name.action', checkBusinessName);
originApp.post('/auth/switch-account-customer.action', switchAccountCustomer);

originApp.post('/subscription/check-whitelist.action', checkWhitelist);
originApp.post('/subscription/check-trial.action', checkTrial);
originApp.post('/subscription/create-trial.action', createTrial);
originApp.post('/subscription/check-subscription.action', checkSubscription);
originApp.post('/subscription/create-subscription.action', createSubscription);
originApp.post('/subscription/switch-solution.action', switchSolution);
originApp.post('/subscription/complete-trial.action', completeTrial);
originApp.post('/subscription/check-business-trial.action', checkBusinessTrial);
originApp.post('/subscription/check-business-subscription.action', checkBusinessSubscription);

originApp.get('/partner/check-partner.action', checkPartner);
originApp.post('/partner/create-partner.action', createPartner);

originApp.post('/account/verify-email.action', verifyEmail);
originApp.post('/account/forgot-password.action', forgotPassword);
originApp.post('/account/reset-password.action', resetPassword);
originApp.post('/account/setup-password.action', setupPassword);
originApp.post('/account/check-password-code-expire.action', checkPasswordCodeExpire);

originApp.get('/aff/query-active-aff.action', queryActiveAff);

originApp.post('/support/check-email.action', supportCheckEmail);
originApp.post('/support/check-support-email.action', checkSupportEmail);
originApp.post('/support/create-request.action', createRequest);
originApp.get('/support/query-support.action', querySupport);
originApp.get('/support/check-color-report.action', checkColorReport);
originApp.get('/support/update-support.action', updateSupport);

originApp.get('/plugin/query-skincare-setting.action', querySkincareSetting);
originApp.get('/plugin/query-skincare.action', querySkincare);

originApp.route('/', contentRoutes);

originApp.notFound((c) => c.json({ error: 'not_found' }, 404));
/** A failure of the store or a bug — logged, answered as JSON, never a stack trace. */
originApp.onError((err, c) => {
  log('error', 'origin_error', errorFields(err));
  return c.json({ error: 'internal_error' }, 500, { 'Cache-Control': 'no-store' });
});
