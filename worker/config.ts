import { z } from 'zod';

const hostList = z
  .string()
  .default('')
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+(:\d+)?$/, 'a comma-separated list of host names')));

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');

/** Origins (scheme://host[:port]) separated by spaces or commas, e.g. for frame-ancestors. */
const originList = z
  .string()
  .default('')
  .transform((s) => s.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'origins such as https://cms.example.com')),
  );

/** Configuration from wrangler vars (DESIGN "Configuration"), checked once per isolate. */
export const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'staging', 'production']),
  SMB_ORIGIN: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  BRAND_NAME: z.string().trim().min(1).max(40),
  CHINA_HOSTS: hostList,
  ALT_REGIONAL_HOSTS: hostList,
  MAKEUP_AR_HOSTS: hostList,
  /** decision 0011: the product token the provider's mobile app adds to its web view's user agent. */
  APP_UA_TOKEN: z
    .string()
    .regex(/^[A-Za-z][A-Za-z0-9_-]{1,39}$/, 'a user-agent product token such as LumoraApp')
    .default('LumoraApp'),
  /** Origins allowed to frame the /iframe pages (spec 001 §2.1; decision 0016). Empty: same origin only. */
  FRAME_ANCESTORS: originList,
  /** The CMS editor's origin, the only sender of posted preview messages (decision 0015). */
  CMS_PREVIEW_ORIGIN: optionalUrl,
  /** Host addresses (spec 000 §6, 001 §6); the CN_ values replace them on the China domain. */
  CONSOLE_BASE_URL: optionalUrl,
  CN_CONSOLE_BASE_URL: optionalUrl,
  TRYON_MODULE_HOST: optionalUrl,
  CN_TRYON_MODULE_HOST: optionalUrl,
  STORE_IOS_URL: optionalUrl,
  CN_STORE_IOS_URL: optionalUrl,
  STORE_ANDROID_URL: optionalUrl,
  CN_STORE_ANDROID_URL: optionalUrl,
  // External sites the frame links to (spec 001 §2.1; decision 0089).
  EDITOR_SITE_URL: z.url({ protocol: /^https$/ }).default('https://editor.lumora.example'),
  INVESTORS_SITE_URL: z.url({ protocol: /^https$/ }).default('https://ir.lumora.example'),
  CAREERS_URL: z.url({ protocol: /^https$/ }).default('https://careers.lumora.example'),
  DOC_CENTER_URL: z.url({ protocol: /^https$/ }).default('https://docs.lumora.example'),
  /**
   * The tag-manager container (spec 000 §7, 001 §7; decision 0173), e.g. `GTM-AB12CD3`. Empty: no
   * container loads and the CSP names no tag-manager host; events still go to window.dataLayer.
   */
  GTM_CONTAINER_ID: z
    .string()
    .trim()
    .regex(/^(GTM-[A-Z0-9]{4,12})?$/, 'a tag-manager container id such as GTM-AB12CD3')
    .default(''),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

let cached: { source: unknown; config: Config } | undefined;

/** Parses the environment once per isolate; a bad value fails loudly, naming the field. */
export function getConfig(env: Record<string, unknown>): Config {
  if (cached?.source === env) return cached.config;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration — ${fields}`);
  }
  cached = { source: env, config: result.data };
  return result.data;
}
