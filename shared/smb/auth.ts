import { z } from 'zod';
import {
  BusinessNameSchema,
  CustomerTypeSchema,
  EmailSchema,
  FunctionTypeSchema,
  InstantSchema,
  NextPathSchema,
  RecaptchaSchema,
  RecurringTypeSchema,
  ResponseTypeSchema,
  SolutionTypeSchema,
  SubscriptionTypeSchema,
} from './common';
import { LanguageTypeSchema } from './content';
import { isActive } from './rules';

/** Contracts of the /auth calls (spec 000 §7) and the account summary (spec 000 §3). */

// ─── Account summary: GET `auth.auth` ──────────────────────────────────────────────────────

export const AccountSchema = z.object({
  email: z.string(),
  imageUrl: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  languageType: LanguageTypeSchema,
});
export type Account = z.infer<typeof AccountSchema>;

export const CustomerSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  customerType: CustomerTypeSchema,
  businessType: z.string(),
  functionType: FunctionTypeSchema.nullable(),
  country: z.string().nullable(),
});
export type Customer = z.infer<typeof CustomerSchema>;

/** spec 000 §3 Subscription. trialPlan: the subscription type is a trial type. */
export const SubscriptionSchema = z.object({
  customerId: z.number().int(),
  solutionType: SolutionTypeSchema,
  subscriptionType: SubscriptionTypeSchema,
  recurringType: RecurringTypeSchema.nullable(),
  trialPlan: z.boolean(),
  isOverdue: z.boolean(),
  endTime: InstantSchema,
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** spec 000 §3 Related customer: a customer the account belongs to; email is the customer owner's. */
export const RelatedCustomerSchema = z.object({
  customerId: z.number().int(),
  customerName: z.string(),
  email: z.string(),
});
export type RelatedCustomer = z.infer<typeof RelatedCustomerSchema>;

export const AccountSummarySchema = z.object({
  account: AccountSchema,
  customer: CustomerSchema.nullable(),
  subscriptions: z.array(SubscriptionSchema),
  relatedCustomers: z.array(RelatedCustomerSchema),
});
export type AccountSummary = z.infer<typeof AccountSummarySchema>;

// ─── POST `auth.signIn` ───────────────────────────────────────────────────────────────────

/** spec 000 §3 Sign-in request. domain: the site host the visitor signed in on (informational). */
export const SignInRequest = z.strictObject({
  email: EmailSchema,
  password: z.string().min(1).max(128),
  recaptcha: RecaptchaSchema.optional(),
  customerType: CustomerTypeSchema.optional(),
  next: NextPathSchema.optional(),
  functionType: FunctionTypeSchema.optional(),
  responseType: ResponseTypeSchema.optional(),
  domain: z.string().max(253).optional(),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

/** Where to go after signing in (spec 000 §4 "After sign-in"), with the summary for the header. */
export const SignInAnswer = z.object({
  redirectUrl: z.string(),
  summary: AccountSummarySchema,
});
export type SignInAnswer = z.infer<typeof SignInAnswer>;

// ─── POST `auth.signInByToken` (path not shown in the spec; defined here) ────────────────

/** spec 000 §2 in-app sign-in: the host app's one-time token is exchanged for a session. */
export const TokenSignInRequest = z.strictObject({
  token: z
    .string()
    .min(16)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
  recaptcha: RecaptchaSchema.optional(),
  customerType: CustomerTypeSchema.default('SMB'),
  functionType: FunctionTypeSchema.default('SKINCARE_PRO'),
  responseType: ResponseTypeSchema.optional(),
  next: NextPathSchema.optional(),
});
export type TokenSignInRequest = z.infer<typeof TokenSignInRequest>;

export const TokenSignInAnswer = z.object({ redirectUrl: z.string() });
export type TokenSignInAnswer = z.infer<typeof TokenSignInAnswer>;

// ─── Checks and switching ────────────────────────────────────────────────────────────────────────

/** POST `auth.checkEmail` — spec 000 §5: uniqueness is checked before sign-up. */
export const CheckEmailRequest = z.strictObject({ email: EmailSchema });
export const CheckEmailAnswer = z.object({ email: z.string(), isExisting: z.boolean() });
export type CheckEmailAnswer = z.infer<typeof CheckEmailAnswer>;

/** POST `auth.checkBusinessName` */
export const CheckBusinessNameRequest = z.strictObject({ businessName: BusinessNameSchema });
export const CheckBusinessNameAnswer = z.object({ businessName: z.string(), isExisting: z.boolean() });
export type CheckBusinessNameAnswer = z.infer<typeof CheckBusinessNameAnswer>;

/** POST `auth.switchAccountCustomer` — the customer the account acts for from now on. */
export const SwitchAccountCustomerRequest = z.strictObject({ customerId: z.number().int().positive() });
export const SwitchAccountCustomerAnswer = z.object({
  status: z.literal('success'),
  summary: AccountSummarySchema,
});

/** GET `auth.signOut` */
export const SignOutAnswer = z.object({ status: z.literal('success') });

// ─── After sign-in (spec 000 §4) ─────────────────────────────────────────────────────────────────

/** spec 000 §4 / §9: grace period for the after-sign-in redirect. */
export const AFTER_SIGN_IN_GRACE_DAYS = 30;
const DAY_MS = 86_400_000;

export type AfterSignIn =
  | { kind: 'home' }
  | { kind: 'console'; solutionType: Subscription['solutionType'] }
  | { kind: 'management' };

export { isActive };

/**
 * spec 000 §4 "After sign-in": internal support accounts → management app; exactly one active
 * subscription and no overdue one that ended less than 30 days ago → that solution's console;
 * otherwise the user's home.
 */
export function afterSignIn(
  summary: Pick<AccountSummary, 'account' | 'subscriptions'>,
  now: Date,
  supportDomain: string,
): AfterSignIn {
  if (supportDomain && summary.account.email.toLowerCase().endsWith(`@${supportDomain.toLowerCase()}`)) {
    return { kind: 'management' };
  }
  const active = summary.subscriptions.filter((s) => isActive(s, now));
  const recentlyLapsed = summary.subscriptions.some(
    (s) => !isActive(s, now) && now.getTime() - Date.parse(s.endTime) < AFTER_SIGN_IN_GRACE_DAYS * DAY_MS,
  );
  const [only] = active;
  if (active.length === 1 && only && !recentlyLapsed)
    return { kind: 'console', solutionType: only.solutionType };
  return { kind: 'home' };
}
