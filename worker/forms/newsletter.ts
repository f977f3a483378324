import { newsletterRequest } from '../../shared/contact/newsletter';
import { filterRegion } from '../../shared/region';
import { newsletterConfigAnswer } from '../contact-config';
import { errorFields, log } from '../log';
import { again, done } from './calls';
import type { FormAction } from './types';

/**
 * The footer's newsletter form posted natively (decision 0190): it posts to the page it is on with
 * `_form=newsletter`; the worker sends the provider the same request the browser would (decision
 * 0074) and renders the page again with the outcome under the form. Provider errors are only logged
 * (spec 000 §8) and the address stays in the field.
 */
export const newsletterAction: FormAction = async ({ c, values, lang }) => {
  const email = (values.email ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    return again(values, { email: { key: 'common:newsletter.invalid' } });
  }
  const config = newsletterConfigAnswer(c.env);
  if (!config.enabled) {
    log('info', 'newsletter_unconfigured');
    return again(values, {}, { key: 'common:newsletter.unavailable' }, 200);
  }
  const domain = c.get('edge')?.domain ?? 'global';
  const cf = (c.req.raw as { cf?: { country?: unknown } }).cf;
  const country =
    domain === 'china'
      ? 'CN'
      : filterRegion(typeof cf?.country === 'string' ? cf.country : undefined, domain);
  const { url, ...init } = newsletterRequest(config, { email, country, language: lang });
  try {
    const answer = await fetch(url, { ...init, signal: AbortSignal.timeout(5_000) });
    if (!answer.ok) {
      log('warn', 'newsletter_provider_refused', { upstream_status: answer.status });
      return again(values, {}, { key: 'common:newsletter.unavailable' }, 200);
    }
  } catch (error) {
    log('warn', 'newsletter_failed', errorFields(error));
    return again(values, {}, { key: 'common:newsletter.unavailable' }, 200);
  }
  return done();
};
