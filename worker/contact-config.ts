import type { NewsletterConfigAnswer } from '../shared/contact/newsletter';
import { ConfigError, getConfig } from './config';

/**
 * The contact family's view of the one configuration (worker/config.ts, decision 0160): the e-mail
 * marketing provider's client subscription endpoint, list id and API revision (spec 000 §7, decision
 * 0074) — all three set → the newsletter form posts there; none → it sends nothing.
 */

/** What the browser may know: the provider's public client endpoint, list id and revision. */
export function newsletterConfigAnswer(env: object): NewsletterConfigAnswer {
  const c = getConfig(env);
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
    const c = getConfig(env);
    return c.NEWSLETTER_ENDPOINT ? new URL(c.NEWSLETTER_ENDPOINT).origin : '';
  } catch (err) {
    if (err instanceof ConfigError) return ''; // the request itself answers the configuration error
    throw err;
  }
}
