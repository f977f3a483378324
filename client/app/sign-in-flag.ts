import { SIGN_IN_FLAG_COOKIE, SIGN_IN_FLAG_MAX_AGE } from '../../shared/account/sign-in-flag';
import { parseCookies } from '../../shared/attribution';

/**
 * spec 000 §4 "Sign-in attempt flag": set on sign-in, trial creation, subscription creation and
 * partner creation (the contact engineer's partner form calls setSignInFlag too); the browser's auth
 * check runs only with it or in the provider's app; sign-out clears it.
 */
export function setSignInFlag(): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: a plain flag the browser owns (no secret in it)
  document.cookie = `${SIGN_IN_FLAG_COOKIE}=1; Path=/; Max-Age=${SIGN_IN_FLAG_MAX_AGE}; SameSite=Lax${secure}`;
}

export function clearSignInFlag(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setSignInFlag
  document.cookie = `${SIGN_IN_FLAG_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export function hasSignInFlag(): boolean {
  return parseCookies(document.cookie).get(SIGN_IN_FLAG_COOKIE) === '1';
}

/**
 * spec 000 §4: whether the browser may ask the session's account at all — only with the sign-in attempt
 * flag, or inside the provider's app. Without it the visitor counts as signed out, and nothing is asked.
 */
export function mayCheckAuth(inApp: boolean): boolean {
  return inApp || hasSignInFlag();
}
