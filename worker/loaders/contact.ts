import type {
  ContactPageData,
  PreferencesData,
  RegistrationPageData,
  ThankYouData,
} from '../../client/components/contact/types';
import { salesEventFor } from '../../shared/contact/events';
import { reshapeContentPage } from '../../shared/smb/content-reshape';
import { QuerySupportAnswer, SupportIdSchema } from '../../shared/smb/support';
import { smbJson } from '../smb/client';
import { cmsByLanguage, edgeOf, failure, seoHead } from './cms';
import type { Loader, LoaderArgs } from './types';

/** Loaders of the contact routes (shared/route-table/contact.ts, and partners / investors), by route id. */

const chinaDomain = (args: LoaderArgs) => edgeOf(args.c).domain === 'china';

function contactForm(form: (args: LoaderArgs) => ContactPageData['form']): Loader {
  return async (args) => {
    const f = form(args);
    // spec 000 §9: event prefills are sales prefills (decision 0072).
    const event = f === 'sales' ? (salesEventFor(args.url.searchParams.get('event')) ?? null) : null;
    const data: ContactPageData = { form: f, audience: args.audience, event, chinaDomain: chinaDomain(args) };
    return { kind: 'page', data };
  };
}

const supportIdOf = (args: LoaderArgs): string | null => {
  const parsed = SupportIdSchema.safeParse(args.url.searchParams.get('supportId'));
  return parsed.success ? parsed.data : null;
};

const thankYou: Loader = async (args) => {
  const data: ThankYouData = { supportId: supportIdOf(args) };
  return { kind: 'page', data };
};

/** Decision 0076: the request's current subscription; an unknown or missing id shows a notice. */
const preferences: Loader = async (args) => {
  const supportId = supportIdOf(args);
  let summary: PreferencesData['summary'] = null;
  if (supportId) {
    const r = await smbJson(args.c, 'support.querySupport', QuerySupportAnswer, {
      query: new URLSearchParams({ supportId }),
    });
    if (r.ok) summary = r.data;
    else if (r.status >= 500) return { kind: 'unavailable' };
  }
  const data: PreferencesData = { supportId, summary };
  return { kind: 'page', data };
};

/** The partners / investors CMS info page (404 / 503 as every content page), then the form. */
function registrationPage(pageKey: string): Loader {
  return async (args) => {
    const [r, head] = await Promise.all([
      cmsByLanguage(args.c, args.lang, 'INFO_PAGE', pageKey),
      seoHead(args.c, args.lang, args.url.pathname),
    ]);
    if (!r.ok) return failure(r.status);
    const data: RegistrationPageData = {
      view: reshapeContentPage(r.data.entry, r.data.asked),
      chinaDomain: chinaDomain(args),
    };
    return { kind: 'page', data, head };
  };
}

export const CONTACT_LOADERS: Record<string, Loader> = {
  'contact-us': contactForm((args) => args.params.type as ContactPageData['form']),
  'consumer-contact-us': contactForm((args) => args.params.type as ContactPageData['form']),
  'contact-sales': contactForm(() => 'sales'),
  'contact-sales-thank-you': thankYou,
  'email-preferences': preferences,
  'consumer-email-preferences': preferences,
  partners: registrationPage('partners'),
  investors: registrationPage('investors'),
};
