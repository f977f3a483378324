import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { href } from '../../shared/routes';
import type { AccountSummary } from '../../shared/smb/auth';
import { useSite } from '../app/site-context';
import { loadAuth, signOut } from './account/auth';
import { useDismiss } from './use-dismiss';
import './account-menu.css';

/**
 * The header's account state (spec 000 §4 "Header account state"). Signed out: a Sign In item (shown
 * above 600 px wide, CSS). Signed in (the browser's auth check, run only with the sign-in attempt flag
 * or in the provider's app): the avatar with the name and a menu with the user home and Log out, which
 * signs out and then reloads the page.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const { lang, audience, edge } = useSite();
  const [summary, setSummary] = useState<AccountSummary | null>(null);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (audience !== 'business') return;
    let live = true;
    loadAuth(edge.inApp)
      .then((s) => live && setSummary(s))
      .catch(() => {}); // loadAuth-fail: signed out
    return () => {
      live = false;
    };
  }, [audience, edge.inApp]);

  useDismiss(open, close, { root: rootRef, returnFocus: buttonRef });

  if (audience !== 'business') return null;
  if (!summary) {
    return (
      <a className="account-menu__sign-in" href={href(lang, 'sign-in')}>
        {t('frame.signIn')}
      </a>
    );
  }
  const { firstName, lastName, imageUrl } = summary.account;
  const name = `${firstName} ${lastName}`.trim() || summary.account.email;
  const initials = `${firstName[0] ?? ''}${lastName[0] ?? ''}`.toUpperCase() || '?';

  async function logOut() {
    try {
      await signOut();
    } finally {
      // Log out ends on the sign-in page saying so (issue 27 item 12), not on a bare form.
      location.assign(`${href(lang, 'sign-in')}?signedOut=1`);
    }
  }

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        {imageUrl ? (
          <img className="account-menu__avatar" src={imageUrl} alt="" width={28} height={28} />
        ) : (
          <span className="account-menu__avatar" aria-hidden="true">
            {initials}
          </span>
        )}
        <span className="account-menu__name">{name}</span>
        <span className="visually-hidden"> — {t('accountMenu.label')}</span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <a href={href(lang, 'user-home')}>{t('accountMenu.userHome')}</a>
        </li>
        <li>
          <button type="button" onClick={logOut}>
            {t('accountMenu.logOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}
