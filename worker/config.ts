import { z } from 'zod';

/**
 * The worker's one configuration schema (docs/architecture.md "Configuration", decision 0160): every
 * wrangler var and secret, checked with zod once per isolate. Each var is declared in wrangler.jsonc
 * for every environment (empty → the default below), so a deploy never drops a dashboard-set value.
 * Production refuses unsafe values (decision 0161): the worker then answers every request with a
 * plain 500 naming the field, and /healthz with a 503.
 *
 * This module imports nothing but zod: the deploy scripts (scripts/deploy.mjs) check a build's vars
 * with the same schema before shipping it.
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

/** Host names (`lumora.cn`, optionally with a port). */
const hostList = commaList(/^[a-z0-9.-]+(:\d+)?$/, 'a comma-separated list of host names');

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default('');
const optionalHttpsUrl = z.union([z.literal(''), z.url({ protocol: /^https$/ })]).default('');

/** Origins (scheme://host[:port]) separated by spaces or commas, e.g. for frame-ancestors. */
const originList = z
  .string()
  .default('')
  .transform((s) => s.split(/[\s,]+/).filter(Boolean))
  .pipe(
    z.array(z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'origins such as https://cms.example.com')),
  );

const flag = z.enum(['true', 'false']).default('false');

/** An http origin on this machine: the one http SITE_ORIGIN production takes (a local demo's). */
const LOOPBACK_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

const powerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

/** The scrypt cost production must keep (decision 0032: OWASP's 2^14 with r=8, p=5). */
export const PRODUCTION_MIN_SCRYPT_N = 2 ** 14;

const fields = {
  // ── The site ────────────────────────────────────────────────────────────────────────────────────
  ENVIRONMENT: z.enum(['development', 'staging', 'production']),
  /** The vendor's backend base URL; empty → the embedded D1 origin answers /smb-frontend/*. */
  SMB_ORIGIN: optionalUrl,
  /** `true` lets production run the embedded origin and its local bot check: demos only (decision 0161). */
  ALLOW_EMBEDDED_ORIGIN: flag,
  /** The hosts production is indexed on (decision 0162); every other host is noindex. */
  PRODUCTION_HOSTS: hostList,
  /**
   * The origin e-mailed links point at — reset, setup, verify (issue 44 F21, decision 0322): never the
   * request's Host. Empty → production's first PRODUCTION_HOSTS entry over https, elsewhere
   * LOCAL_SITE_ORIGIN (`npm start`'s address). Production wants https (a loopback http origin aside:
   * `npm run start:production` serves http://localhost).
   */
  SITE_ORIGIN: z
    .union([
      z.literal(''),
      z.string().regex(/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i, 'an origin such as https://www.lumora.example'),
    ])
    .default('')
    .transform((s) => s.toLowerCase()),
  BRAND_NAME: z.string().trim().min(1).max(40).default('Lumora'),
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
  /**
   * spec 001 §7: the try-on module's API key per feature area, `area=key` pairs separated by commas
   * (e.g. `skincare=k1,3dviewer=k2`); an area without one uses its public demo key.
   */
  TRYON_API_KEYS: z
    .string()
    .default('')
    .transform((s) =>
      s
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z.string().regex(/^[a-z0-9/-]{1,40}=[A-Za-z0-9_-]{1,64}$/, 'area=key pairs such as skincare=AbC123'),
      ),
    )
    .transform(
      (pairs): Partial<Record<string, string>> =>
        Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)])),
    ),
  /**
   * The embedded try-on module (docs/tryon.md, decision 0260): `on` (default) serves the site's own module
   * wherever no TRYON_MODULE_HOST is set; `off` leaves those pages without a try-on (the page says so).
   */
  TRYON_EMBEDDED: z.enum(['on', 'off']).default('on'),
  /** spec 001 §4 / §6 "blog only if enabled": `off` takes the blog out of the menus, the footer and the featured post. */
  FEATURE_BLOG: z.enum(['on', 'off']).default('on'),
  /** The edge HTML cache of anonymous pages (decision 0180): `on` (default) or `off` (the worker tests). */
  HTML_CACHE: z.enum(['on', 'off']).default('on'),
  // External sites the frame links to (spec 001 §2.1; decision 0089).
  EDITOR_SITE_URL: z.url({ protocol: /^https$/ }).default('https://editor.lumora.example'),
  INVESTORS_SITE_URL: z.url({ protocol: /^https$/ }).default('https://ir.lumora.example'),
  CAREERS_URL: z.url({ protocol: /^https$/ }).default('https://careers.lumora.example'),
  DOC_CENTER_URL: z.url({ protocol: /^https$/ }).default('https://docs.lumora.example'),
  /** The tag manager container (`GTM-XXXX`); empty → no tag manager. */
  GTM_CONTAINER_ID: z
    .union([z.literal(''), z.string().regex(/^GTM-[A-Z0-9]+$/, 'a container id such as GTM-AB12CD')])
    .default(''),

  // ── The business account area (issue 6, decision 0055) ─────────────────────────────────────────
  /** Extra hosts a `next` target and the in-app sign-in's returned address may name. */
  APP_HOSTS: hostList,
  /** Origins allowed to post messages to the in-app sign-in page besides the site's own. */
  APP_BRIDGE_ORIGINS: commaList(/^https:\/\/[a-z0-9.-]+(:\d+)?$/, 'a comma-separated list of https origins'),
  /** Bot protection on sign-in (decision 0051): `local` (the stand-in) or `recaptcha`. */
  BOT_PROTECTION: z.enum(['local', 'recaptcha']).default('local'),
  /** The provider's public site key (recaptcha). */
  BOT_PROTECTION_SITE_KEY: z.string().max(200).default(''),
  /** Secret: the provider's key the embedded origin verifies with (recaptcha). */
  BOT_PROTECTION_SECRET: z.string().max(200).default(''),
  /** spec 000 §4/§7: the affiliate tracking script loaded after a trial; empty → none. */
  AFFILIATE_SCRIPT_URL: optionalHttpsUrl,

  // ── The contact family (decision 0074): the newsletter provider, all three or none ──────────────
  NEWSLETTER_ENDPOINT: optionalUrl,
  NEWSLETTER_LIST_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{0,64}$/, 'letters, digits, - and _')
    .default(''),
  NEWSLETTER_REVISION: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{0,32}$/, 'a revision such as 2024-10-15')
    .default(''),

  // ── The embedded origin ─────────────────────────────────────────────────────────────────────────
  /**
   * scrypt cost N (decision 0032). The default is OWASP's 2^14; a lower value exists only so the worker
   * tests stay fast (vitest.worker.config.ts sets it). Production refuses a lower one.
   */
  PASSWORD_SCRYPT_N: z.coerce
    .number()
    .int()
    .refine(powerOfTwo, 'a power of two')
    .pipe(
      z
        .number()
        .min(16)
        .max(2 ** 20),
    )
    .default(PRODUCTION_MIN_SCRYPT_N),
  /** Free trials wait for approval unless whitelisted or the affiliation bypasses it (spec 000 §4). */
  TRIAL_APPROVAL: z.enum(['required', 'auto']).default('required'),
  /** spec 000 §4: accounts of this e-mail domain go to the management app after sign-in. */
  INTERNAL_SUPPORT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]*$/, 'an e-mail domain such as staff.example.com')
    .default('staff.example.com'),

  // ── The vendor's upstream ───────────────────────────────────────────────────────────────────────
  /** Secret: sent as `X-Upstream-Secret` on every call to SMB_ORIGIN when set (decision 0164). */
  SMB_UPSTREAM_SECRET: z.string().max(500).default(''),
};

/** Vars whose value is a secret: set with `wrangler secret put`, never in wrangler.jsonc, never shown. */
export const SECRET_FIELDS = ['BOT_PROTECTION_SECRET', 'SMB_UPSTREAM_SECRET'] as const;

/** Every var the worker reads, in wrangler.jsonc order (secrets excluded). */
export const VAR_FIELDS = (Object.keys(fields) as (keyof typeof fields)[]).filter(
  (k) => !(SECRET_FIELDS as readonly string[]).includes(k),
);

/** Fields that hold addresses: production refuses http:// in any of them (decision 0161). */
const ADDRESS_FIELDS = [
  'SMB_ORIGIN',
  'CMS_PREVIEW_ORIGIN',
  'FRAME_ANCESTORS',
  'CONSOLE_BASE_URL',
  'CN_CONSOLE_BASE_URL',
  'TRYON_MODULE_HOST',
  'CN_TRYON_MODULE_HOST',
  'NEWSLETTER_ENDPOINT',
] as const;

export const ConfigSchema = z.object(fields).superRefine((v, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });

  const newsletter = [v.NEWSLETTER_ENDPOINT, v.NEWSLETTER_LIST_ID, v.NEWSLETTER_REVISION].filter(Boolean);
  if (newsletter.length !== 0 && newsletter.length !== 3) {
    issue(
      'NEWSLETTER_ENDPOINT',
      'set NEWSLETTER_ENDPOINT, NEWSLETTER_LIST_ID and NEWSLETTER_REVISION together, or none',
    );
  }
  if (v.BOT_PROTECTION === 'recaptcha' && !(v.BOT_PROTECTION_SITE_KEY && v.BOT_PROTECTION_SECRET)) {
    issue(
      'BOT_PROTECTION_SECRET',
      'BOT_PROTECTION_SITE_KEY and BOT_PROTECTION_SECRET are required for recaptcha',
    );
  }

  if (v.ENVIRONMENT !== 'production') return;
  const demo = v.ALLOW_EMBEDDED_ORIGIN === 'true';
  if (!v.SMB_ORIGIN && !demo) {
    issue(
      'SMB_ORIGIN',
      "production needs the vendor's upstream: set SMB_ORIGIN (or ALLOW_EMBEDDED_ORIGIN=true for a demo that runs the embedded origin)",
    );
  }
  if (v.BOT_PROTECTION === 'local' && !demo) {
    issue('BOT_PROTECTION', 'production needs a real bot check: set BOT_PROTECTION=recaptcha and its keys');
  }
  for (const name of ADDRESS_FIELDS) {
    const value = v[name];
    const values = Array.isArray(value) ? value : [value];
    if (values.some((x) => /^http:/i.test(x))) issue(name, 'production needs https:// addresses');
  }
  if (/^http:/.test(v.SITE_ORIGIN) && !LOOPBACK_ORIGIN.test(v.SITE_ORIGIN)) {
    issue('SITE_ORIGIN', 'production needs an https:// origin');
  }
  if (v.PASSWORD_SCRYPT_N < PRODUCTION_MIN_SCRYPT_N) {
    issue('PASSWORD_SCRYPT_N', `production keeps the scrypt cost at ${PRODUCTION_MIN_SCRYPT_N} or more`);
  }
});

export type Config = z.infer<typeof ConfigSchema>;

/** The address `npm start` serves on by default (scripts/start.mjs): e-mailed links' local default. */
export const LOCAL_SITE_ORIGIN = 'http://localhost:8787';

/**
 * The origin of the links the site mails (decision 0322): SITE_ORIGIN, else production's first
 * PRODUCTION_HOSTS entry over https, else the local default — a function of the configuration only,
 * so no request (its Host, X-Forwarded-Host or absolute target) can point a reset link elsewhere.
 */
export function siteOriginOf(config: Config): string {
  if (config.SITE_ORIGIN) return config.SITE_ORIGIN;
  const host = config.ENVIRONMENT === 'production' ? config.PRODUCTION_HOSTS[0] : undefined;
  return host ? `https://${host}` : LOCAL_SITE_ORIGIN;
}

/** The configuration is unusable; `fields` names each bad var with what it needs (never its value). */
export class ConfigError extends Error {
  readonly fields: { field: string; message: string }[];
  constructor(fields: { field: string; message: string }[]) {
    super(`Invalid configuration — ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`);
    this.name = 'ConfigError';
    this.fields = fields;
  }
}

/**
 * Parses a worker environment (vars, secrets, bindings). An empty string counts as unset, so the
 * empty defaults wrangler.jsonc declares take the schema's defaults.
 */
export function parseConfig(env: Record<string, unknown>): Config {
  const input: Record<string, unknown> = {};
  for (const key of Object.keys(fields)) {
    const value = env[key];
    input[key] = value === '' || value === null ? undefined : value;
  }
  const result = ConfigSchema.safeParse(input);
  if (result.success) return result.data;
  throw new ConfigError(
    result.error.issues.map((i) => ({ field: i.path.join('.') || '(config)', message: i.message })),
  );
}

let cached: { source: unknown; config?: Config; error?: ConfigError } | undefined;

/**
 * The configuration of this isolate: parsed on first use and kept for the env object it came from
 * (workerd passes the same object to every request of an isolate). A bad configuration throws the
 * same ConfigError on every call.
 */
export function getConfig(env: object): Config {
  if (cached?.source !== env) {
    try {
      cached = { source: env, config: parseConfig(env as Record<string, unknown>) };
    } catch (err) {
      if (!(err instanceof ConfigError)) throw err;
      cached = { source: env, error: err };
    }
  }
  if (cached.error) throw cached.error;
  return cached.config!;
}
