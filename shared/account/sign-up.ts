import type { Attribution } from '../attribution';
import { addonsMax, functionTypeOf, SIGN_UP_DEFAULTS, type SolutionType } from '../smb/rules';
import { optoutOf } from './flows';
import type { SignUpData } from './pages';
import { type BusinessValues, customerPayload } from './trial';
import { isEmail, passwordOk, phoneOk, required, websiteOk } from './validate';

/** The sign-up form's values (spec 000 §3 sign-up payload), as typed. */
export type SignUpValues = {
  person: { firstName: string; lastName: string; email: string; password: string };
  business: BusinessValues;
  solution: SolutionType;
  recurring: string;
  licenses: string;
  addons: string;
  notify: boolean;
  agree: boolean;
};

/** Message keys (account namespace) for the checks both forms share: person and business. */
export function personBusinessKeys(
  v: { firstName: string; lastName: string; email: string } & BusinessValues,
) {
  const out: Record<string, string> = {};
  if (!required(v.firstName)) out.firstName = 'errors.required';
  if (!required(v.lastName)) out.lastName = 'errors.required';
  if (!isEmail(v.email)) out.email = 'errors.email';
  if (!required(v.customerName)) out.customerName = 'errors.required';
  if (!phoneOk(v.phone)) out.phone = 'errors.phone';
  if (!websiteOk(v.websiteUrl)) out.websiteUrl = 'errors.website';
  return out;
}

/**
 * spec 000 §5, §9: the sign-up checks as message keys of the account namespace (with their values),
 * for the hydrated page and the worker's native-submit action alike.
 */
export function signUpErrorKeys(v: SignUpValues): Record<string, { key: string; vars?: { max: number } }> {
  const out: Record<string, { key: string; vars?: { max: number } }> = {};
  for (const [field, key] of Object.entries(personBusinessKeys({ ...v.person, ...v.business }))) {
    out[field] = { key };
  }
  if (!passwordOk(v.person.password)) out.password = { key: 'errors.password' };
  const functionType = functionTypeOf(v.solution);
  const licenseCount = Number(v.licenses);
  const maxAddons = addonsMax(functionType, Number.isInteger(licenseCount) ? licenseCount : 0);
  if (functionType === 'SKINCARE_PRO') {
    if (!(Number.isInteger(licenseCount) && licenseCount >= 1 && licenseCount <= 20)) {
      out.numberOfLicenses = { key: 'errors.licenses' };
    }
    const addonCount = Number(v.addons);
    if (!(Number.isInteger(addonCount) && addonCount >= 0 && addonCount <= maxAddons)) {
      out.addonsQuantity = { key: 'errors.addons', vars: { max: maxAddons } };
    }
  }
  if (!v.agree) out.agreeTerms = { key: 'errors.agree' };
  return out;
}

/** spec 000 §3 sign-up payload with the §4/§9 defaults and the attribution codes. */
export function signUpRequestBody(
  v: SignUpValues,
  data: Pick<SignUpData, 'subscriptionType' | 'currencyType' | 'platform'>,
  lang: string,
  languageType: string,
  a: Pick<Attribution, 'refCode' | 'affiliationCode' | 'promoType' | 'coupon'>,
) {
  const functionType = functionTypeOf(v.solution);
  const skincare = functionType === 'SKINCARE_PRO';
  const licenseCount = Number(v.licenses);
  return {
    account: {
      languageType,
      email: v.person.email.trim(),
      password: v.person.password,
      firstName: v.person.firstName.trim(),
      lastName: v.person.lastName.trim(),
      isNotificationEnabled: v.notify,
    },
    customer: customerPayload(v.business, functionType),
    solutionType: v.solution,
    agreeTerms: true,
    subscriptionType: data.subscriptionType,
    recurringType: v.recurring,
    language: lang,
    currencyType: data.currencyType ?? SIGN_UP_DEFAULTS.currencyType,
    ...(data.platform ? { platform: data.platform } : {}),
    ...(a.refCode ? { referralCode: a.refCode } : {}),
    ...(a.affiliationCode ? { affiliationCode: a.affiliationCode } : {}),
    ...(a.promoType ? { pt: a.promoType } : {}),
    ...(a.coupon ? { cp: a.coupon } : {}),
    ...(skincare
      ? {
          paymentType: 'CARD',
          numberOfLicenses: licenseCount,
          addonsQuantity: Number(v.addons),
          addonsMaxQuantity: addonsMax(functionType, Number.isInteger(licenseCount) ? licenseCount : 0),
        }
      : {}),
    optout: optoutOf(v.notify),
    responseType: 'json',
  };
}
