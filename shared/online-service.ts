import { ONLINE_SERVICES } from './route-table/content';
import type { FunctionType, SolutionType } from './smb/common';

/** Online-service solutions (spec 001 §2.2, §3.1 "Solution entries", spec 000 §2). */
export type OnlineService = (typeof ONLINE_SERVICES)[number];
export type OnlineServiceView = 'features' | 'plan';

/** spec 001 §3.1: each online service's function type and solution type. */
export const ONLINE_SERVICE_TYPES: Record<
  OnlineService,
  { functionType: FunctionType; solutionType: SolutionType }
> = {
  makeup: { functionType: 'MAKEUP', solutionType: 'MAKEUP' },
  'eye-wear': { functionType: 'EYEWEAR', solutionType: 'EYEWEAR' },
  'skincare-pro': { functionType: 'SKINCARE_PRO', solutionType: 'SKIN_ANALYSIS' },
  'aesthetic-simulation': { functionType: 'SKINCARE_PRO', solutionType: 'AESTHETIC_SIMULATION' },
};

/**
 * spec 001 §6 / 000 §5: the China domain's online-service list has no aesthetic option (decision 0082:
 * its page is a 404 there).
 */
export function onlineServicesFor(domain: string): readonly OnlineService[] {
  return domain === 'china' ? ONLINE_SERVICES.filter((s) => s !== 'aesthetic-simulation') : ONLINE_SERVICES;
}

/** The CMS page key of a view (seeded as `online-service/<type>` and `online-service/<type>/plan`). */
export function onlineServicePageKey(solution: OnlineService, view: OnlineServiceView): string {
  return view === 'plan' ? `online-service/${solution}/plan` : `online-service/${solution}`;
}

/**
 * spec 000 §4 / §9 sign-up defaults, as in shared/smb/subscription.ts SIGN_UP_DEFAULTS (a test keeps them
 * equal). Repeated here so the browser bundle of the online-service page carries no zod schemas.
 */
export const SIGN_UP_LINK_DEFAULTS = { currencyType: 'USD', numberOfLicenses: 3 } as const;

export type PlanTierName = 'essential' | 'premium';
export type BillingPeriod = 'monthly' | 'annual';

/**
 * spec 000 §2: in a business subscription the solution pages link to sign-up with functionType,
 * solutionType, currencyType, recurringType, subscriptionType, numberOfLicenses and platform=STANDARD.
 * Path without language prefix; the page adds it.
 */
export function signUpHref(
  solution: OnlineService,
  tier: PlanTierName,
  billing: BillingPeriod,
  opts: { currencyType?: string; numberOfLicenses?: number } = {},
): string {
  const { functionType, solutionType } = ONLINE_SERVICE_TYPES[solution];
  const q = new URLSearchParams({
    functionType,
    solutionType,
    currencyType: opts.currencyType ?? SIGN_UP_LINK_DEFAULTS.currencyType,
    recurringType: billing === 'monthly' ? 'MONTH' : 'ANNUAL',
    subscriptionType: tier === 'essential' ? 'ESSENTIAL' : 'PREMIUM',
    numberOfLicenses: String(opts.numberOfLicenses ?? SIGN_UP_LINK_DEFAULTS.numberOfLicenses),
    platform: 'STANDARD',
  });
  return `/business/user/sign-up/${tier}?${q}`;
}

export type PlanLinks = Record<PlanTierName, Record<BillingPeriod, string>>;

export function planLinks(solution: OnlineService): PlanLinks {
  const per = (tier: PlanTierName) => ({
    monthly: signUpHref(solution, tier, 'monthly'),
    annual: signUpHref(solution, tier, 'annual'),
  });
  return { essential: per('essential'), premium: per('premium') };
}

/** The free-trial form for a solution (spec 000 §2: optional functionType and solutionType). */
export function freeTrialHref(solution: OnlineService): string {
  const { functionType, solutionType } = ONLINE_SERVICE_TYPES[solution];
  return `/business/user/free-trial?${new URLSearchParams({ functionType, solutionType })}`;
}

/**
 * The other view's path (spec 001 §2.2 "the switch adds a query string to the link"): the visitor's
 * query string rides along, so attribution, coupon and affiliate parameters survive the switch
 * (decision 0084).
 */
export function switchViewHref(solution: OnlineService, to: OnlineServiceView, search: string): string {
  const base = `/business/solutions/online-service/${solution}${to === 'plan' ? '/plan' : '/features'}`;
  const q = search.startsWith('?') ? search.slice(1) : search;
  return q ? `${base}?${q}` : base;
}
