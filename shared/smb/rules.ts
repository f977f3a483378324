/**
 * The vocabulary and pure rules of the account-side contracts (spec 000 §3, §4, §9) without zod, so the
 * browser's account pages can use them without loading the schema library (DEVELOPERS.md: small client
 * JS). common.ts, subscription.ts, auth.ts and aff.ts build their schemas from these and re-export them.
 */

// ─── Enumerations (spec 000 §3) ──────────────────────────────────────────────────────────────────

export const FUNCTION_TYPES = ['MAKEUP', 'EYEWEAR', 'SKINCARE_PRO'] as const;
export type FunctionType = (typeof FUNCTION_TYPES)[number];

/** spec 000 §2 entrance page: this is also the display order of solutions. */
export const SOLUTION_TYPES = ['SKIN_ANALYSIS', 'AESTHETIC_SIMULATION', 'MAKEUP', 'EYEWEAR'] as const;
export type SolutionType = (typeof SOLUTION_TYPES)[number];

export const SUBSCRIPTION_TYPES = [
  'PREMIUM_TRIAL',
  'ESSENTIAL_TRIAL',
  'ESSENTIAL',
  'PREMIUM',
  'ENTERPRISE',
] as const;
export type SubscriptionType = (typeof SUBSCRIPTION_TYPES)[number];

/** spec 000 §3: each trial type is flagged as trial. */
export const TRIAL_SUBSCRIPTION_TYPES: readonly SubscriptionType[] = ['PREMIUM_TRIAL', 'ESSENTIAL_TRIAL'];
export const isTrialType = (t: SubscriptionType): boolean => TRIAL_SUBSCRIPTION_TYPES.includes(t);

export const RECURRING_TYPES = ['MONTH', 'QUARTER', 'ANNUAL'] as const;

/** spec 000 §3 sign-up payload: businessType defaults to MAKEUP. */
export const BUSINESS_TYPES = ['MAKEUP', 'EYEWEAR', 'SKINCARE', 'RETAIL', 'AGENCY', 'OTHER'] as const;

/** spec 000 §5: the free-trial solution is MAKEUP for MAKEUP/EYEWEAR, else SKIN_ANALYSIS (spec-rulings 8). */
export function trialSolutionFor(
  functionType: FunctionType | undefined,
  solutionType?: SolutionType,
): SolutionType {
  if (solutionType) return solutionType;
  return functionType === 'MAKEUP' || functionType === 'EYEWEAR' ? 'MAKEUP' : 'SKIN_ANALYSIS';
}

/** The function type a solution is sold under (spec 000 §1). */
export function functionTypeOf(solution: SolutionType): FunctionType {
  return solution === 'SKIN_ANALYSIS' || solution === 'AESTHETIC_SIMULATION' ? 'SKINCARE_PRO' : solution;
}

/** spec 000 §3 employee size codes. */
export const EMPLOYEE_SIZE_CODES = {
  C050: 'R_1_50',
  C100: 'R_51_100',
  C200: 'R_101_200',
  C300: 'R_201_300',
  C301500: 'R_301_500',
  C999: 'R_501_999',
} as const;

// ─── Sign-up (spec 000 §4, §9) ───────────────────────────────────────────────────────────────────

/** spec 000 §4 / §9: sign-up defaults. */
export const SIGN_UP_DEFAULTS = {
  subscriptionType: 'PREMIUM',
  currencyType: 'USD',
  recurringType: 'ANNUAL',
  numberOfLicenses: 3,
  addonsQuantity: 0,
} as const;

/** spec 000 §9: add-on maximum is 20 minus the licenses for SKINCARE_PRO, 6 otherwise. */
export const addonsMax = (functionType: string, licenses: number): number =>
  functionType === 'SKINCARE_PRO' ? Math.max(0, 20 - licenses) : 6;

// ─── Trial length (spec 000 §9) ──────────────────────────────────────────────────────────────────

export const DEFAULT_TRIAL_DAYS = 30;
/** spec 000 §9: 14 days for the skincare solutions. */
export const SHORT_TRIAL_DAYS = 14;
const DAY_MS = 86_400_000;

export const defaultTrialDays = (solution: SolutionType): number =>
  solution === 'SKIN_ANALYSIS' || solution === 'AESTHETIC_SIMULATION' ? SHORT_TRIAL_DAYS : DEFAULT_TRIAL_DAYS;

export type TrialAffiliation = { extensionDays: number | null; fixedEndDate: string | null };

/**
 * The end of a trial starting at `start`: the solution's default length, or the affiliation's
 * extensionDays, else the days until its fixedEndDate — never past fixedEndDate (spec 000 §9).
 */
export function trialEnd(solution: SolutionType, start: Date, affiliation?: TrialAffiliation | null): Date {
  const fixed = affiliation?.fixedEndDate ? Date.parse(affiliation.fixedEndDate) : null;
  let end = start.getTime() + defaultTrialDays(solution) * DAY_MS;
  if (affiliation) {
    if (affiliation.extensionDays != null) end = start.getTime() + affiliation.extensionDays * DAY_MS;
    else if (fixed != null) end = fixed;
  }
  if (fixed != null && end > fixed) end = fixed;
  return new Date(end);
}

/** spec 000 §9: the trial length shown for an affiliation. */
export function affiliationTrialDays(affiliation: TrialAffiliation, now: Date): number | null {
  if (affiliation.extensionDays != null) return affiliation.extensionDays;
  if (affiliation.fixedEndDate)
    return Math.max(0, Math.ceil((Date.parse(affiliation.fixedEndDate) - now.getTime()) / DAY_MS));
  return null;
}

// ─── Subscriptions (spec 000 §2, §4) ─────────────────────────────────────────────────────────────

/** A subscription is active when it is not overdue and its end time is in the future (docs/architecture.md "Account life cycle"). */
export const isActive = (s: { isOverdue: boolean; endTime: string }, now: Date): boolean =>
  !s.isOverdue && Date.parse(s.endTime) > now.getTime();

// ─── Affiliations (spec 000 §3) ──────────────────────────────────────────────────────────────────

/**
 * spec 000 §3: the two codes the client knows without asking (BWO2025: 30 days, fixed end, new users
 * only, bypasses approval; BWOS2025: 60 days, earlier end). Their dates live on the server.
 */
export const KNOWN_AFFILIATIONS = {
  BWO2025: { extensionDays: 30, onlyNewUser: true, isBypassApproval: true, solutionType: 'SKIN_ANALYSIS' },
  BWOS2025: { extensionDays: 60, onlyNewUser: false, isBypassApproval: false, solutionType: 'SKIN_ANALYSIS' },
} as const;
