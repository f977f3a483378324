/**
 * spec 000 §7: "Analytics events pushed to a data layer": e-mail-subscription successes, partner and
 * investor registrations, contact sales, and (spec 000 §7 create-request) the forum form success of
 * the webinar variant. Event names are this project's (decision 0073).
 */
export const CONTACT_EVENTS = {
  emailSubscription: 'email_subscription_success',
  partnerRegistration: 'partner_registration',
  investorRegistration: 'investor_registration',
  contactSales: 'contact_sales',
  contactRequest: 'contact_request',
  forumFormSuccess: 'forum_form_success',
} as const;
export type ContactEvent = (typeof CONTACT_EVENTS)[keyof typeof CONTACT_EVENTS];

type DataLayerHost = { dataLayer?: Record<string, unknown>[] };

/** Pushes one event to `window.dataLayer` (created when the tag manager has not loaded). */
export function pushEvent(event: ContactEvent, params: Record<string, unknown> = {}): void {
  const host = globalThis as unknown as DataLayerHost;
  host.dataLayer ??= [];
  host.dataLayer.push({ event, ...params });
}

/** The event a successful support request reports, by its type. */
export function eventForSupport(supportType: string): ContactEvent {
  if (supportType === 'WEBINAR') return CONTACT_EVENTS.forumFormSuccess;
  if (supportType === 'SALES') return CONTACT_EVENTS.contactSales;
  if (supportType === 'INVESTOR') return CONTACT_EVENTS.investorRegistration;
  return CONTACT_EVENTS.contactRequest;
}
