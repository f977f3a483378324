/**
 * The sign-up page's order summary (issue 27 item 12): the plan's price from the plan data (the online
 * service's plan-pricing section: USD per month, billed monthly or annually), the billing period, and the
 * licences and add-ons a SKINCARE_PRO plan counts (each one seat at the plan price), with a total per
 * billing period. Pure; the vendor's checkout stays the authority on what is charged (decision 0277).
 */

export type PlanPrice = { monthlyUsd: number | null; annualUsd: number | null };
export type TierPrices = { ESSENTIAL: PlanPrice; PREMIUM: PlanPrice };

/** Months in each recurring type of spec 000 §9. */
export const PERIOD_MONTHS: Record<string, number> = { MONTH: 1, QUARTER: 3, ANNUAL: 12 };

export type OrderSummary = {
  /** Price per month per seat for the chosen billing, or null (price on request / unknown). */
  perMonth: number | null;
  months: number;
  /** Seats counted: licences + add-ons for SKINCARE_PRO, else 1. */
  units: number;
  /** The total per billing period, or null when the price or the counts are not known. */
  total: number | null;
};

export function orderSummary(input: {
  price: PlanPrice | null;
  recurring: string;
  skincare: boolean;
  licenses: number;
  addons: number;
}): OrderSummary {
  const months = PERIOD_MONTHS[input.recurring] ?? 12;
  const perMonth = input.price
    ? input.recurring === 'ANNUAL'
      ? input.price.annualUsd
      : input.price.monthlyUsd
    : null;
  const countsOk = !input.skincare || (Number.isInteger(input.licenses) && Number.isInteger(input.addons));
  const units = input.skincare ? Math.max(0, input.licenses) + Math.max(0, input.addons) : 1;
  const total = perMonth === null || !countsOk ? null : Math.round(perMonth * months * units * 100) / 100;
  return { perMonth, months, units, total };
}

/**
 * A price in the page's language (`htmlLang`, e.g. `de`, `zh-TW`): whole amounts without decimals
 * (`$49`, `49 $`), others with the currency's usual two. The plan-pricing and pricing-table sections share it.
 */
export function formatPrice(htmlLang: string, currency: string, amount: number): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(htmlLang, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : undefined,
    maximumFractionDigits: whole ? 0 : undefined,
  }).format(amount);
}
