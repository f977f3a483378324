import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { REPLY_PROMISE_KEY, sentences } from '../../../shared/contact/promise';
import { href } from '../../../shared/routes';
import { revealFocus } from '../../app/reveal';
import { useSite } from '../../app/site-context';

/** What a visitor sees once a request is stored: thanks, and the link to its e-mail preferences. */
export function DonePanel(props: { supportId: string; body?: string }) {
  const { t } = useTranslation('contact');
  const { lang, audience } = useSite();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => revealFocus(ref.current), []);
  const prefs = href(lang, audience === 'consumer' ? 'consumer-email-preferences' : 'email-preferences');
  return (
    <div className="contact-done" ref={ref} tabIndex={-1} role="status">
      <h2>{t('done.title')}</h2>
      <p>{props.body ?? sentences(t('done.body'), t(REPLY_PROMISE_KEY))}</p>
      <p>
        <a href={`${prefs}?supportId=${encodeURIComponent(props.supportId)}`}>{t('done.preferences')}</a>
      </p>
    </div>
  );
}
