import { useTranslation } from 'react-i18next';
import type { EventCard } from '../../../shared/smb/content';
import type { HomeView } from '../../../shared/smb/content-reshape';
import { HomeCarousel } from '../../components/carousel/home-carousel';
import { CmsLink, ResponsiveImage, Sections } from '../../components/sections';
import type { PageProps } from '../types';
import './business-home.css';

const SOLUTIONS = ['tryOn', 'skin', 'aesthetic'] as const;

function EventCardView({ card, index }: { card: EventCard; index: number }) {
  const { t } = useTranslation('business');
  return (
    <li className="card home-event">
      <ResponsiveImage
        desktop={card.image}
        ratio={16 / 9}
        tone={index + 1}
        sizes="(max-width: 600px) 100vw, 560px"
      />
      <p className="home-event__label" style={{ borderColor: card.labelColor }}>
        {card.label}
      </p>
      <h3>{card.title}</h3>
      {/* spec 001 §3.1 event card: the speakers text, then the session speakers by name and brand. */}
      <div className="home-event__speakers">
        <p>
          <span className="visually-hidden">{t('home.events.speakers')}: </span>
          {card.speakers}
        </p>
        {card.sessionSpeakers.length > 0 ? (
          <p className="home-event__names">
            {card.sessionSpeakers.map((s) => `${s.speakerName} (${s.brandName})`).join(', ')}
          </p>
        ) : null}
      </div>
      <p className="sec-ctas">
        <CmsLink href={card.actionLink} className="button button--secondary">
          {t(`home.events.${card.actionType}`)}
        </CmsLink>
        {/* showWatchReplay adds a replay action: the video archive of past sessions. */}
        {card.showWatchReplay ? (
          <CmsLink href="/business/videos" className="button button--secondary home-event__replay">
            {t('home.events.watchReplay')}
          </CmsLink>
        ) : null}
      </p>
    </li>
  );
}

/**
 * The business home (spec 001 §2.2): the CMS banner carousel (spec 001 §4 timings) and event cards in
 * the page's language, the CMS sections, then the translated introduction.
 */
export default function BusinessHome({ data }: PageProps<HomeView>) {
  const { t } = useTranslation('business');
  const content = data.fellBack ? 'en' : undefined;
  return (
    <>
      <div lang={content}>
        <HomeCarousel banners={data.banners} ns="business" />
      </div>
      <section className="section home-intro" aria-labelledby="hero-title">
        <p className="home-intro__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title">{t('home.title')}</h1>
        <p className="home-intro__lead">{t('home.lead')}</p>
      </section>
      {data.eventCards.length > 0 ? (
        <section className="section section--tint" aria-labelledby="events-title">
          <h2 id="events-title">{t('home.events.title')}</h2>
          <ul className="cards home-events" lang={content}>
            {data.eventCards.map((card, i) => (
              <EventCardView key={card.title} card={card} index={i} />
            ))}
          </ul>
        </section>
      ) : null}
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
      <div lang={content}>
        <Sections sections={data.sections} idPrefix="home" eager={0} />
      </div>
    </>
  );
}
