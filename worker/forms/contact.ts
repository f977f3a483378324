import { type ContactFormSpec, contactRequestValues } from '../../client/components/contact/form-values';
import { CONTACT_FORM_SPECS } from '../../client/components/contact/specs';
import type { ContactPageData } from '../../client/components/contact/types';
import { readAttribution } from '../../shared/attribution';
import {
  buildSupportPayload,
  contactFieldErrors,
  fileProblems,
  supportJsonBody,
  supportMultipartBody,
} from '../../shared/contact/request';
import type { ForumSessionData } from '../../shared/forum-views';
import { href } from '../../shared/routes';
import { CreateSupportAnswer } from '../../shared/smb/support';
import { smbFetch } from '../smb/client';
import { again, done, failure } from './calls';
import type { FormAction, FormActionArgs, FormErrors } from './types';

/**
 * The contact forms posted natively (decision 0190): the same values, checks and create-request call
 * (JSON, or multipart when files came along) as client/components/contact/contact-form.tsx.
 * Contact sales continues to its thank-you page (303); contact-us renders its done panel.
 */
/** How a page's contact form is posted: its spec, extra request attrs, and where success goes. */
type ContactRoute = {
  spec: (data: never) => ContactFormSpec | undefined;
  attrs?: (data: never) => Record<string, string>;
  /** Success: a 303 to this address; none → the page again in its done state (its done panel). */
  next?: (supportId: string, args: FormActionArgs, data: never) => string;
};

const SESSION: ContactRoute = {
  spec: () => CONTACT_FORM_SPECS.webinar,
  attrs: (data: ForumSessionData) => ({ sessionId: String(data.session.id) }),
  next: (_id, { lang }, data: ForumSessionData) =>
    href(lang, data.sessionRoute, { sessionId: String(data.session.id), thankyou: 'thankyou' }),
};

const CONTACT_ROUTES: Record<string, ContactRoute> = {
  'contact-sales': {
    spec: () => CONTACT_FORM_SPECS['business-sales'],
    next: (id, { lang }) => `${href(lang, 'contact-sales-thank-you')}?supportId=${encodeURIComponent(id)}`,
  },
  'contact-us': { spec: (d: ContactPageData) => CONTACT_FORM_SPECS[`${d.audience}-${d.form}`] },
  'consumer-contact-us': { spec: (d: ContactPageData) => CONTACT_FORM_SPECS[`${d.audience}-${d.form}`] },
  investors: { spec: () => CONTACT_FORM_SPECS.investor },
  // The download page waits for the report named by ?supportId= (decision 0122).
  'color-trends-download': {
    spec: () => CONTACT_FORM_SPECS['color-report'],
    next: (id, { url }) => `${url.pathname}?supportId=${encodeURIComponent(id)}`,
  },
  'master-class-session': SESSION,
  'gbtf-session': SESSION,
  'education-series-session': SESSION,
};

const contactAction: FormAction = async (args) => {
  const { c, values, form, route } = args;
  const target = CONTACT_ROUTES[route.id];
  const data = (await args.pageData()) as never;
  const spec = data ? target?.spec(data) : undefined;
  if (!target || !spec) return again(values, {}, { key: 'contact:errors.server' }, 404);
  const event = (data as Partial<ContactPageData>).event ?? null;
  const v = contactRequestValues(
    spec,
    {
      firstName: values.firstName ?? '',
      lastName: values.lastName ?? '',
      email: values.email ?? '',
      businessName: values.businessName ?? '',
      employees: values.employees ?? '',
      country: values.country ?? '',
      state: values.state ?? '',
      description: values.description ?? '',
      isSubscribed: values.isSubscribed === 'on' || values.isSubscribed === 'true',
      focus: values.focus ?? '',
      product: spec.products ? (values[spec.products] ?? '') : '',
      topic: spec.topics ? (values[spec.topics] ?? '') : '',
    },
    event,
  );
  const found = contactFieldErrors(v, {
    businessName: spec.business?.required,
    description: spec.descriptionRequired,
  });
  const errors: FormErrors = {};
  for (const [field, key] of Object.entries(found)) if (key) errors[field] = { key: `contact:errors.${key}` };
  const files = form.getAll('files').filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (spec.files && fileProblems(files).length) errors.files = { key: 'contact:errors.unsupported' };
  if (Object.keys(errors).length) return again(values, errors, { key: 'contact:errors.summary' });

  const payload = buildSupportPayload(v, readAttribution(c.req.header('cookie')), event ?? undefined);
  if (target.attrs) payload.attrs = { ...payload.attrs, ...target.attrs(data) };
  const query = new URLSearchParams({ requestKey: crypto.randomUUID() });
  const res =
    spec.files && files.length
      ? await smbFetch(c, 'support.createRequest', {
          method: 'POST',
          query,
          body: supportMultipartBody(payload, files),
        })
      : await smbFetch(c, 'support.createRequest', {
          method: 'POST',
          query,
          body: JSON.stringify(supportJsonBody(payload)),
          headers: { 'Content-Type': 'application/json' },
        });
  const json: unknown = await res.json().catch(() => undefined);
  const answer = res.ok ? CreateSupportAnswer.safeParse(json) : null;
  if (!answer?.success) {
    const retry = Number(res.headers.get('Retry-After'));
    return failure(
      values,
      { status: res.ok ? 502 : res.status, retryAfter: Number.isFinite(retry) ? retry : undefined },
      {
        400: { key: 'contact:errors.summary' },
        413: { key: 'contact:errors.unsupported' },
        415: { key: 'contact:errors.unsupported' },
        429: { key: 'contact:errors.rateLimited' },
        502: { key: 'contact:errors.server' },
      },
    );
  }
  const { supportId } = answer.data;
  if (target.next) return { kind: 'redirect', location: target.next(supportId, args, data) };
  return done({ supportId });
};

export const CONTACT_FORM_ACTIONS: Record<string, FormAction> = Object.fromEntries(
  Object.keys(CONTACT_ROUTES).map((id) => [id, contactAction]),
);
