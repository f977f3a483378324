import { serialize } from 'hono/utils/cookie';
import { z } from 'zod';
import { signInContinuation, signInTarget } from '../../shared/account/next';
import type { FreeTrialData, PasswordData, SignInData, SignUpData } from '../../shared/account/pages';
import {
  PAYMENT_TYPE_COOKIE,
  SIGN_IN_FLAG_COOKIE,
  SIGN_IN_FLAG_MAX_AGE,
} from '../../shared/account/sign-in-flag';
import {
  personBusinessKeys,
  type SignUpValues,
  signUpErrorKeys,
  signUpRequestBody,
} from '../../shared/account/sign-up';
import { type BusinessValues, trialRequestBody } from '../../shared/account/trial';
import { codeOk, isEmail, passwordOk, required } from '../../shared/account/validate';
import { readAttribution } from '../../shared/attribution';
import { language } from '../../shared/languages';
import { href } from '../../shared/routes';
import { SignInAnswer } from '../../shared/smb/auth';
import { functionTypeOf, SIGN_UP_DEFAULTS, SOLUTION_TYPES, type SolutionType } from '../../shared/smb/rules';
import { CreateSubscriptionAnswer, CreateTrialAnswer } from '../../shared/smb/subscription';
import { again, done, failure, fieldErrors, postCall } from './calls';
import type { FormAction, FormActionArgs, FormErrors, FormResult } from './types';

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
    'auth.signIn',
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
  const answer = await postCall(c, 'account.forgotPassword', { email }, anyAnswer);
  if (!answer.ok) return failure(values, answer);
  return done(values);
};

const passwordAction = (passwordType: PasswordData['passwordType']): FormAction => {
  const key = passwordType === 'RESET' ? 'account.resetPassword' : 'account.setupPassword';
  return async ({ c, values, url }) => {
    const code = (values.code ?? url.searchParams.get('code') ?? '').trim();
    const password = values.password ?? '';
    const errors = fieldErrors([
      ['code', codeOk(code), 'account:errors.code'],
      ['password', passwordOk(password), 'account:errors.password'],
      ['confirm', values.confirm === password, 'account:errors.confirm'],
    ]);
    if (Object.keys(errors).length) return again(values, errors);
    const answer = await postCall(c, key, { code, password }, anyAnswer);
    if (!answer.ok) {
      if (answer.error === 'code_expired' || answer.error === 'invalid_code') {
        const text =
          answer.error === 'code_expired' ? 'account:password.linkExpired' : 'account:password.expired';
        return again(values, { code: { key: text } }, undefined, 410);
      }
      return failure(values, answer);
    }
    return done();
  };
};

const verifyEmail: FormAction = async ({ c, values }) => {
  if (values.intent === 'resend') return resendVerifyEmail(c);
  const code = (values.code ?? '').trim();
  if (!codeOk(code)) return again(values, { code: { key: 'account:errors.code' } });
  const answer = await postCall(c, 'account.verifyEmail', { code }, anyAnswer);
  if (!answer.ok) {
    if (answer.status === 400) {
      const text = answer.error === 'code_expired' ? 'account:verify.expired' : 'account:verify.invalid';
      return again(values, { code: { key: text } });
    }
    return failure(values, answer, { 401: { key: 'account:verify.signedOut' } });
  }
  return done();
};

/**
 * "Send a new code" on the verify page without script (issue 41, decision 0343): the same call as the
 * page's button; the page shows the notice, or why not (signed out, already verified, the limit).
 */
async function resendVerifyEmail(c: FormActionArgs['c']): Promise<FormResult> {
  const answer = await postCall(c, 'account.resendVerifyEmail', {}, anyAnswer);
  if (!answer.ok) {
    if (answer.status === 409) return done();
    return failure({}, answer, { 401: { key: 'account:verify.signedOut' } });
  }
  return {
    kind: 'page',
    status: 200,
    state: { values: {}, errors: {}, notice: { key: 'account:verify.resent' } },
  };
}

/** spec 000 §4: the trial's outcome by approvalStatus, without the browser's analytics steps. */
const freeTrial: FormAction = async (args) => {
  const { c, values, lang } = args;
  const data = (await args.pageData()) as FreeTrialData;
  const signedIn = data.summary !== null;
  const solution = (SOLUTION_TYPES as readonly string[]).includes(values.solutionType ?? '')
    ? (values.solutionType as SolutionType)
    : data.solutionType;
  const business = businessOf(values, lang);
  const person = {
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
  };
  const keys = personBusinessKeys({ ...person, ...business });
  // Signed in, the account exists: only the business part is asked for.
  if (signedIn) for (const f of ['firstName', 'lastName', 'email']) delete keys[f];
  const errors = accountKeys(keys);
  if (Object.keys(errors).length) return again(values, errors);
  const attribution = readAttribution(c.req.header('cookie'));
  const answer = await postCall(
    c,
    'subscription.createTrial',
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
    : `${href(lang, 'free-trial-success')}?${new URLSearchParams({ email: person.email.trim() })}`;
  return { kind: 'redirect', location: target, cookies };
};

/** account-namespace keys → form messages. */
function accountKeys(
  keys: Record<string, string | { key: string; vars?: Record<string, number> }>,
): FormErrors {
  const out: FormErrors = {};
  for (const [field, k] of Object.entries(keys)) {
    out[field] = typeof k === 'string' ? { key: `account:${k}` } : { key: `account:${k.key}`, vars: k.vars };
  }
  return out;
}

/** The person, business and plan fields of a posted form (checkboxes post `on`). */
function businessOf(values: Record<string, string>, lang: FormActionArgs['lang']): BusinessValues {
  return {
    customerName: values.customerName ?? '',
    phone: values.phone ?? '',
    numberOfEmployees: values.numberOfEmployees ?? 'C050',
    country: values.country ?? language(lang).country,
    businessType: values.businessType ?? 'MAKEUP',
    websiteUrl: values.websiteUrl ?? '',
  };
}

/** spec 000 §2 sign-up: the same checks and create-subscription call as the hydrated page. */
const signUp: FormAction = async (args) => {
  const { c, values, lang } = args;
  const data = (await args.pageData()) as SignUpData;
  const v: SignUpValues = {
    person: {
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      password: values.password ?? '',
    },
    business: businessOf(values, lang),
    solution: SOLUTION_TYPES.find((s) => s === values.solutionType) ?? data.solutionType,
    recurring: values.recurringType ?? data.recurringType ?? SIGN_UP_DEFAULTS.recurringType,
    licenses: values.numberOfLicenses ?? String(data.numberOfLicenses ?? SIGN_UP_DEFAULTS.numberOfLicenses),
    addons: values.addonsQuantity ?? String(SIGN_UP_DEFAULTS.addonsQuantity),
    notify: values.isNotificationEnabled === 'on',
    agree: values.agreeTerms === 'on',
  };
  const errors = accountKeys(signUpErrorKeys(v));
  if (Object.keys(errors).length) return again(values, errors);
  const body = signUpRequestBody(
    v,
    data,
    lang,
    language(lang).code3,
    readAttribution(c.req.header('cookie')),
  );
  const answer = await postCall(c, 'subscription.createSubscription', body, CreateSubscriptionAnswer);
  if (!answer.ok) {
    if (answer.error === 'email_exists')
      return again(values, { email: { key: 'account:errors.emailTaken' } });
    if (answer.error === 'business_name_exists') {
      return again(values, { customerName: { key: 'account:errors.businessTaken' } });
    }
    return failure(values, answer, { 426: { key: 'account:signUp.signedIn' } });
  }
  const secure = c.get('config').ENVIRONMENT === 'production';
  // spec 000 §4 "Subscription creation": the payment type is stored in a cookie.
  const payment = serialize(PAYMENT_TYPE_COOKIE, answer.data.paymentType, {
    path: '/',
    sameSite: 'Lax',
    secure,
    maxAge: 86_400,
  });
  return {
    kind: 'redirect',
    location: answer.data.redirectUrl || href(lang, 'verify-email'),
    cookies: [...answer.cookies, signInFlag(args), payment],
  };
};

export const ACCOUNT_FORM_ACTIONS: Record<string, FormAction> = {
  'sign-in': signIn,
  'forgot-password': forgotPassword,
  'reset-password': passwordAction('RESET'),
  'setup-password': passwordAction('SETUP'),
  'verify-email': verifyEmail,
  'free-trial': freeTrial,
  'sign-up': signUp,
};
