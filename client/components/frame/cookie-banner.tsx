import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COOKIE_ACCEPTED_KEY, grantConsent } from '../../../shared/analytics';
import { useSite } from '../../app/site-context';
import { readFlag, storeFlag } from './stored-flag';

/** spec 001 §9 "cookie statement accepted": kept in the browser for good once CONTINUE is pressed. */
export { COOKIE_ACCEPTED_KEY };

/** Set once the first render has hydrated: later mounts read the stored choice at once. */
let hydrated = false;

/**
 * spec 001 §2.1 / §4: the cookie statement with a CONTINUE button, dismissed permanently; never shown
 * inside the provider's mobile app or a frame. A fixed bar, so it never shifts the page. The server
 * renders it (it paints with the page instead of arriving late as the largest element, decision 0141);
 * a head script hides it by CSS before first paint for a visitor who accepted, and hydration removes it.
 * CONTINUE is also the analytics consent (decision 0173).
 */
export function CookieBanner() {
  const { t } = useTranslation('common');
  const { edge, frame } = useSite();
  const hidden = edge.inApp || edge.embedded || frame !== 'standard';
  const [show, setShow] = useState(() => !hidden && !(hydrated && readFlag(COOKIE_ACCEPTED_KEY)));
  const id = useId();
  useEffect(() => {
    hydrated = true;
    setShow(!hidden && !readFlag(COOKIE_ACCEPTED_KEY));
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
          // decision 0173: analytics and ads storage are denied until here; the container loads now.
          grantConsent();
        }}
      >
        {t('cookie.continue')}
      </button>
    </section>
  );
}
