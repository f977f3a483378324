import type { SiteDomain } from '../../shared/account/entrance';
import { domainKindFor } from '../../shared/site';
import { type AccountSummary, afterSignIn } from '../../shared/smb/auth';
import type { SolutionType } from '../../shared/smb/common';
import { consoleAddress, consoleBase } from '../account-config';
import { now } from './clock';
import { originConfig } from './config';
import type { OriginContext } from './respond';

/**
 * Where the origin sends a browser: the vendor's consoles when CONSOLE_BASE_URL is set; otherwise the
 * site's own entrance page stands in for them (decision 0034), so every local flow ends on a real page.
 */
export const USER_HOME = '/business/user/home';
export const SIGNUP_CONFIRMED = '/business/user/signup-confirmed';
export const VERIFY_EMAIL_PAGE = '/business/user/verify-email';
export const SETUP_PASSWORD_PAGE = '/business/user/setup-password';
export const RESET_PASSWORD_PAGE = '/business/user/reset-password';
export const FREE_TRIAL_SUCCESS = '/business/user/free-trial/success';

/**
 * The site's domain kind for this call: the proxy names the browser's host in X-Forwarded-Host
 * (worker/smb/proxy.ts). On the China domain the consoles live under CN_CONSOLE_BASE_URL (spec 000 §6).
 */
export function callerDomain(c: OriginContext): SiteDomain {
  const config = originConfig(c.env);
  return domainKindFor(c.req.header('x-forwarded-host') ?? new URL(c.req.url).host, {
    china: config.CHINA_HOSTS,
    altRegional: config.ALT_REGIONAL_HOSTS,
    makeupAr: config.MAKEUP_AR_HOSTS,
  });
}

/** The console of a solution on the caller's domain. */
export function consoleUrl(c: OriginContext, solution: SolutionType): string {
  return consoleAddress(originConfig(c.env), solution, callerDomain(c));
}

/** The management app on the caller's domain (the consoles' base + /management/home). */
export function managementUrl(c: OriginContext): string {
  const base = consoleBase(originConfig(c.env), callerDomain(c));
  return base ? `${base}/management/home` : USER_HOME;
}

/** spec 000 §4 "After sign-in"; an explicit `next` (a path on this site, checked by the schema) wins. */
export function afterSignInUrl(c: OriginContext, summary: AccountSummary, next?: string): string {
  if (next) return next;
  const target = afterSignIn(summary, now(), originConfig(c.env).INTERNAL_SUPPORT_DOMAIN);
  if (target.kind === 'management') return managementUrl(c);
  if (target.kind === 'console') return consoleUrl(c, target.solutionType);
  return USER_HOME;
}
