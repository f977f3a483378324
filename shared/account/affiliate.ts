import type { Affiliation } from '../smb/aff';
import type { SolutionType } from '../smb/common';
import { affiliationTrialDays, KNOWN_AFFILIATIONS } from '../smb/rules';

/**
 * spec 000 §4 "Affiliate handling": a known code (BWO2025, BWOS2025 — spec 000 §3) is applied at once;
 * any other is looked up on the server (GET `aff.queryActiveAff`), and a failed lookup is
 * ignored. The effect: trial days and the bypass-approval flag for the affiliation's solution type,
 * kept in the affiliation cookies (spec 000 §3, §9: 1 day).
 */
export type AffiliationEffect = { solutionType: SolutionType; days: number | null; bypass: boolean };

export function knownAffiliation(code: string): AffiliationEffect | null {
  const known = KNOWN_AFFILIATIONS[code.toUpperCase() as keyof typeof KNOWN_AFFILIATIONS];
  if (!known) return null;
  return { solutionType: known.solutionType, days: known.extensionDays, bypass: known.isBypassApproval };
}

/** The effect of an affiliation the server answered (spec 000 §9: extensionDays, else days to fixedEndDate). */
export function affiliationEffect(aff: Affiliation, now: Date): AffiliationEffect {
  return {
    solutionType: aff.solutionType,
    days: affiliationTrialDays(aff, now),
    bypass: aff.isBypassApproval,
  };
}

/** The affiliation cookies' maps with one effect applied. */
export function applyAffiliation(
  current: {
    affiliationDays: Partial<Record<SolutionType, number>>;
    bypassApproval: Partial<Record<SolutionType, boolean>>;
  },
  effect: AffiliationEffect,
): {
  affiliationDays: Partial<Record<SolutionType, number>>;
  bypassApproval: Partial<Record<SolutionType, boolean>>;
} {
  const affiliationDays = { ...current.affiliationDays };
  const bypassApproval = { ...current.bypassApproval };
  if (effect.days !== null && effect.days > 0) affiliationDays[effect.solutionType] = effect.days;
  if (effect.bypass) bypassApproval[effect.solutionType] = true;
  else delete bypassApproval[effect.solutionType];
  return { affiliationDays, bypassApproval };
}
