import { useTranslation } from 'react-i18next';
import { AUDIENCE_LANGS, language } from '../../shared/languages';
import { footerLinks, menuHref, siteMapLink } from '../../shared/menus';
import { localizedPath } from '../../shared/routes';
import { useSite } from '../app/site-context';
import { NewsletterForm } from './newsletter-form';
import { linkRel } from './sections/site-href';

/** spec 001 §2.1: the footer — company links, languages, the newsletter form and the copyright. */
export function Footer() {
  const { t } = useTranslation('common');
  const { lang, audience, pathname, edge, frameLinks } = useSite();
  const year = new Date().getFullYear();
  const links = [
    ...footerLinks({ lang, domain: edge.domain, links: frameLinks, flags: frameLinks.features }, audience),
    siteMapLink(audience),
  ];
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__tagline">{t('footer.tagline')}</p>
        <nav aria-label={t('footer.company')}>
          <h2 className="site-footer__heading">{t('footer.company')}</h2>
          <ul className="site-footer__links">
            {links.map((l) => (
              <li key={l.key}>
                <a href={l.external ? l.path : menuHref(l.path, lang)} rel={linkRel(l.external, l.notFollow)}>
                  {t(`menu.${l.key}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
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
