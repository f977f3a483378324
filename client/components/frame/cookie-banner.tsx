import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context';
import { readFlag, storeFlag } from './stored-flag';

/** spec 001 §9 "cookie statement accepted": kept in the browser for good once CONTINUE is pressed. */
export const COOKIE_ACCEPTED_KEY = 'cookieStatementAccepted';

/**
 * spec 001 §2.1 / §4: the cookie statement with a CONTINUE button, dismissed permanently; never shown
 * inside the provider's mobile app or a frame. It appears after hydration (the choice lives in the
 * browser) as a fixed bar, so it never shifts the page.
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const { edge, frame } = useSite();
  const [show, setShow] = useState(false);
  const id = useId();
  const hidden = edge.inApp || edge.embedded || frame !== 'standard';
  useEffect(() => {
    if (!hidden && !readFlag(COOKIE_ACCEPTED_KEY)) setShow(true);
  }, [hidden]);
  if (!show) return null;
  return (
    <section className="cookie-banner" aria-labelledby={id}>
      <p id={id} className="cookie-banner__text">
        {t('cookie.text')}
      </p>
      <button
        type="button"
        className="cookie-banner__continue"
        onClick={() => {
          storeFlag(COOKIE_ACCEPTED_KEY);
          setShow(false);
        }}
      >
        {t('cookie.continue')}
      </button>
    </section>
  );
}
