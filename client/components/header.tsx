import { useTranslation } from 'react-i18next';
import { type LangKey, supportsAudience } from '../../shared/languages';
import { href } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { AccountMenu } from './account-menu';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';

/** A link to an audience home in the current language, or in English where the audience lacks it. */
function audienceHome(lang: LangKey, audience: 'business' | 'consumer'): string {
  return href(supportsAudience(lang, audience) ? lang : 'en', `${audience}-home`);
}

export function Header() {
  const { t } = useTranslation('common');
  const { lang, audience, brand } = useSite();
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <a
          className="site-header__brand"
          href={audienceHome(lang, audience)}
          aria-label={t('frame.homeLink')}
        >
          <Logo brand={brand} />
        </a>
        <nav className="site-header__nav" aria-label={t('frame.audienceNav')}>
          <a
            href={audienceHome(lang, 'business')}
            aria-current={audience === 'business' ? 'page' : undefined}
          >
            {t('frame.business')}
          </a>
          <a
            href={audienceHome(lang, 'consumer')}
            aria-current={audience === 'consumer' ? 'page' : undefined}
          >
            {t('frame.consumer')}
          </a>
        </nav>
        <AccountMenu />
        <LanguageSwitcher />
      </div>
    </header>
  );
}
