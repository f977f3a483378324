import { useTranslation } from 'react-i18next';
import { useSite } from '../../app/site-context';
import type { PageProps } from '../types';

/**
 * A route's real title, heading and summary in the visitor's language (seo namespace), inside the
 * frame; the page family's own module replaces it as each family is built.
 */
export default function BasicPage(_props: PageProps) {
  const { t } = useTranslation('seo');
  const { seoKey, params } = useSite();
  const values = Object.values(params);
  const last = values[values.length - 1] ?? '';
  const name = last
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
  return (
    <section className="section basic-page" aria-labelledby="page-title">
      <h1 id="page-title">{t(`${seoKey}.heading`, { name })}</h1>
      <p className="basic-page__lead">{t(`${seoKey}.description`, { name })}</p>
    </section>
  );
}
