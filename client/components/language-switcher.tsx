import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIENCE_LANGS, type LangKey, language } from '../../shared/languages';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '../../shared/preferences';
import { localizedPath } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { useDismiss } from './use-dismiss';

/** Keeps the current page, switches its language, and remembers the choice for the bare root. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { lang, audience, pathname } = useSite();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Escape hands focus back to the button, like the account and mobile menus.
  useDismiss(open, close, { root: rootRef, returnFocus: buttonRef });

  const remember = (to: LangKey) => {
    const secure = location.protocol === 'https:' ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie, read by the worker for the bare root
    document.cookie = `${LANG_COOKIE}=${to}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
  };

  return (
    <div className="lang-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lang-switcher__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {/* A drawn globe: an emoji would depend on the visitor's fonts. */}
        <svg
          className="lang-switcher__icon"
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
        </svg>{' '}
        <span className="lang-switcher__name">{language(lang).nativeName}</span>
        {/* On narrow phones the language's code stands for its name (the name stays for screen readers). */}
        <span className="lang-switcher__code" aria-hidden="true">
          {lang.replace('_', '-').toUpperCase()}
        </span>
        <span className="visually-hidden"> — {t('frame.changeLanguage')}</span>
      </button>
      <ul id={listId} className="lang-switcher__list" hidden={!open}>
        {AUDIENCE_LANGS[audience].map((to) => (
          <li key={to}>
            <a
              href={localizedPath(pathname, to)}
              hrefLang={language(to).htmlLang}
              lang={language(to).htmlLang}
              aria-current={to === lang ? 'true' : undefined}
              onClick={() => remember(to)}
            >
              {language(to).nativeName}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
