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

/** Configuration from wrangler vars (DESIGN "Configuration"), checked once per isolate. */
export const ConfigSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'staging', 'production']),
  SMB_ORIGIN: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
  BRAND_NAME: z.string().trim().min(1).max(40),
  CHINA_HOSTS: hostList,
  ALT_REGIONAL_HOSTS: hostList,
  MAKEUP_AR_HOSTS: hostList,
  // External sites the frame links to (spec 001 §2.1; decision 0089).
  EDITOR_SITE_URL: z.url({ protocol: /^https$/ }).default('https://editor.lumora.example'),
  INVESTORS_SITE_URL: z.url({ protocol: /^https$/ }).default('https://ir.lumora.example'),
  CAREERS_URL: z.url({ protocol: /^https$/ }).default('https://careers.lumora.example'),
  DOC_CENTER_URL: z.url({ protocol: /^https$/ }).default('https://docs.lumora.example'),
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
