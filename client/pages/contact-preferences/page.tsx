import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSupport } from '../../components/contact/calls';
import type { PreferencesData } from '../../components/contact/types';
import '../../components/contact/contact.css';
import type { PageProps } from '../types';

/**
 * Decision 0076: the e-mail subscription of one request, reached from a link carrying ?supportId=
 * (spec 000 §7 query-support, update-support with isSubscribed).
 */
export default function ContactPreferencesPage({ data }: PageProps<PreferencesData>) {
  const { t } = useTranslation('contact');
  const [subscribed, setSubscribed] = useState(data.summary?.isSubscribed ?? false);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');

  const change = async (next: boolean) => {
    if (!data.supportId || state === 'saving') return;
    setState('saving');
    try {
      const answer = await updateSupport(data.supportId, next);
      setSubscribed(answer.isSubscribed);
      setState('saved');
    } catch {
      setState('error');
    }
  };

  return (
    <section className="contact-page" aria-labelledby="page-title">
      <h1 id="page-title">{t('preferences.heading')}</h1>
      {!data.summary ? (
        <p className="contact-page__lead">{t('preferences.missing')}</p>
      ) : (
        <>
          <p className="contact-page__lead">
            {subscribed ? t('preferences.subscribed') : t('preferences.unsubscribed')}
          </p>
          <p>
            <button
              type="button"
              className="button contact-form__submit"
              disabled={state === 'saving'}
              onClick={() => change(!subscribed)}
            >
              {state === 'saving' ? <span className="contact-form__spinner" aria-hidden="true" /> : null}
              {subscribed ? t('preferences.unsubscribe') : t('preferences.subscribe')}
            </button>
          </p>
          <div role="status">
            {state === 'saved' ? <p>{t('preferences.saved')}</p> : null}
            {state === 'error' ? <p className="contact-form__error">{t('preferences.error')}</p> : null}
          </div>
        </>
      )}
    </section>
  );
}
