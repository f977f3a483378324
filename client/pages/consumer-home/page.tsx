import { useTranslation } from 'react-i18next';
import type { PageProps } from '../types';

const HIGHLIGHTS = ['camera', 'editor', 'community'] as const;

export default function ConsumerHome(_props: PageProps) {
  const { t } = useTranslation('consumer');
  return (
    <>
      <section className="hero hero--consumer" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="highlights-title">
        <h2 id="highlights-title">{t('home.highlightsTitle')}</h2>
        <ul className="cards">
          {HIGHLIGHTS.map((key) => (
            <li key={key} className="card">
              <h3>{t(`home.highlights.${key}.title`)}</h3>
              <p>{t(`home.highlights.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
