import { nextTarget, safeNext } from '../../shared/account/next';
import type {
  AppSignInData,
  ForgotPasswordData,
  FreeTrialData,
  NoticeData,
  PasswordData,
  SignInData,
  SignUpData,
  UserHomeData,
  VerifyEmailData,
} from '../../shared/account/pages';
import { freeTrialParams } from '../../shared/account/trial';
import { ONLINE_SERVICE_TYPES, type OnlineService, onlineServicePageKey } from '../../shared/online-service';
import { href } from '../../shared/routes';
import { CheckPasswordCodeAnswer } from '../../shared/smb/account';
import { type AccountSummary, AccountSummarySchema } from '../../shared/smb/auth';
import { CodeSchema, FUNCTION_TYPES, SOLUTION_TYPES, type SolutionType } from '../../shared/smb/common';
import { accountConfig, allowedTargetHosts, consoleAddress } from '../account-config';
import { smbJson } from '../smb/client';
import { contentPage } from './content';
import type { Loader, LoaderArgs } from './types';

/**
 * Loaders of the account routes (shared/route-table/account.ts), keyed by route id. What the server
 * decides before the first byte (decision 0050): the session-dependent redirect of the entrance page,
 * the code-expiry check of the password pages, and every query value a page uses, validated and
 * allowlisted (`next`). Everything the visitor does afterwards runs in the browser.
 */

const page = (data: unknown) => ({ kind: 'page' as const, data });
const q = (args: LoaderArgs, name: string) => args.url.searchParams.get(name);
const edgeDomain = (args: LoaderArgs) => args.c.get('edge')?.domain ?? 'global';

/** The session's account summary (the server trusts its session; no sign-in flag is needed here). */
async function summaryOf(args: LoaderArgs): Promise<AccountSummary | null> {
  const result = await smbJson(args.c, 'auth.auth', AccountSummarySchema);
  return result.ok ? result.data : null;
}

function consolesFor(args: LoaderArgs): Record<string, string> {
  const config = accountConfig(args.c.env);
  return Object.fromEntries(SOLUTION_TYPES.map((s) => [s, consoleAddress(config, s, edgeDomain(args))]));
}

/** A query e-mail address when it looks like one (prefills only; never trusted for anything else). */
const emailOf = (args: LoaderArgs): string => {
  const email = (q(args, 'email') ?? '').trim().slice(0, 254);
  return /^[^\s@]+@[^\s@]+$/.test(email) ? email : '';
};

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | null =>
  list.find((x) => x === v) ?? null;

const signIn: Loader = async (args) => {
  const config = accountConfig(args.c.env);
  const allowedHosts = allowedTargetHosts(config);
  const next = safeNext(q(args, 'next'), allowedHosts);
  const data: SignInData = {
    email: emailOf(args),
    signedOut: q(args, 'signedOut') === '1',
    functionType: oneOf(FUNCTION_TYPES, q(args, 'functionType')),
    solutionType: oneOf(SOLUTION_TYPES, q(args, 'solutionType')),
    subscriptionType: oneOf(['premium', 'essential', 'PREMIUM', 'ESSENTIAL'], q(args, 'subscriptionType')),
    next: next ? nextTarget(next) : null,
    allowedHosts,
    botProtection: { provider: config.BOT_PROTECTION, siteKey: config.BOT_PROTECTION_SITE_KEY },
  };
  return page(data);
};

const signUp: Loader = async (args) => {
  const { functionType, solutionType } = freeTrialParams({
    functionType: q(args, 'functionType'),
    solutionType: q(args, 'solutionType'),
  });
  const licenses = Number(q(args, 'numberOfLicenses'));
  const data: SignUpData = {
    // spec 000 §2: the route parameter is premium or essential; the bare route is premium (§4 default).
    subscriptionType: args.params.subscriptionType === 'essential' ? 'ESSENTIAL' : 'PREMIUM',
    functionType,
    solutionType,
    currencyType: oneOf(['USD', 'EUR', 'JPY', 'TWD', 'CNY', 'KRW', 'GBP'], q(args, 'currencyType')),
    recurringType: oneOf(['MONTH', 'QUARTER', 'ANNUAL'], q(args, 'recurringType')),
    numberOfLicenses: Number.isInteger(licenses) && licenses >= 1 && licenses <= 20 ? licenses : null,
    platform: oneOf(['STANDARD'] as const, q(args, 'platform')),
    signedIn: (await summaryOf(args)) !== null,
    prices: await planPrices(args),
    consoles: consolesFor(args),
  };
  return page(data);
};

/**
 * Each solution's essential and premium prices from its online service's plan page (the plan data the
 * plan pages show), for the sign-up summary. A page that fails to load leaves that solution without.
 */
async function planPrices(args: LoaderArgs): Promise<SignUpData['prices']> {
  const entries = await Promise.all(
    (Object.entries(ONLINE_SERVICE_TYPES) as [OnlineService, { solutionType: SolutionType }][]).map(
      async ([service, { solutionType }]) => {
        const p = await contentPage(args, 'ONLINE_SERVICE_PAGE', onlineServicePageKey(service, 'plan'));
        const section = p.ok ? p.view.sections.find((s) => s.component === 'plan-pricing') : undefined;
        if (section?.component !== 'plan-pricing') return null;
        const price = (plan: { monthlyPriceUsd: number | null; annualPriceUsd: number | null }) => ({
          monthlyUsd: plan.monthlyPriceUsd,
          annualUsd: plan.annualPriceUsd,
        });
        return [
          solutionType,
          { ESSENTIAL: price(section.essential), PREMIUM: price(section.premium) },
        ] as const;
      },
    ),
  );
  return Object.fromEntries(entries.filter((e) => e !== null));
}

const freeTrial: Loader = async (args) => {
  const config = accountConfig(args.c.env);
  const domain = edgeDomain(args);
  const data: FreeTrialData = {
    ...freeTrialParams({ functionType: q(args, 'functionType'), solutionType: q(args, 'solutionType') }),
    summary: await summaryOf(args),
    consoles: consolesFor(args),
    affiliateScript: config.AFFILIATE_SCRIPT_URL || null,
    // spec 000 §6: on the China domain the online-service list has no aesthetic option.
    solutions: SOLUTION_TYPES.filter(
      (s: SolutionType) => !(domain === 'china' && s === 'AESTHETIC_SIMULATION'),
    ),
  };
  return page(data);
};

function passwordPage(passwordType: PasswordData['passwordType']): Loader {
  return async (args) => {
    const parsed = CodeSchema.safeParse(q(args, 'code') ?? '');
    const email = emailOf(args);
    if (!parsed.success) {
      return page({ passwordType, code: '', codeProblem: 'invalid', email } satisfies PasswordData);
    }
    // spec 000 §5: the code's expiry is checked first, with the passwordType.
    const check = await smbJson(args.c, 'account.checkPasswordCodeExpire', CheckPasswordCodeAnswer, {
      method: 'POST',
      body: JSON.stringify({ code: parsed.data, passwordType }),
    });
    // A live code answers 200; an expired one 400 code_expired (docs/architecture.md "Account codes"); a vendor origin may still
    // answer 200 {isExpired: true} (decision 0333).
    const codeProblem: PasswordData['codeProblem'] = check.ok
      ? check.data.isExpired
        ? 'expired'
        : null
      : check.error === 'code_expired'
        ? 'expired'
        : 'invalid';
    return page({ passwordType, code: parsed.data, codeProblem, email } satisfies PasswordData);
  };
}

const userHome: Loader = async (args) => {
  const summary = await summaryOf(args);
  // spec 000 §2: an empty account summary sends the visitor to sign-in.
  if (!summary) return { kind: 'redirect', location: href(args.lang, 'sign-in'), status: 302 };
  const data: UserHomeData = {
    summary,
    now: new Date().toISOString(),
    consoles: consolesFor(args),
    console: oneOf(
      SOLUTION_TYPES.map((s) => s.toLowerCase().replace(/_/g, '-')),
      q(args, 'console'),
    ),
  };
  return page(data);
};

const appSignIn: Loader = async (args) => {
  const config = accountConfig(args.c.env);
  const hosts = allowedTargetHosts(config);
  const next = safeNext(q(args, 'next'), hosts);
  const data: AppSignInData = {
    next: next?.kind === 'path' ? next.path : null,
    bridgeOrigins: [args.url.origin, ...config.APP_BRIDGE_ORIGINS],
    allowedHosts: hosts,
    botProtection: { provider: config.BOT_PROTECTION, siteKey: config.BOT_PROTECTION_SITE_KEY },
  };
  return page(data);
};

const notice =
  (kind: NoticeData['kind']): Loader =>
  async (args) =>
    page({ kind, email: emailOf(args) || null } satisfies NoticeData);

const forgotPassword: Loader = async (args) => page({ email: emailOf(args) } satisfies ForgotPasswordData);

/** The page names the address the code went to (issue 41): the session's account, when signed in. */
const verifyEmail: Loader = async (args) =>
  page({ email: (await summaryOf(args))?.account.email ?? '' } satisfies VerifyEmailData);

export const ACCOUNT_LOADERS: Record<string, Loader> = {
  'sign-in': signIn,
  'sign-up': signUp,
  'free-trial': freeTrial,
  'forgot-password': forgotPassword,
  'verify-email': verifyEmail,
  'reset-password': passwordPage('RESET'),
  'setup-password': passwordPage('SETUP'),
  'user-home': userHome,
  'app-sign-in': appSignIn,
  'signup-confirmed': notice('signup-confirmed'),
  'free-trial-success': notice('free-trial-success'),
};
