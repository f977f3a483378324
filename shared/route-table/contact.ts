import type { RedirectDef, RouteDef } from './types';

/** Spec 000 §2 and SPEC-NOTES 2: contact pages (sales, media, support) and contact sales. */
export const BUSINESS_CONTACT_TYPES = ['sales', 'media', 'support'] as const;
export const CONSUMER_CONTACT_TYPES = ['media', 'support'] as const;

export const CONTACT_ROUTES = [
  {
    id: 'contact-us',
    path: '/business/contact-us/:type',
    audience: 'business',
    page: 'basic',
    ns: 'contact',
    params: { type: BUSINESS_CONTACT_TYPES },
  },
  {
    id: 'contact-sales',
    path: '/business/contact-sales',
    audience: 'business',
    page: 'basic',
    ns: 'contact',
  },
  {
    id: 'contact-sales-thank-you',
    path: '/business/contact-sales/thank-you',
    audience: 'business',
    page: 'basic',
    ns: 'contact',
    sitemap: false,
  },
  {
    id: 'consumer-contact-us',
    path: '/consumer/contact-us/:type',
    audience: 'consumer',
    page: 'basic',
    ns: 'contact',
    params: { type: CONSUMER_CONTACT_TYPES },
  },
] as const satisfies readonly RouteDef[];

export const CONTACT_REDIRECTS: readonly RedirectDef[] = [
  // spec 000 §2: a bare contact-us is the sales form (a default: 302).
  { from: '/business/contact-us', to: '/business/contact-us/sales', status: 302 },
  // SPEC-NOTES 16: a bare consumer contact-us is the support form (most consumer contacts are support).
  { from: '/consumer/contact-us', to: '/consumer/contact-us/support', status: 302 },
];
