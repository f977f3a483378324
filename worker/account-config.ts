import type { SiteDomain } from '../shared/account/entrance';
import { consoleSlug } from '../shared/account/entrance';
import { type Config, getConfig } from './config';

/**
 * The business account area's view of the one configuration (worker/config.ts, decision 0160): its
 * vars (consoles, APP_HOSTS, APP_BRIDGE_ORIGINS, bot protection, affiliate script) live in that schema;
 * this module keeps the helpers built on them.
 */
export type AccountConfig = Config;

/** The configuration (parsed once per isolate by worker/config.ts). */
export const accountConfig = (env: object): AccountConfig => getConfig(env);

/** The local stand-in of a console: the entrance page names the solution (decision 0034). */
export const LOCAL_CONSOLE_PATH = '/business/user/home';

/** spec 000 §4 "Entering a console": the console address of a solution on this domain. */
export function consoleAddress(
  config: Pick<Config, 'CONSOLE_BASE_URL' | 'CN_CONSOLE_BASE_URL'>,
  solution: string,
  domain: SiteDomain = 'global',
): string {
  const base = consoleBase(config, domain);
  return base
    ? `${base}/${consoleSlug(solution)}/home`
    : `${LOCAL_CONSOLE_PATH}?console=${consoleSlug(solution)}`;
}

/** The consoles' base on this domain (the China one falls back to the global one), '' when none. */
export function consoleBase(
  config: Pick<Config, 'CONSOLE_BASE_URL' | 'CN_CONSOLE_BASE_URL'>,
  domain: SiteDomain = 'global',
): string {
  const base = (domain === 'china' && config.CN_CONSOLE_BASE_URL) || config.CONSOLE_BASE_URL;
  return base.replace(/\/+$/, '');
}

/** The hosts a `next` or returned address may name: the console hosts and APP_HOSTS. */
export function allowedTargetHosts(config: AccountConfig): string[] {
  const hosts = new Set(config.APP_HOSTS);
  for (const base of [config.CONSOLE_BASE_URL, config.CN_CONSOLE_BASE_URL]) {
    if (base) hosts.add(new URL(base).host.toLowerCase());
  }
  return [...hosts];
}
