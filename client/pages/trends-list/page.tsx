import { useTranslation } from 'react-i18next';
import type { TrendListData } from '../../../shared/media';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContentLang } from '../../components/media/common';
import { Swatches } from '../../components/media/swatches';
import { PageBanner } from '../../components/sections';
import type { PageProps } from '../types';

/** /business/color-list (spec 001 §2.4): every colour trend report with its colours. */
export default function TrendsList({ data }: PageProps<TrendListData>) {
  const { t } = useTranslation('business');
  const { t: seo } = useTranslation('seo');
  const { lang } = useSite();
  return (
    <>
      <PageBanner title={seo('color-list.heading')} lead={seo('color-list.description')}>
        <p className="sec-ctas">
          <a className="button" href={href(lang, 'color-trends-download')}>
            {t('media.trends.download')}
          </a>
        </p>
      </PageBanner>
      <section className="sec" aria-labelledby="trends-title">
        <h2 id="trends-title" className="visually-hidden">
          {t('media.trends.reports')}
        </h2>
        {data.items.length === 0 ? <p>{t('media.empty')}</p> : null}
        <ul className="cards">
          {data.items.map((r) => (
            <li key={r.href} className="card media-card">
              <ContentLang fellBack={r.fellBack}>
                <h3>
                  <a href={r.href}>{r.title}</a>
                </h3>
                <p className="media-meta">{r.season}</p>
                <p>{r.summary}</p>
                <Swatches colors={r.colors} label={t('media.trends.swatches', { title: r.title })} />
              </ContentLang>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
