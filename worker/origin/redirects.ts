import { type AccountSummary, afterSignIn } from '../../shared/smb/auth';
import type { SolutionType } from '../../shared/smb/common';
import { consoleAddress } from '../account-config';
import { now } from './clock';
import type { OriginConfig } from './config';

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

export function consoleUrl(config: OriginConfig, solution: SolutionType): string {
  return consoleAddress({ CONSOLE_BASE_URL: config.CONSOLE_BASE_URL, CONSOLE_BASE_URL_CHINA: '' }, solution);
}

export function managementUrl(config: OriginConfig): string {
  return config.CONSOLE_BASE_URL
    ? `${config.CONSOLE_BASE_URL.replace(/\/+$/, '')}/management/home`
    : USER_HOME;
}

/** spec 000 §4 "After sign-in"; an explicit `next` (a path on this site, checked by the schema) wins. */
export function afterSignInUrl(summary: AccountSummary, config: OriginConfig, next?: string): string {
  if (next) return next;
  const target = afterSignIn(summary, now(), config.INTERNAL_SUPPORT_DOMAIN);
  if (target.kind === 'management') return managementUrl(config);
  if (target.kind === 'console') return consoleUrl(config, target.solutionType);
  return USER_HOME;
}
