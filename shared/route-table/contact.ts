import { SALES_EVENTS } from '../contact/events';
import { ANY_VALUE, type QueryParam, type RedirectDef, type RouteDef } from './types';

/** `?event=<code>` prefills a sales form (decision 0072); the codes as listed (another spelling: rendered, not stored). */
const EVENT: Record<string, QueryParam> = { event: { values: SALES_EVENTS.map((e) => e.code) } };
/** `?supportId=`: the visitor's own request (decision 0076) — rendered, never stored. */
const SUPPORT_ID: Record<string, QueryParam> = { supportId: { values: ANY_VALUE, cache: false } };

/** Spec 000 §2 and spec-rulings 2: contact pages (sales, media, support) and contact sales. */
export const BUSINESS_CONTACT_TYPES = ['sales', 'media', 'support'] as const;
export const CONSUMER_CONTACT_TYPES = ['media', 'support'] as const;

export const CONTACT_ROUTES = [
  {
    id: 'contact-us',
    path: '/business/contact-us/:type',
    audience: 'business',
    page: 'contact-us',
    ns: 'contact',
    params: { type: BUSINESS_CONTACT_TYPES },
    query: EVENT,
  },
  {
    id: 'contact-sales',
    path: '/business/contact-sales',
    audience: 'business',
    page: 'contact-sales',
    ns: 'contact',
    query: EVENT,
  },
  {
    id: 'contact-sales-thank-you',
    path: '/business/contact-sales/thank-you',
    audience: 'business',
    page: 'contact-thank-you',
    ns: 'contact',
    sitemap: false,
    query: SUPPORT_ID,
  },
  {
    id: 'consumer-contact-us',
    path: '/consumer/contact-us/:type',
    audience: 'consumer',
    page: 'contact-us',
    ns: 'contact',
    params: { type: CONSUMER_CONTACT_TYPES },
  },
  // Decision 0076: the e-mail subscription of one request, reached from a link carrying ?supportId=.
  {
    id: 'email-preferences',
    path: '/business/email-preferences',
    audience: 'business',
    page: 'contact-preferences',
    ns: 'contact',
    sitemap: false,
    query: SUPPORT_ID,
  },
  {
    id: 'consumer-email-preferences',
    path: '/consumer/email-preferences',
    audience: 'consumer',
    page: 'contact-preferences',
    ns: 'contact',
    seoKey: 'email-preferences',
    sitemap: false,
    query: SUPPORT_ID,
  },
] as const satisfies readonly RouteDef[];

export const CONTACT_REDIRECTS: readonly RedirectDef[] = [
  // spec 000 §2: a bare contact-us is the sales form (a default: 302).
  { from: '/business/contact-us', to: '/business/contact-us/sales', status: 302 },
  // spec-rulings 16: a bare consumer contact-us is the support form (most consumer contacts are support).
  { from: '/consumer/contact-us', to: '/consumer/contact-us/support', status: 302 },
];
