import { useTranslation } from 'react-i18next';
import type { PageProps } from '../types';

const SOLUTIONS = ['tryOn', 'skin', 'aesthetic'] as const;

export default function BusinessHome(_props: PageProps) {
  const { t } = useTranslation('business');
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">{t('home.eyebrow')}</p>
          <h1 id="hero-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('home.lead')}</p>
        </div>
      </section>
      <section className="section" aria-labelledby="solutions-title">
        <h2 id="solutions-title">{t('home.solutionsTitle')}</h2>
        <ul className="cards">
          {SOLUTIONS.map((key) => (
            <li key={key} className="card">
              <h3>{t(`home.solutions.${key}.title`)}</h3>
              <p>{t(`home.solutions.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="section section--tint" aria-labelledby="why-title">
        <h2 id="why-title">{t('home.whyTitle')}</h2>
        <p>{t('home.whyBody')}</p>
      </section>
    </>
  );
}
