import {
  type AffiliationEffect,
  affiliationEffect,
  applyAffiliation,
  knownAffiliation,
} from '../../../shared/account/affiliate';
import { ATTR_COOKIES, ATTRIBUTION_MAX_AGE, readAttribution } from '../../../shared/attribution';
import type { Affiliation } from '../../../shared/smb/aff';
import type { FunctionType, SolutionType } from '../../../shared/smb/common';
import { smbGet } from '../../app/smb';

/**
 * spec 000 §4 "Affiliate handling" in the browser: the stored affiliation code is applied (known codes
 * at once, others after the server's lookup, whose failure is ignored) and its effect written to the
 * affiliation cookies. Answers the attribution as it stands afterwards.
 */
export async function applyStoredAffiliation(functionType: FunctionType, solutionType: SolutionType) {
  const attribution = readAttribution(document.cookie);
  const code = attribution.affiliationCode;
  if (!code) return attribution;
  let effect: AffiliationEffect | null = knownAffiliation(code);
  if (!effect) {
    try {
      const aff = await smbGet<Affiliation>('aff.queryActiveAff', {
        affiliate: code,
        functionType,
        solutionType,
      });
      effect = affiliationEffect(aff, new Date());
    } catch {
      return attribution; // spec 000 §4/§8: the lookup failure is ignored by the page
    }
  }
  const next = applyAffiliation(attribution, effect);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  const write = (name: string, value: unknown) => {
    // biome-ignore lint/suspicious/noDocumentCookie: the attribution family's cookies (shared/attribution.ts)
    document.cookie = `${name}=${encodeURIComponent(JSON.stringify(value))}; Path=/; Max-Age=${ATTRIBUTION_MAX_AGE.affiliation}; SameSite=Lax${secure}`;
  };
  write(ATTR_COOKIES.affiliationDays, next.affiliationDays);
  write(ATTR_COOKIES.bypassApproval, next.bypassApproval);
  return { ...attribution, ...next };
}
