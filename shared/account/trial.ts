import type { FunctionType, SolutionType } from '../smb/common';
import { defaultTrialDays, FUNCTION_TYPES, SOLUTION_TYPES, trialSolutionFor } from '../smb/rules';

/**
 * The free-trial page's parameters from the address query (spec 000 §2 free-trial: optional
 * functionType and solutionType; §5: values outside the lists are ignored). The solution follows the
 * §5 rule: a valid solutionType wins, else MAKEUP for MAKEUP/EYEWEAR, else SKIN_ANALYSIS (spec-rulings 8).
 */
export function freeTrialParams(query: { functionType?: string | null; solutionType?: string | null }): {
  functionType: FunctionType;
  solutionType: SolutionType;
} {
  const fn = FUNCTION_TYPES.find((f) => f === query.functionType);
  const sol = SOLUTION_TYPES.find((s) => s === query.solutionType);
  const solutionType = trialSolutionFor(fn, sol);
  // The function type the solution is sold under wins over a contradicting query.
  const functionType: FunctionType =
    solutionType === 'SKIN_ANALYSIS' || solutionType === 'AESTHETIC_SIMULATION'
      ? 'SKINCARE_PRO'
      : (fn ?? (solutionType === 'EYEWEAR' ? 'EYEWEAR' : 'MAKEUP'));
  return { functionType, solutionType };
}

/**
 * spec 000 §9 trial length: 30 days by default, 14 for SKIN_ANALYSIS and AESTHETIC_SIMULATION,
 * overridden per solution by the stored affiliation-days value.
 */
export function trialLengthDays(
  solution: SolutionType,
  affiliationDays: Partial<Record<SolutionType, number>> = {},
): number {
  return affiliationDays[solution] ?? defaultTrialDays(solution);
}

/** spec 000 §5 "Free-trial landing by product group". */
export const PRODUCT_GROUPS = {
  skincare: 'skincare',
  live: 'live',
  faceAnalyzer: 'face-analyzer',
  faceReshape: 'face-reshape',
  skinEmulation: 'skin-emulation',
  virtualMakeup: 'virtual-makeup',
  shadeFinder: 'shade-finder',
  facialRecognition: 'facial-recognition',
  advisor: 'advisor',
  accessories: 'accessories',
  tutorial: 'tutorial',
  backgroundChanger: 'background-changer',
  eyewear: 'eyewear',
  beardDye: 'beard-dye',
  ring: 'ring',
  bracelet: 'bracelet',
  watch: 'watch',
  earring: 'earring',
  necklace: 'necklace',
} as const;
export type ProductGroup = (typeof PRODUCT_GROUPS)[keyof typeof PRODUCT_GROUPS];

const AESTHETIC: readonly ProductGroup[] = ['face-analyzer', 'face-reshape', 'skin-emulation'];
const PLAIN: readonly ProductGroup[] = [
  'virtual-makeup',
  'shade-finder',
  'facial-recognition',
  'advisor',
  'accessories',
  'tutorial',
  'background-changer',
];
const EYEWEAR: readonly ProductGroup[] = [
  'eyewear',
  'beard-dye',
  'ring',
  'bracelet',
  'watch',
  'earring',
  'necklace',
];

/**
 * spec 000 §5: the free-trial query a product group lands on. Skincare-type and live products (and any
 * group not listed) → functionType SKINCARE_PRO (the default); face analyzer, face reshape and skin
 * emulation add solutionType AESTHETIC_SIMULATION; the makeup-side groups → plain free-trial; eyewear
 * and jewellery → functionType EYEWEAR.
 */
export function freeTrialQuery(group: string): Record<string, string> {
  const g = group as ProductGroup;
  if (PLAIN.includes(g)) return {};
  if (EYEWEAR.includes(g)) return { functionType: 'EYEWEAR' };
  if (AESTHETIC.includes(g)) return { functionType: 'SKINCARE_PRO', solutionType: 'AESTHETIC_SIMULATION' };
  return { functionType: 'SKINCARE_PRO' };
}

/** spec 000 §3 customer: the business part of the sign-up and free-trial forms. */
export type BusinessValues = {
  customerName: string;
  phone: string;
  numberOfEmployees: string;
  country: string;
  businessType: string;
  websiteUrl: string;
};

export function customerPayload(values: BusinessValues, functionType: string) {
  return {
    customerName: values.customerName.trim(),
    country: values.country,
    businessType: values.businessType,
    numberOfEmployees: values.numberOfEmployees,
    functionType,
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.websiteUrl.trim() ? { websiteUrl: values.websiteUrl.trim() } : {}),
  };
}

/**
 * spec 000 §3 trial creation request, as the free-trial page sends it (hydrated or natively posted):
 * the customer, the account when signed out, the solution, the UTM data and the affiliation code.
 */
export function trialRequestBody(input: {
  business: BusinessValues;
  person: { firstName: string; lastName: string; email: string } | null;
  notify: boolean;
  languageType: string;
  solution: SolutionType;
  functionType: string;
  attribution: { utm: unknown; affiliationCode?: string };
}) {
  const { person } = input;
  return {
    customer: customerPayload(input.business, input.functionType),
    ...(person
      ? {
          account: {
            email: person.email.trim(),
            firstName: person.firstName.trim(),
            lastName: person.lastName.trim(),
            languageType: input.languageType,
            isNotificationEnabled: input.notify,
          },
        }
      : {}),
    solutionType: input.solution,
    sourceUtm: input.attribution.utm,
    ...(input.attribution.affiliationCode ? { affiliationCode: input.attribution.affiliationCode } : {}),
    responseType: 'json',
  };
}
