import { z } from 'zod';
import type { SiteDomain } from '../shared/account/entrance';
import { consoleSlug } from '../shared/account/entrance';
import { ConfigSchema } from './config';

/**
 * Settings of the business account area (issue 6), from optional wrangler vars; each has a local
 * default, so wrangler.jsonc needs none of them. Checked with zod once per isolate; a bad value fails
 * loudly naming the field (like worker/config.ts, which another part of the worker owns).
 */
/** A comma-separated list, trimmed and lower-cased, each item matching `item`. */
const commaList = (item: RegExp, message: string) =>
  z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(item, message)));

/** Host names, as worker/config.ts's host lists take them. */
const hostList = ConfigSchema.shape.CHINA_HOSTS;
const originList = commaList(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, 'a comma-separated list of https origins');

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');

export const AccountConfigSchema = z.object({
  /** Base of the vendor's consoles (`<base>/<solution>/home`); empty → the entrance page stands in. */
  CONSOLE_BASE_URL: optionalUrl,
  /** The same for the China domain (spec 000 §6: host addresses differ there); empty → CONSOLE_BASE_URL. */
  CONSOLE_BASE_URL_CHINA: optionalUrl,
  /** Extra hosts a `next` target and the in-app sign-in's returned address may name (console/app hosts). */
  APP_HOSTS: hostList,
  /** Origins allowed to post messages to the in-app sign-in page besides the site's own. */
  APP_BRIDGE_ORIGINS: originList,
  /** Bot protection on sign-in (decision 0051): `local` (the default stand-in) or `recaptcha`. */
  BOT_PROTECTION: z.enum(['local', 'recaptcha']).default('local'),
  /** The provider's public site key (recaptcha). */
  BOT_PROTECTION_SITE_KEY: z.string().max(200).default(''),
  /** The provider's secret, used by the embedded origin to verify (recaptcha). */
  BOT_PROTECTION_SECRET: z.string().max(200).default(''),
  /** spec 000 §4/§7: the affiliate tracking script loaded after a trial; empty (locally) → none. */
  AFFILIATE_SCRIPT_URL: z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default(''),
});
export type AccountConfig = z.infer<typeof AccountConfigSchema>;

let cached: { source: unknown; config: AccountConfig } | undefined;

export function accountConfig(env: unknown): AccountConfig {
  if (cached && cached.source === env) return cached.config;
  const e = (env ?? {}) as Record<string, unknown>;
  const pick = Object.fromEntries(Object.keys(AccountConfigSchema.shape).map((k) => [k, e[k]]));
  const result = AccountConfigSchema.safeParse(pick);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid account configuration — ${fields}`);
  }
  const config = result.data;
  if (
    config.BOT_PROTECTION === 'recaptcha' &&
    !(config.BOT_PROTECTION_SITE_KEY && config.BOT_PROTECTION_SECRET)
  ) {
    throw new Error(
      'Invalid account configuration — BOT_PROTECTION_SITE_KEY and BOT_PROTECTION_SECRET are required for recaptcha',
    );
  }
  cached = { source: env, config };
  return config;
}

/** The local stand-in of a console: the entrance page names the solution (decision 0034). */
export const LOCAL_CONSOLE_PATH = '/business/user/home';

/** spec 000 §4 "Entering a console": the console address of a solution on this domain. */
export function consoleAddress(
  config: Pick<AccountConfig, 'CONSOLE_BASE_URL' | 'CONSOLE_BASE_URL_CHINA'>,
  solution: string,
  domain: SiteDomain = 'global',
): string {
  const base = (domain === 'china' && config.CONSOLE_BASE_URL_CHINA) || config.CONSOLE_BASE_URL;
  return base
    ? `${base.replace(/\/+$/, '')}/${consoleSlug(solution)}/home`
    : `${LOCAL_CONSOLE_PATH}?console=${consoleSlug(solution)}`;
}

/** The hosts a `next` or returned address may name: the console hosts and APP_HOSTS. */
export function allowedTargetHosts(config: AccountConfig): string[] {
  const hosts = new Set(config.APP_HOSTS);
  for (const base of [config.CONSOLE_BASE_URL, config.CONSOLE_BASE_URL_CHINA]) {
    if (base) hosts.add(new URL(base).host.toLowerCase());
  }
  return [...hosts];
}
