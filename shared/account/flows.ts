import type { ApprovalStatus, CheckResult, SolutionType } from '../smb/common';

/**
 * The browser-side decisions of spec 000 §4, as pure functions the pages call and the unit tests
 * cover branch by branch.
 */

export type CheckStep =
  /** Go to the solution's app (console). */
  | { kind: 'app' }
  /** Go to the form page (free-trial or sign-up). */
  | { kind: 'form' }
  /** Stay: already on the form, or nothing to do. */
  | { kind: 'stay' }
  /** The trial may proceed. */
  | { kind: 'proceed' };

/**
 * spec 000 §4 "Free-trial check result": existed or expired → the app; form → the free-trial form
 * unless already there; ok → the trial proceeds. A failed check (null) returns false silently: stay.
 */
export function trialCheckStep(result: CheckResult | null, onForm: boolean): CheckStep {
  if (result === 'existed' || result === 'expired') return { kind: 'app' };
  if (result === 'form') return onForm ? { kind: 'stay' } : { kind: 'form' };
  if (result === 'ok') return { kind: 'proceed' };
  return { kind: 'stay' };
}

/**
 * spec 000 §4 "Subscription check result": existed → the app; form → the sign-up page unless already
 * there. Anything else, or a failed check, stays silently.
 */
export function subscriptionCheckStep(result: CheckResult | null, onForm: boolean): CheckStep {
  if (result === 'existed') return { kind: 'app' };
  if (result === 'form') return onForm ? { kind: 'stay' } : { kind: 'form' };
  return { kind: 'stay' };
}

export type TrialOutcome =
  | { kind: 'confirmed' }
  | { kind: 'redirect'; url: string }
  | { kind: 'result'; trackAffiliate: true };

/**
 * spec 000 §4 "Trial creation by approvalStatus": SUBMITTED → signup-confirmed; otherwise the
 * solution's bypass-approval flag → the returned redirectUrl; otherwise the result, and the affiliate
 * tracking script loads.
 */
export function trialOutcome(
  answer: { approvalStatus: ApprovalStatus; redirectUrl: string },
  solution: SolutionType,
  bypassApproval: Partial<Record<SolutionType, boolean>>,
): TrialOutcome {
  if (answer.approvalStatus === 'SUBMITTED') return { kind: 'confirmed' };
  if (bypassApproval[solution] === true) return { kind: 'redirect', url: answer.redirectUrl };
  return { kind: 'result', trackAffiliate: true };
}

/**
 * spec 000 §4 "Auto free trial": starts on its own when the signed-in summary has customers and the
 * check answers ok; the sign-in flag is set whenever the result is not form.
 */
export function autoTrial(
  hasCustomers: boolean,
  result: CheckResult | null,
): { start: boolean; setFlag: boolean } {
  return { start: hasCustomers && result === 'ok', setFlag: result !== null && result !== 'form' };
}

/** spec 000 §9: the pause between a finished trial and the console. */
export const TRIAL_SUCCESS_DELAY_MS = 200;
/** spec 000 §2 / §9: the in-app page tells the host it is ready 1.5 s after load. */
export const WEB_READY_DELAY_MS = 1500;

/** spec 000 §3: optout is 0 when notifications are enabled, otherwise 1. */
export const optoutOf = (isNotificationEnabled: boolean): 0 | 1 => (isNotificationEnabled ? 0 : 1);
