/**
 * spec 000 §4: "The flag is set on sign-in, trial creation, subscription creation and partner
 * creation." The account area owns the flag (client/app/sign-in-flag.ts, built in parallel); until
 * the branches meet, partner creation sets it here with the same meaning: a session cookie that tells
 * the next page to run the auth check. Replace with the account area's helper when merged.
 */
export const SIGN_IN_FLAG_COOKIE = 'signin_attempt';

export function setSignInAttemptFlag(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a session cookie the next page (and the worker) can read; the Cookie Store API is not in every browser
  document.cookie = `${SIGN_IN_FLAG_COOKIE}=1; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
}
