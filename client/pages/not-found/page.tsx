import { useTranslation } from 'react-i18next';
import { homeHref } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import type { PageProps } from '../types';
import '../../components/status-page.css';

export default function NotFound(_props: PageProps) {
  const { t } = useTranslation('common');
  const { lang } = useSite();
  return (
    <section className="section status-page" aria-labelledby="status-title">
      <p className="status-page__code">404</p>
      <h1 id="status-title">{t('errors.notFound.title')}</h1>
      <p>{t('errors.notFound.body')}</p>
      <p>
        <a className="button" href={homeHref(lang)}>
          {t('errors.backHome')}
        </a>
      </p>
    </section>
  );
}
