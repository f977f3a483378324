import { useTranslation } from 'react-i18next';
import { href } from '../../shared/routes';
import { useSite } from '../app/site-context';

/**
 * The header's account state (spec 000 §4 "Header account state"): signed out, a Sign In item.
 * The signed-in avatar menu comes with the account area.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const { lang, audience } = useSite();
  if (audience !== 'business') return null;
  return (
    <a className="account-menu__sign-in" href={href(lang, 'sign-in')}>
      {t('frame.signIn')}
    </a>
  );
}
