import type { AccountSummary, Subscription } from '../smb/auth';
import type { SolutionType } from '../smb/common';
import { isActive, isTrialType, SOLUTION_TYPES } from '../smb/rules';

/**
 * The entrance page's cards (spec 000 §2 "Entrance page", §3 Subscription: the client adds isOwner,
 * customerName, isTrial and order). Pure: the page renders what this returns.
 */

export type SiteDomain = 'global' | 'china' | 'alt-regional' | 'makeup-ar';

export type CardBody =
  /** Expired, or overdue and not a trial: "Expired" and Learn more to the service page. */
  | { kind: 'expired' }
  /** Owner on a trial: "Free Trial", Ends on. */
  | { kind: 'trial'; endTime: string }
  /** Owner on a paid plan: the plan name, the recurring type unless ENTERPRISE, Ends on. */
  | { kind: 'paid'; plan: string; recurringType: string | null; endTime: string }
  /** Not the owner: "Team member" and the customer name. */
  | { kind: 'member'; customerName: string }
  /** No subscription of this solution yet. */
  | { kind: 'none' };

export type EntranceCard = {
  key: string;
  solutionType: string;
  customerId: number | null;
  isOwner: boolean;
  isTrial: boolean;
  customerName: string;
  order: number;
  active: boolean;
  body: CardBody;
  /** Enter the Console for active solutions, Start free trial otherwise. */
  action: 'console' | 'trial';
};

/** spec 000 §2: SKIN_ANALYSIS, AESTHETIC_SIMULATION, MAKEUP, EYEWEAR; unknown ones last. */
export function solutionOrder(solution: string): number {
  const i = (SOLUTION_TYPES as readonly string[]).indexOf(solution);
  return i === -1 ? SOLUTION_TYPES.length : i;
}

/** spec 000 §2: on the China domain AESTHETIC_SIMULATION is hidden. */
export function visibleSolution(solution: string, domain: SiteDomain): boolean {
  return !(domain === 'china' && solution === 'AESTHETIC_SIMULATION');
}

/** spec 000 §2: the plan name is the part of the subscription type before an underscore. */
export const planName = (subscriptionType: string): string =>
  subscriptionType.split('_')[0] ?? subscriptionType;

type SubscriptionLike = Omit<Subscription, 'solutionType' | 'subscriptionType'> & {
  solutionType: string;
  subscriptionType: string;
};

export function cardBody(s: SubscriptionLike, isOwner: boolean, customerName: string, now: Date): CardBody {
  const ended = Date.parse(s.endTime) <= now.getTime();
  const isTrial = s.trialPlan || isTrialType(s.subscriptionType as Subscription['subscriptionType']);
  if (ended || (s.isOverdue && !isTrial)) return { kind: 'expired' };
  if (!isOwner) return { kind: 'member', customerName };
  if (isTrial) return { kind: 'trial', endTime: s.endTime };
  return {
    kind: 'paid',
    plan: planName(s.subscriptionType),
    recurringType: s.subscriptionType === 'ENTERPRISE' ? null : s.recurringType,
    endTime: s.endTime,
  };
}

/**
 * Both lists of the entrance page: one card per subscription (its customer's), plus a card for each
 * known solution the account has no subscription of (Start free trial), hidden ones left out, each
 * list in the solution order.
 */
export function entranceCards(
  summary: Pick<AccountSummary, 'account' | 'relatedCustomers'> & { subscriptions: SubscriptionLike[] },
  now: Date,
  domain: SiteDomain,
): { active: EntranceCard[]; inactive: EntranceCard[] } {
  const email = summary.account.email.toLowerCase();
  const cards: EntranceCard[] = summary.subscriptions
    .filter((s) => visibleSolution(s.solutionType, domain))
    .map((s, i) => {
      const related = summary.relatedCustomers.find((r) => r.customerId === s.customerId);
      // spec 000 §3: isOwner when a related customer of that subscription carries the account's e-mail.
      const isOwner = related?.email.toLowerCase() === email;
      const customerName = related?.customerName ?? '';
      const active = isActive(s, now);
      return {
        key: `${s.customerId}-${s.solutionType}-${i}`,
        solutionType: s.solutionType,
        customerId: s.customerId,
        isOwner,
        isTrial: s.trialPlan || isTrialType(s.subscriptionType as Subscription['subscriptionType']),
        customerName,
        order: solutionOrder(s.solutionType),
        active,
        body: cardBody(s, isOwner, customerName, now),
        action: active ? 'console' : 'trial',
      };
    });
  const seen = new Set(cards.map((c) => c.solutionType));
  for (const solution of SOLUTION_TYPES) {
    if (seen.has(solution) || !visibleSolution(solution, domain)) continue;
    cards.push({
      key: `none-${solution}`,
      solutionType: solution,
      customerId: null,
      isOwner: true,
      isTrial: false,
      customerName: '',
      order: solutionOrder(solution),
      active: false,
      body: { kind: 'none' },
      action: 'trial',
    });
  }
  const byOrder = (a: EntranceCard, b: EntranceCard) => a.order - b.order;
  return {
    active: cards.filter((c) => c.active).sort(byOrder),
    inactive: cards.filter((c) => !c.active).sort(byOrder),
  };
}

/** The online-service page slug of a solution (its Learn more link, spec 000 §2). */
export const SERVICE_SLUG: Record<SolutionType, string> = {
  SKIN_ANALYSIS: 'skincare-pro',
  AESTHETIC_SIMULATION: 'aesthetic-simulation',
  MAKEUP: 'makeup',
  EYEWEAR: 'eye-wear',
};

/** The console slug of a solution (`skin-analysis`, …). */
export const consoleSlug = (solution: string): string => solution.toLowerCase().replace(/_/g, '-');
