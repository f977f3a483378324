import { useTranslation } from 'react-i18next';
import type { TrendReportData } from '../../../shared/media';
import { href } from '../../../shared/routes';
import { useSite } from '../../app/site-context';
import { ContentLang, MediaDate } from '../../components/media/common';
import { Swatches } from '../../components/media/swatches';
import type { PageProps } from '../types';

const AREAS = ['lips', 'eyes', 'nails'] as const;

/**
 * A colour trend report (spec 001 §2.4): /business/color-trends/{id?} — bare, the latest report
 * (spec-rulings 16) — and /business/color-trends/applied/{id}, the report's colours applied to lips,
 * eyes and nails.
 */
export default function TrendsReport({ data }: PageProps<TrendReportData>) {
  const { t } = useTranslation('business');
  const { lang } = useSite();
  const r = data.report;
  const applied = data.mode === 'applied';
  return (
    <article className="media-article" aria-labelledby="page-title">
      <ContentLang fellBack={r.fellBack}>
        <h1 id="page-title">{applied ? t('media.trends.appliedTitle', { title: r.title }) : r.title}</h1>
        <p className="media-meta">
          {r.season} · <MediaDate iso={r.publishedAt} />
        </p>
        <p className="media-article__lead">{applied ? t('media.trends.appliedLead') : r.summary}</p>
        {applied ? (
          AREAS.map((area) => (
            <section key={area} aria-labelledby={`area-${area}`}>
              <h2 id={`area-${area}`}>{t(`media.trends.areas.${area}`)}</h2>
              <ul className="applied-grid">
                {r.colors.map((c) => (
                  <li key={c.hex + c.name}>
                    <span
                      className={`applied-shape applied-shape--${area}`}
                      style={{ backgroundColor: c.hex }}
                      aria-hidden="true"
                    />
                    {c.name}
                  </li>
                ))}
              </ul>
            </section>
          ))
        ) : (
          <section aria-labelledby="colours-title">
            <h2 id="colours-title">{t('media.trends.colours')}</h2>
            <ul className="swatch-list">
              {r.colors.map((c) => (
                <li key={c.hex + c.name}>
                  <span className="swatch" style={{ backgroundColor: c.hex }} aria-hidden="true" />
                  <div>
                    <h3>{c.name}</h3>
                    <p className="media-meta">{c.hex}</p>
                    <p>{c.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </ContentLang>
      <p className="sec-ctas">
        <a className="button" href={href(lang, 'color-trends-download')}>
          {t('media.trends.download')}
        </a>{' '}
        {applied ? (
          <a href={href(lang, 'color-trends', { id: r.handle })}>{t('media.trends.backToReport')}</a>
        ) : (
          <a href={href(lang, 'color-trends-applied', { id: r.handle })}>{t('media.trends.seeApplied')}</a>
        )}{' '}
        <a href={href(lang, 'product', { productType: 'virtual-makeup' })}>{t('media.trends.tryOn')}</a>
      </p>
      {data.others.length ? (
        <section aria-labelledby="others-title" className="media-back">
          <h2 id="others-title">{t('media.trends.others')}</h2>
          <ul className="cards">
            {data.others.map((o) => (
              <li key={o.href} className="card media-card">
                <ContentLang fellBack={o.fellBack}>
                  <h3>
                    <a href={o.href}>{o.title}</a>
                  </h3>
                  <Swatches colors={o.colors} label={t('media.trends.swatches', { title: o.title })} />
                </ContentLang>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
