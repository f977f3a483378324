import { z } from 'zod';

/**
 * Settings of the embedded origin, from the worker's environment (checked with zod like worker/config.ts).
 * None is needed in wrangler.jsonc: each has a production-grade default.
 */
const powerOfTwo = (n: number) => n > 1 && (n & (n - 1)) === 0;

export const OriginConfigSchema = z.object({
  /**
   * scrypt cost N (decision 0032). The default is OWASP's 2^14 (with r=8, p=5). A lower value exists
   * only so the worker tests stay fast (vitest.worker.config.ts sets it); never set it in wrangler.jsonc.
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
    .default(2 ** 14),
  /** Free trials wait for approval unless whitelisted or the affiliation bypasses it (spec 000 §4). */
  TRIAL_APPROVAL: z.enum(['required', 'auto']).default('required'),
  /** spec 000 §4: accounts of this e-mail domain go to the management app after sign-in. */
  INTERNAL_SUPPORT_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]*$/)
    .default('staff.example.com'),
  /** Console base address; empty → the site's own entrance page stands in for the vendor's consoles. */
  CONSOLE_BASE_URL: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
});
export type OriginConfig = z.infer<typeof OriginConfigSchema>;

let cached: { source: unknown; config: OriginConfig } | undefined;

export function originConfig(env: unknown): OriginConfig {
  if (cached && cached.source === env) return cached.config;
  const e = (env ?? {}) as Record<string, unknown>;
  const result = OriginConfigSchema.safeParse({
    PASSWORD_SCRYPT_N: e.PASSWORD_SCRYPT_N,
    TRIAL_APPROVAL: e.TRIAL_APPROVAL,
    INTERNAL_SUPPORT_DOMAIN: e.INTERNAL_SUPPORT_DOMAIN,
    CONSOLE_BASE_URL: e.CONSOLE_BASE_URL,
  });
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid origin configuration — ${fields}`);
  }
  cached = { source: env, config: result.data };
  return result.data;
}
