/**
 * spec 000 §7: "An e-mail marketing provider's client subscription endpoint receives a POST with a
 * list id, the e-mail, and properties Country, Website Language, First Name, Last Name, Email Address,
 * plus a revision header; responses are only logged." The body follows the provider's JSON:API-style
 * client subscription shape; the endpoint, list id and revision come from configuration (decision 0074).
 */
export type NewsletterConfig = { endpoint: string; listId: string; revision: string };

/** What the worker exposes at NEWSLETTER_CONFIG_PATH: the config, or `{enabled: false}`. */
export type NewsletterConfigAnswer = ({ enabled: true } & NewsletterConfig) | { enabled: false };

export const NEWSLETTER_CONFIG_PATH = '/config/newsletter.json';

/** The provider's API revision travels in this request header. */
export const REVISION_HEADER = 'revision';

export type NewsletterSignUp = {
  email: string;
  country: string;
  /** The site's language key (en, zh_TW, …). */
  language: string;
  firstName?: string;
  lastName?: string;
};

export function newsletterBody(listId: string, s: NewsletterSignUp) {
  const email = s.email.trim();
  return {
    data: {
      type: 'subscription',
      attributes: {
        profile: {
          data: {
            type: 'profile',
            attributes: {
              email,
              properties: {
                Country: s.country,
                'Website Language': s.language,
                'First Name': s.firstName?.trim() ?? '',
                'Last Name': s.lastName?.trim() ?? '',
                'Email Address': email,
              },
            },
          },
        },
      },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

export function newsletterRequest(
  config: NewsletterConfig,
  s: NewsletterSignUp,
): RequestInit & { url: string } {
  return {
    url: config.endpoint,
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [REVISION_HEADER]: config.revision,
    },
    body: JSON.stringify(newsletterBody(config.listId, s)),
  };
}
