import { createMiddleware } from 'hono/factory';
import type { EdgeFacts } from '../../client/app/ssr-data';
import { parseCookies } from '../../shared/attribution';
import { deviceClass } from '../../shared/screen';
import {
  domainKindFor,
  isEmbeddedPath,
  isInAppUserAgent,
  isListedHost,
  siteLinksFor,
} from '../../shared/site';
import { FormIdParam } from '../../shared/smb/content';
import type { AppEnv } from '../app-env';
import type { Config } from '../config';
import { PREVIEW_COOKIE } from '../smb/cache-policy';

/**
 * docs/architecture.md "One request" steps 2 and 5: what the edge knows about this request — the host's domain kind
 * (spec 000 §6, 001 §6), the environment, the mobile app (decision 0011), a frame (spec 001 §2.1) and
 * preview mode (spec 000 §4, 001 §2.1) — set once as `c.get('edge')` for loaders, pages and rules.
 */
export const siteContext = createMiddleware<AppEnv>(async (c, next) => {
  c.set('edge', edgeFactsFor(c.req.raw, c.get('config')));
  await next();
});

export function edgeFactsFor(request: Request, config: Config): EdgeFacts {
  const url = new URL(request.url);
  const host = request.headers.get('host') ?? url.host;
  const domain = domainKindFor(host, {
    china: config.CHINA_HOSTS,
    altRegional: config.ALT_REGIONAL_HOSTS,
    makeupAr: config.MAKEUP_AR_HOSTS,
  });
  return {
    environment: config.ENVIRONMENT,
    domain,
    origin: url.origin,
    inApp: isInAppUserAgent(request.headers.get('user-agent'), config.APP_UA_TOKEN),
    device: deviceClass(request),
    embedded: isEmbeddedPath(url.pathname),
    previewFormId: previewFormIdOf(request.headers.get('cookie')),
    links: siteLinksFor(domain, {
      global: {
        console: config.CONSOLE_BASE_URL,
        tryOnModuleHost: config.TRYON_MODULE_HOST,
      },
      china: {
        console: config.CN_CONSOLE_BASE_URL,
        tryOnModuleHost: config.CN_TRYON_MODULE_HOST,
      },
    }),
    // decision 0162: production is indexed only on its own hosts.
    ...(config.ENVIRONMENT === 'production'
      ? { listedHost: isListedHost(host, config.PRODUCTION_HOSTS) }
      : {}),
    ...(config.CMS_PREVIEW_ORIGIN ? { previewOrigin: config.CMS_PREVIEW_ORIGIN.replace(/\/+$/, '') } : {}),
  };
}

/** The preview form id (spec pfFormId) from its cookie, when it is a well-formed id. */
export function previewFormIdOf(cookieHeader: string | null): string | null {
  if (!cookieHeader?.includes(PREVIEW_COOKIE)) return null;
  const raw = parseCookies(cookieHeader).get(PREVIEW_COOKIE);
  const parsed = FormIdParam.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
