import { useTranslation } from 'react-i18next';
import { homeHref } from '../../shared/routes';
import { useSite } from '../app/site-context';
import './status-page.css';

/** An error page's body: the status code, a translated title and text, and the way back home. */
export function StatusPage({ code, kind }: { code: number; kind: 'notFound' | 'server' }) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  return (
    <section className="section status-page" aria-labelledby="status-title">
      <p className="status-page__code">{code}</p>
      <h1 id="status-title">{t(`errors.${kind}.title`)}</h1>
      <p>{t(`errors.${kind}.body`)}</p>
      <p>
        <a className="button" href={homeHref(lang)}>
          {t('errors.backHome')}
        </a>
      </p>
    </section>
  );
}
