import { z } from 'zod';
import type { NewsletterConfigAnswer } from '../shared/contact/newsletter';

/**
 * Optional configuration of the contact family (decision 0074), kept apart from worker/config.ts:
 * the e-mail marketing provider's client subscription endpoint, list id and API revision (spec 000
 * §7). All three set → the newsletter form posts there; none set → it logs a line and sends nothing;
 * some set → a configuration error naming the fields, like worker/config.ts.
 */
export const ContactConfigSchema = z
  .object({
    NEWSLETTER_ENDPOINT: z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).default(''),
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
  })
  .superRefine((v, ctx) => {
    const set = [v.NEWSLETTER_ENDPOINT, v.NEWSLETTER_LIST_ID, v.NEWSLETTER_REVISION].filter(Boolean).length;
    if (set !== 0 && set !== 3) {
      ctx.addIssue({
        code: 'custom',
        path: ['NEWSLETTER_ENDPOINT'],
        message: 'set NEWSLETTER_ENDPOINT, NEWSLETTER_LIST_ID and NEWSLETTER_REVISION together, or none',
      });
    }
  });
export type ContactConfig = z.infer<typeof ContactConfigSchema>;

let cached: { source: unknown; config: ContactConfig } | undefined;

/** Parsed once per isolate (per env object); a bad value throws naming the field. */
export function getContactConfig(env: object): ContactConfig {
  if (cached?.source === env) return cached.config;
  const result = ContactConfigSchema.safeParse(env);
  if (!result.success) {
    const fields = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid contact configuration — ${fields}`);
  }
  cached = { source: env, config: result.data };
  return result.data;
}

/** What the browser may know: the provider's public client endpoint, list id and revision. */
export function newsletterConfigAnswer(env: object): NewsletterConfigAnswer {
  const c = getContactConfig(env);
  if (!c.NEWSLETTER_ENDPOINT) return { enabled: false };
  return {
    enabled: true,
    endpoint: c.NEWSLETTER_ENDPOINT,
    listId: c.NEWSLETTER_LIST_ID,
    revision: c.NEWSLETTER_REVISION,
  };
}

/** The origin the page's CSP connect-src must allow for the provider ('' when none is configured). */
export function newsletterConnectSrc(env: object): string {
  try {
    const c = getContactConfig(env);
    return c.NEWSLETTER_ENDPOINT ? new URL(c.NEWSLETTER_ENDPOINT).origin : '';
  } catch {
    return ''; // a bad value fails on the config route, loudly; the CSP stays strict
  }
}
