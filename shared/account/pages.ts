import type { AccountSummary } from '../smb/auth';
import type { FunctionType, SolutionType } from '../smb/common';
import type { BotProtectionClient } from './bot-protection';
import type { TierPrices } from './price';

/** What each account page's loader (worker/loaders/account.ts) hands its page (issue 6). */

export type SignInData = {
  email: string;
  functionType: FunctionType | null;
  solutionType: SolutionType | null;
  subscriptionType: string | null;
  /** An allowlisted target (site path or console/app address), or null → the after-sign-in rule. */
  next: string | null;
  /** Hosts (besides this site) a redirect target may name: the sign-in answer is checked too. */
  allowedHosts: string[];
  botProtection: BotProtectionClient;
  /** `?signedOut=1`: the visitor has just logged out (a status message says so). */
  signedOut: boolean;
};

export type SignUpData = {
  subscriptionType: 'PREMIUM' | 'ESSENTIAL';
  functionType: FunctionType;
  solutionType: SolutionType;
  currencyType: string | null;
  recurringType: string | null;
  numberOfLicenses: number | null;
  /** spec 000 §2: solution pages link to sign-up with platform=STANDARD. */
  platform: 'STANDARD' | null;
  signedIn: boolean;
  /** Each solution's plan prices from its plan page (null when the content has none), in USD. */
  prices: Partial<Record<SolutionType, TierPrices>>;
  /** The console address of each solution on this domain (spec 000 §4 subscription check → the app). */
  consoles: Record<string, string>;
};

export type FreeTrialData = {
  functionType: FunctionType;
  solutionType: SolutionType;
  /** The signed-in account's summary (server session), for the auto free trial of spec 000 §4. */
  summary: AccountSummary | null;
  consoles: Record<string, string>;
  affiliateScript: string | null;
  solutions: SolutionType[];
};

export type PasswordData = {
  passwordType: 'RESET' | 'SETUP';
  code: string;
  /**
   * spec 000 §5: checked first, with the passwordType. `expired` when the origin says the code ran
   * out, `invalid` for a used, unknown or wrong-type code (or no answer), null for a live code.
   */
  codeProblem: 'expired' | 'invalid' | null;
  /** The account's address from the mailed link (`&email=`), carried to sign-in afterwards. */
  email: string;
};

export type UserHomeData = {
  summary: AccountSummary;
  /** The instant the cards were decided at (the server's), so hydration matches. */
  now: string;
  consoles: Record<string, string>;
  /** The local console stand-in: the solution named by `?console=`. */
  console: string | null;
};

export type AppSignInData = {
  next: string | null;
  /** Origins whose messages the bridge accepts (the site's own plus APP_BRIDGE_ORIGINS). */
  bridgeOrigins: string[];
  /** Hosts the returned address may name besides this site. */
  allowedHosts: string[];
  botProtection: BotProtectionClient;
};

export type NoticeData = {
  kind: 'signup-confirmed' | 'free-trial-success';
  /** The address the setup link went to (free-trial success), when the query names a valid one. */
  email: string | null;
};

/** spec 000 §2 /business/user/verify-email: the signed-in account's address (empty when signed out). */
export type VerifyEmailData = { email: string };

/** spec 000 §2 /business/user/forgot-password: `?email=` prefills the form. */
export type ForgotPasswordData = { email: string };
