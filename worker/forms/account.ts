import { serialize } from 'hono/utils/cookie';
import { z } from 'zod';
import { signInContinuation, signInTarget } from '../../shared/account/next';
import type { FreeTrialData, PasswordData, SignInData } from '../../shared/account/pages';
import { SIGN_IN_FLAG_COOKIE, SIGN_IN_FLAG_MAX_AGE } from '../../shared/account/sign-in-flag';
import { type BusinessValues, trialRequestBody } from '../../shared/account/trial';
import { codeOk, isEmail, passwordOk, phoneOk, required, websiteOk } from '../../shared/account/validate';
import { readAttribution } from '../../shared/attribution';
import { language } from '../../shared/languages';
import { href } from '../../shared/routes';
import { SignInAnswer } from '../../shared/smb/auth';
import { functionTypeOf, SOLUTION_TYPES, type SolutionType } from '../../shared/smb/rules';
import { CreateTrialAnswer } from '../../shared/smb/subscription';
import { again, failure, fieldErrors, postCall } from './calls';
import type { FormAction, FormActionArgs } from './types';

/**
 * The account pages' native-submit actions (issue 14 §1, decision 0190): the same checks and the same
 * /smb-frontend calls as the hydrated pages in client/pages/account-*, then a 303 or the page again.
 * Bot protection: a native post carries no token (no script ran); the local verifier accepts that, a
 * configured provider refuses it and the page says so (decision 0191).
 */

const anyAnswer = z.unknown();

/** spec 000 §4: the sign-in attempt flag, set by the server when no script can set it. */
function signInFlag(args: FormActionArgs): string {
  const secure = args.c.get('config').ENVIRONMENT === 'production';
  return serialize(SIGN_IN_FLAG_COOKIE, '1', {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: SIGN_IN_FLAG_MAX_AGE,
  });
}

const signIn: FormAction = async (args) => {
  const { values } = args;
  const email = (values.email ?? '').trim();
  const password = values.password ?? '';
  const errors = fieldErrors([
    ['email', isEmail(email), 'account:errors.email'],
    ['password', required(password), 'account:errors.required'],
  ]);
  if (Object.keys(errors).length) return again(values, errors);
  const data = (await args.pageData()) as SignInData;
  const answer = await postCall(
    args.c,
    '/auth/sign-in.action',
    {
      email,
      password,
      customerType: 'SMB',
      ...(data.next?.startsWith('/') ? { next: data.next } : {}),
      ...(data.functionType ? { functionType: data.functionType } : {}),
      responseType: 'json',
      domain: args.url.hostname,
    },
    SignInAnswer,
  );
  if (!answer.ok) {
    return failure(values, answer, {
      401: { key: 'account:signIn.invalid' },
      403: { key: 'account:signIn.botFailed' },
    });
  }
  const continuation = signInContinuation(
    data,
    (plan) => href(args.lang, 'sign-up', { subscriptionType: plan }),
    href(args.lang, 'free-trial'),
  );
  return {
    kind: 'redirect',
    location: signInTarget(data.next, continuation, answer.data.redirectUrl),
    cookies: [...answer.cookies, signInFlag(args)],
  };
};

const forgotPassword: FormAction = async ({ c, values }) => {
  const email = (values.email ?? '').trim();
  if (!isEmail(email)) return again(values, { email: { key: 'account:errors.email' } });
  const answer = await postCall(c, '/account/forgot-password.action', { email }, anyAnswer);
  if (!answer.ok) return failure(values, answer);
  return { kind: 'page', status: 200, state: { values, errors: {}, done: true } };
};

const passwordAction = (passwordType: PasswordData['passwordType']): FormAction => {
  const path = passwordType === 'RESET' ? '/account/reset-password.action' : '/account/setup-password.action';
  return async ({ c, values, url }) => {
    const code = (values.code ?? url.searchParams.get('code') ?? '').trim();
    const password = values.password ?? '';
    const errors = fieldErrors([
      ['code', codeOk(code), 'account:errors.code'],
      ['password', passwordOk(password), 'account:errors.password'],
      ['confirm', values.confirm === password, 'account:errors.confirm'],
    ]);
    if (Object.keys(errors).length) return again(values, errors);
    const answer = await postCall(c, path, { code, password }, anyAnswer);
    if (!answer.ok) {
      if (answer.error === 'code_expired' || answer.error === 'invalid_code') {
        return again(values, { code: { key: 'account:password.expired' } }, undefined, 410);
      }
      return failure(values, answer);
    }
    return { kind: 'page', status: 200, state: { values: {}, errors: {}, done: true } };
  };
};

const verifyEmail: FormAction = async ({ c, values }) => {
  const code = (values.code ?? '').trim();
  if (!codeOk(code)) return again(values, { code: { key: 'account:errors.code' } });
  const answer = await postCall(c, '/account/verify-email.action', { code }, anyAnswer);
  if (!answer.ok) {
    if (answer.status === 400) return again(values, { code: { key: 'account:verify.invalid' } });
    return failure(values, answer, { 401: { key: 'account:verify.signedOut' } });
  }
  return { kind: 'page', status: 200, state: { values: {}, errors: {}, done: true } };
};

/** spec 000 §4: the trial's outcome by approvalStatus, without the browser's analytics steps. */
const freeTrial: FormAction = async (args) => {
  const { c, values, lang } = args;
  const data = (await args.pageData()) as FreeTrialData;
  const signedIn = data.summary !== null;
  const solution = (SOLUTION_TYPES as readonly string[]).includes(values.solutionType ?? '')
    ? (values.solutionType as SolutionType)
    : data.solutionType;
  const business: BusinessValues = {
    customerName: values.customerName ?? '',
    phone: values.phone ?? '',
    numberOfEmployees: values.numberOfEmployees ?? 'C050',
    country: values.country ?? language(lang).country,
    businessType: values.businessType ?? 'MAKEUP',
    websiteUrl: values.websiteUrl ?? '',
  };
  const person = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
  };
  const errors = fieldErrors([
    ...(signedIn
      ? []
      : ([
          ['firstName', required(person.firstName), 'account:errors.required'],
          ['lastName', required(person.lastName), 'account:errors.required'],
          ['email', isEmail(person.email), 'account:errors.email'],
        ] as [string, boolean, string][])),
    ['customerName', required(business.customerName), 'account:errors.required'],
    ['phone', phoneOk(business.phone), 'account:errors.phone'],
    ['websiteUrl', websiteOk(business.websiteUrl), 'account:errors.website'],
  ]);
  if (Object.keys(errors).length) return again(values, errors);
  const attribution = readAttribution(c.req.header('cookie'));
  const answer = await postCall(
    c,
    '/subscription/create-trial.action',
    trialRequestBody({
      business,
      person: signedIn ? null : person,
      notify: values.isNotificationEnabled === 'on' || values.isNotificationEnabled === 'true',
      languageType: language(lang).code3,
      solution,
      functionType: functionTypeOf(solution),
      attribution,
    }),
    CreateTrialAnswer,
  );
  if (!answer.ok) {
    if (answer.error === 'email_exists')
      return again(values, { email: { key: 'account:errors.emailTakenTrial' } });
    if (answer.error === 'business_name_exists') {
      return again(values, { customerName: { key: 'account:errors.businessTaken' } });
    }
    if (answer.error === 'trial_exists' || answer.error === 'subscription_exists') {
      return again(values, {}, { key: 'account:trial.exists' }, 409);
    }
    return failure(values, answer);
  }
  const cookies = [...answer.cookies, signInFlag(args)];
  if (answer.data.approvalStatus === 'SUBMITTED') {
    return { kind: 'redirect', location: href(lang, 'signup-confirmed'), cookies };
  }
  if (attribution.bypassApproval[solution] === true) {
    return { kind: 'redirect', location: answer.data.redirectUrl, cookies };
  }
  const target = signedIn
    ? (data.consoles[solution] ?? href(lang, 'user-home'))
    : href(lang, 'free-trial-success');
  return { kind: 'redirect', location: target, cookies };
};

export const ACCOUNT_FORM_ACTIONS: Record<string, FormAction> = {
  'sign-in': signIn,
  'forgot-password': forgotPassword,
  'reset-password': passwordAction('RESET'),
  'setup-password': passwordAction('SETUP'),
  'verify-email': verifyEmail,
  'free-trial': freeTrial,
};
