import { z } from 'zod';
import { isCommonPassword } from '../account/common-passwords';
import { safeNextPath } from '../account/next';
import { WEAK_PASSWORD_MESSAGE } from '../account/weak-password';
import {
  BUSINESS_TYPES,
  EMPLOYEE_SIZE_CODES,
  FUNCTION_TYPES,
  RECURRING_TYPES,
  SOLUTION_TYPES,
  SUBSCRIPTION_TYPES,
} from './rules';

export {
  BUSINESS_TYPES,
  EMPLOYEE_SIZE_CODES,
  FUNCTION_TYPES,
  functionTypeOf,
  isTrialType,
  RECURRING_TYPES,
  SOLUTION_TYPES,
  SUBSCRIPTION_TYPES,
  TRIAL_SUBSCRIPTION_TYPES,
  trialSolutionFor,
} from './rules';

/**
 * Vocabulary shared by the account-side calls (spec 000 §3): function, solution, subscription and
 * recurring types, field rules for people and businesses, and the error body every call answers with.
 */

export { SmbErrorBody } from './content';

// ─── Enumerations (spec 000 §3) ──────────────────────────────────────────────────────────────────

export const FunctionTypeSchema = z.enum(FUNCTION_TYPES);
export type FunctionType = z.infer<typeof FunctionTypeSchema>;

export const SolutionTypeSchema = z.enum(SOLUTION_TYPES);
export type SolutionType = z.infer<typeof SolutionTypeSchema>;

export const SubscriptionTypeSchema = z.enum(SUBSCRIPTION_TYPES);
export type SubscriptionType = z.infer<typeof SubscriptionTypeSchema>;

export const RecurringTypeSchema = z.enum(RECURRING_TYPES);
export type RecurringType = z.infer<typeof RecurringTypeSchema>;

export const PLATFORMS = ['STANDARD'] as const;
export const PlatformSchema = z.enum(PLATFORMS);

/** spec 000 §3: customer type sent on token sign-in. */
export const CustomerTypeSchema = z.enum(['SMB']);

export const BusinessTypeSchema = z.enum(BUSINESS_TYPES);

/** How the client wants the answer: JSON (the site) or a redirect (plain form posts). */
export const ResponseTypeSchema = z.enum(['json', 'redirect']);

export const CURRENCY_TYPES = ['USD', 'EUR', 'JPY', 'TWD', 'CNY', 'KRW', 'GBP'] as const;
export const CurrencyTypeSchema = z.enum(CURRENCY_TYPES);

/** spec 000 §4 "Trial creation by approvalStatus". */
export const APPROVAL_STATUSES = ['APPROVED', 'SUBMITTED', 'REJECTED'] as const;
export const ApprovalStatusSchema = z.enum(APPROVAL_STATUSES);
export type ApprovalStatus = z.infer<typeof ApprovalStatusSchema>;

/** spec 000 §4: the free-trial and subscription check results. */
export const CheckResultSchema = z.enum(['existed', 'expired', 'form', 'ok']);
export type CheckResult = z.infer<typeof CheckResultSchema>;

// ─── Employee sizes (spec 000 §3) ────────────────────────────────────────────────────────────────

export type EmployeeSizeCode = keyof typeof EMPLOYEE_SIZE_CODES;
export type EmployeeRange = (typeof EMPLOYEE_SIZE_CODES)[EmployeeSizeCode];
export const EmployeeSizeCodeSchema = z.enum(Object.keys(EMPLOYEE_SIZE_CODES) as [EmployeeSizeCode]);
export const EmployeeRangeSchema = z.enum(Object.values(EMPLOYEE_SIZE_CODES) as [EmployeeRange]);

/** Forms send the size code (C050…) or the range itself (R_1_50…); both map to the range. */
export const NumberOfEmployeesSchema = z
  .union([EmployeeSizeCodeSchema, EmployeeRangeSchema])
  .transform(
    (v): EmployeeRange =>
      v in EMPLOYEE_SIZE_CODES ? EMPLOYEE_SIZE_CODES[v as EmployeeSizeCode] : (v as EmployeeRange),
  );

/** spec 000 §3: sizes above 200 count as the larger-company group. */
export const isLargerCompany = (range: EmployeeRange): boolean =>
  range === 'R_201_300' || range === 'R_301_500' || range === 'R_501_999';

// ─── Field rules ─────────────────────────────────────────────────────────────────────────────────

/** E-mail: trimmed, lower-cased (one account per mailbox), RFC 5321's 254-character ceiling. */
export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((e) => e.toLowerCase());

/**
 * Passwords: 8–128 characters. The upper bound keeps the key-derivation input small; no composition
 * rules (NIST SP 800-63B), the length does the work.
 */
/** spec 000 §3: 8–128 characters; and not one of the commonest leaked passwords (decision 0216). */
export const PasswordSchema = z
  .string()
  .min(8, 'at least 8 characters')
  .max(128)
  .refine((p) => !isCommonPassword(p), WEAK_PASSWORD_MESSAGE);

export const PersonNameSchema = z.string().trim().max(100);
export const BusinessNameSchema = z.string().trim().min(1).max(150);
export const PhoneSchema = z
  .string()
  .trim()
  .max(40)
  .regex(/^[0-9+()\-.\s]*$/, 'digits, spaces and + ( ) - .');
/** ISO 3166-1 alpha-2. */
export const CountrySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((c) => c.toUpperCase());
export const WebsiteSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(https?:\/\/)?[^\s/$.?#][^\s]*$/i, 'a web address');
/**
 * A site-relative path to continue to after sign-in; never another origin (no open redirect). Checked
 * and normalised by shared/account/next.ts (normalise, then check — decision 0214); the parsed value is
 * the normalised path, so `/a/../b` arrives as `/b` and `/.//evil.example` is refused.
 */
export const NextPathSchema = z
  .string()
  .max(500)
  .regex(/^\//, 'a path on this site')
  .refine((v) => safeNextPath(v) !== null, 'a path on this site')
  .transform((v) => safeNextPath(v) ?? '/');
/** Bot-protection token; the embedded origin does not verify it (decision 0034). */
export const RecaptchaSchema = z.string().max(4000);
/** Codes mailed by the origin (verify-email, setup/reset password). */
export const CodeSchema = z
  .string()
  .trim()
  .min(6)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _');

/** spec 000 §3 UTM data; spec 000 §5: empty unless both utm_source and utm_medium exist. */
export const SourceUtmSchema = z
  .strictObject({
    utm_source: z.string().max(200).optional(),
    utm_medium: z.string().max(200).optional(),
    utm_campaign: z.string().max(200).optional(),
    utm_content: z.string().max(200).optional(),
    utm_id: z.string().max(200).optional(),
    utm_term: z.string().max(200).optional(),
  })
  .transform((u) => (u.utm_source && u.utm_medium ? u : {}));
export type SourceUtm = z.infer<typeof SourceUtmSchema>;

/** Simple status answer of calls whose success carries no data. */
export const StatusAnswer = z.object({ status: z.literal('success') });
export type StatusAnswer = z.infer<typeof StatusAnswer>;

/** An ISO-8601 instant as the origin writes it. */
export const InstantSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
