import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFlag, storeFlag } from './stored-flag';

/** spec 001 §9 "unsupported-browser modal": a stored client value, so the notice shows once. */
export const UNSUPPORTED_DISMISSED_KEY = 'unsupportedBrowserDismissed';

/** Features the site's pages rely on; a browser missing any of them gets the notice. */
export function browserSupported(): boolean {
  return (
    typeof CSS !== 'undefined' &&
    CSS.supports('display', 'grid') &&
    CSS.supports('selector(:focus-visible)') &&
    typeof IntersectionObserver === 'function' &&
    typeof Array.prototype.at === 'function' &&
    typeof structuredClone === 'function'
  );
}

/** The unsupported-browser notice (spec 001 §9): a dismissible bar, remembered once dismissed. */
export function UnsupportedBrowser() {
  const { t } = useTranslation('common');
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!browserSupported() && !readFlag(UNSUPPORTED_DISMISSED_KEY)) setShow(true);
  }, []);
  if (!show) return null;
  return (
    <div className="unsupported" role="status">
      <p>{t('unsupported.text')}</p>
      <button
        type="button"
        onClick={() => {
          storeFlag(UNSUPPORTED_DISMISSED_KEY);
          setShow(false);
        }}
      >
        {t('unsupported.dismiss')}
      </button>
    </div>
  );
}
