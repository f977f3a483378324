import { useTranslation } from 'react-i18next';
import { AUDIENCE_LANGS, language } from '../../shared/languages';
import { localizedPath } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { NewsletterForm } from './newsletter-form';

export function Footer() {
  const { t } = useTranslation('common');
  const { lang, audience, pathname } = useSite();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{t('footer.tagline')}</p>
        <nav aria-label={t('footer.languages')}>
          <h2 className="site-footer__heading">{t('footer.languages')}</h2>
          <ul className="site-footer__langs">
            {AUDIENCE_LANGS[audience].map((to) => (
              <li key={to}>
                <a
                  href={localizedPath(pathname, to)}
                  hrefLang={language(to).htmlLang}
                  lang={language(to).htmlLang}
                  aria-current={to === lang ? 'true' : undefined}
                >
                  {language(to).nativeName}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <NewsletterForm />
        <p className="site-footer__copy">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
