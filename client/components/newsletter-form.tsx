import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_EVENTS, pushEvent } from '../../shared/analytics';
import {
  NEWSLETTER_CONFIG_PATH,
  type NewsletterConfigAnswer,
  newsletterRequest,
} from '../../shared/contact/newsletter';
import { FORM_ID_FIELD, NEWSLETTER_FORM_ID } from '../../shared/forms';
import { usePostedForm } from '../app/form-state';
import { useSite } from '../app/site-context';
import { visitorCountry } from './contact/location';
import './newsletter-form.css';

type State = 'idle' | 'sending' | 'done' | 'unavailable' | 'invalid';

/**
 * The newsletter sign-up of the footer (spec 000 §7 e-mail marketing provider, decision 0074). The
 * provider's endpoint, list id and revision come from the worker's configuration, read on submit
 * (no cost on page load). Not configured → a log line and a short notice, nothing sent. Provider
 * errors are only logged (spec 000 §8); the form keeps the address so the visitor can try again.
 */
export function NewsletterForm() {
  const { t } = useTranslation('common');
  const { lang, edge } = useSite();
  const id = useId();
  // A native submit's answer (decision 0190): the page came back with the outcome of this form.
  const posted = usePostedForm(NEWSLETTER_FORM_ID);
  const [email, setEmail] = useState(posted?.values.email ?? '');
  const [state, setState] = useState<State>(() =>
    !posted
      ? 'idle'
      : posted.done
        ? 'done'
        : posted.errors.email
          ? 'invalid'
          : posted.alert
            ? 'unavailable'
            : 'idle',
  );

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'sending') return;
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
      setState('invalid');
      return;
    }
    setState('sending');
    try {
      const res = await fetch(NEWSLETTER_CONFIG_PATH, { headers: { Accept: 'application/json' } });
      const config = (await res.json()) as NewsletterConfigAnswer;
      if (!config.enabled) {
        console.info('newsletter: no e-mail marketing provider configured (NEWSLETTER_*); nothing sent');
        setState('unavailable');
        return;
      }
      const country = await visitorCountry(edge.domain === 'china');
      const { url, ...init } = newsletterRequest(config, { email, country, language: lang });
      const answer = await fetch(url, { ...init, credentials: 'omit' });
      if (!answer.ok) {
        console.warn('newsletter: the provider answered', answer.status, await answer.text().catch(() => ''));
        setState('idle');
        return;
      }
      pushEvent(ANALYTICS_EVENTS.emailSubscription, { language: lang });
      setState('done');
    } catch (error) {
      console.warn('newsletter: sign-up failed', error);
      setState('idle');
    }
  };

  if (state === 'done') {
    return (
      <div className="newsletter" role="status">
        <p className="newsletter__done">{t('newsletter.done')}</p>
      </div>
    );
  }
  return (
    <form className="newsletter" method="post" onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`}>
      <input type="hidden" name={FORM_ID_FIELD} value={NEWSLETTER_FORM_ID} />
      <h2 className="site-footer__heading" id={`${id}-title`}>
        {t('newsletter.heading')}
      </h2>
      <p className="newsletter__lead">{t('newsletter.lead')}</p>
      <div className="newsletter__row">
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {t('newsletter.email')}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('newsletter.email')}
          maxLength={254}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state === 'invalid' || state === 'unavailable') setState('idle');
          }}
          aria-invalid={state === 'invalid' ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="button newsletter__submit" disabled={state === 'sending'}>
          {state === 'sending' ? t('newsletter.sending') : t('newsletter.submit')}
        </button>
      </div>
      <p id={`${id}-status`} role="status" className="newsletter__status">
        {state === 'invalid'
          ? t('newsletter.invalid')
          : state === 'unavailable'
            ? t('newsletter.unavailable')
            : ''}
      </p>
    </form>
  );
}
