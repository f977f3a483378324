import { z } from 'zod';
import { addonsMax, SIGN_UP_DEFAULTS } from './rules';

export {
  addonsMax,
  affiliationTrialDays,
  DEFAULT_TRIAL_DAYS,
  defaultTrialDays,
  SHORT_TRIAL_DAYS,
  SIGN_UP_DEFAULTS,
  type TrialAffiliation,
  trialEnd,
} from './rules';

import { AffiliationCodeSchema } from './aff';
import {
  ApprovalStatusSchema,
  BusinessNameSchema,
  BusinessTypeSchema,
  CheckResultSchema,
  CountrySchema,
  CurrencyTypeSchema,
  EmailSchema,
  FunctionTypeSchema,
  NumberOfEmployeesSchema,
  PasswordSchema,
  PersonNameSchema,
  PhoneSchema,
  PlatformSchema,
  RecurringTypeSchema,
  ResponseTypeSchema,
  SolutionTypeSchema,
  SourceUtmSchema,
  WebsiteSchema,
} from './common';
import { LanguageTypeSchema } from './content';

/** Contracts of the /subscription calls (spec 000 §7) and the trial-length rule (spec 000 §9). */

// ─── Checks ──────────────────────────────────────────────────────────────────────────────────────

/** POST `subscription.checkWhitelist` — whitelisted e-mails get trials without approval. */
export const CheckWhitelistRequest = z.strictObject({ email: EmailSchema });
export const CheckWhitelistAnswer = z.object({ email: z.string(), isWhitelisted: z.boolean() });

/**
 * POST `subscription.checkTrial` and `subscription.checkSubscription` (spec 000 §4).
 * Also the business-user checks (paths not shown; defined: `subscription.checkBusinessTrial`,
 * `subscription.checkBusinessSubscription`), which require a session instead of answering `form`.
 */
export const CheckRequest = z.strictObject({
  functionType: FunctionTypeSchema.optional(),
  solutionType: SolutionTypeSchema.optional(),
});
export type CheckRequest = z.infer<typeof CheckRequest>;
export const CheckAnswer = z.object({ result: CheckResultSchema, solutionType: SolutionTypeSchema });
export type CheckAnswer = z.infer<typeof CheckAnswer>;

// ─── POST `subscription.createTrial` ──────────────────────────────────────────────────────

/**
 * spec 000 §3 Trial creation request. Signed in: customer carries only functionType (the account's
 * customer gets the trial). Signed out (docs/architecture.md "Account life cycle"): the trial form also carries the
 * account and the business, and the origin creates account (no password), customer and trial.
 */
export const TrialAccountSchema = z.strictObject({
  email: EmailSchema,
  firstName: PersonNameSchema.min(1),
  lastName: PersonNameSchema.min(1),
  languageType: LanguageTypeSchema.default('enu'),
  isNotificationEnabled: z.boolean().default(false),
});

export const TrialCustomerSchema = z.strictObject({
  functionType: FunctionTypeSchema,
  customerName: BusinessNameSchema.optional(),
  phone: PhoneSchema.optional(),
  numberOfEmployees: NumberOfEmployeesSchema.optional(),
  country: CountrySchema.optional(),
  businessType: BusinessTypeSchema.default('MAKEUP'),
  websiteUrl: WebsiteSchema.optional(),
});

export const CreateTrialRequest = z.strictObject({
  customer: TrialCustomerSchema,
  account: TrialAccountSchema.optional(),
  solutionType: SolutionTypeSchema.optional(),
  sourceUtm: SourceUtmSchema.optional(),
  affiliationCode: AffiliationCodeSchema.optional(),
  responseType: ResponseTypeSchema.optional(),
});
export type CreateTrialRequest = z.infer<typeof CreateTrialRequest>;

export const CreateTrialAnswer = z.object({
  approvalStatus: ApprovalStatusSchema,
  redirectUrl: z.string(),
  customerId: z.number().int(),
});
export type CreateTrialAnswer = z.infer<typeof CreateTrialAnswer>;

/** POST `subscription.completeTrial` (path not shown; defined): the auto free trial of a signed-in account. */
export const CompleteTrialRequest = z.strictObject({
  functionType: FunctionTypeSchema,
  solutionType: SolutionTypeSchema.optional(),
  affiliationCode: AffiliationCodeSchema.optional(),
});

// ─── POST `subscription.createSubscription` ───────────────────────────────────────────────

/** spec 000 §3 Sign-up payload. Paid sign-up is for ESSENTIAL and PREMIUM; trials use create-trial. */
export const SignUpPayload = z
  .strictObject({
    account: z.strictObject({
      languageType: LanguageTypeSchema.default('enu'),
      email: EmailSchema,
      password: PasswordSchema,
      firstName: PersonNameSchema.min(1),
      lastName: PersonNameSchema.min(1),
      isNotificationEnabled: z.boolean().default(false),
    }),
    customer: z.strictObject({
      customerName: BusinessNameSchema,
      phone: PhoneSchema.optional(),
      numberOfEmployees: NumberOfEmployeesSchema.optional(),
      country: CountrySchema,
      businessType: BusinessTypeSchema.default('MAKEUP'),
      websiteUrl: WebsiteSchema.optional(),
      functionType: FunctionTypeSchema,
    }),
    solutionType: SolutionTypeSchema,
    agreeTerms: z.literal(true),
    subscriptionType: z.enum(['ESSENTIAL', 'PREMIUM']).default(SIGN_UP_DEFAULTS.subscriptionType),
    recurringType: RecurringTypeSchema.default(SIGN_UP_DEFAULTS.recurringType),
    language: z.string().max(10).optional(),
    currencyType: CurrencyTypeSchema.default(SIGN_UP_DEFAULTS.currencyType),
    referralCode: z.string().trim().max(50).optional(),
    affiliationCode: AffiliationCodeSchema.optional(),
    /** Marketing values kept on the device (spec 000 §3): promo type and coupon. */
    pt: z.string().max(50).optional(),
    cp: z.string().max(50).optional(),
    platform: PlatformSchema.optional(),
    paymentType: z.enum(['CARD', 'INVOICE', 'LOCAL']).optional(),
    numberOfLicenses: z.number().int().min(1).max(20).default(SIGN_UP_DEFAULTS.numberOfLicenses),
    addonsQuantity: z.number().int().min(0).max(20).default(SIGN_UP_DEFAULTS.addonsQuantity),
    addonsMaxQuantity: z.number().int().min(0).max(20).optional(),
    /** spec 000 §3: 0 when notifications are enabled, otherwise 1. */
    optout: z.union([z.literal(0), z.literal(1)]).optional(),
    responseType: ResponseTypeSchema.default('json'),
  })
  .refine((p) => p.addonsQuantity <= addonsMax(p.customer.functionType, p.numberOfLicenses), {
    message: 'too many add-ons for this number of licenses',
    path: ['addonsQuantity'],
  });
export type SignUpPayload = z.infer<typeof SignUpPayload>;

/** Payment belongs to the vendor's provider; the embedded origin completes it at once (LOCAL) and says so. */
export const CreateSubscriptionAnswer = z.object({
  paymentType: z.string(),
  redirectUrl: z.string().nullable(),
  paymentCompleted: z.boolean().optional(),
});
export type CreateSubscriptionAnswer = z.infer<typeof CreateSubscriptionAnswer>;

/** spec 000 §3 Checkout analytics payload (pushed to the data layer by the browser). */
export const CheckoutAnalyticsPayload = z.object({
  stripeCustomerId: z.string(),
  priceId: z.string(),
  solutionType: SolutionTypeSchema,
  subscriptionType: z.string(),
  currencyType: z.string(),
  recurringType: z.string(),
  numberOfLicenses: z.number(),
});

// ─── POST `subscription.switchSolution` (path not shown; defined) ─────────────────────────

/** spec 000 §4 "Entering a console": the solution is switched for the customer, then the console opens. */
export const SwitchSolutionRequest = z.strictObject({
  customerId: z.number().int().positive(),
  solutionType: SolutionTypeSchema,
});
export const SwitchSolutionAnswer = z.object({ status: z.literal('success'), redirectUrl: z.string() });
export type SwitchSolutionAnswer = z.infer<typeof SwitchSolutionAnswer>;
