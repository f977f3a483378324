import { useTranslation } from 'react-i18next';
import { CONSUMER_FEATURE_GROUPS, featurePath, featuresOf } from '../../../shared/consumer-features';
import type { HomeView } from '../../../shared/smb/content-reshape';
import { HomeCarousel } from '../../components/carousel/home-carousel';
import { CmsLink, Sections } from '../../components/sections';
import type { PageProps } from '../types';
import './consumer-home.css';

const HIGHLIGHTS = ['camera', 'editor', 'community'] as const;
/** Tools per group on the home page; the feature menu and each group's pages list the rest. */
const TOOLS_PER_GROUP = 6;

/**
 * The consumer home (spec 001 §2.7): the CMS banners (CONSUMER_HOME, seeded in every consumer
 * language) in the spec 001 §4 carousel, the translated introduction, the CMS sections (the apps)
 * and the feature groups of the consumer feature menu.
 */
export default function ConsumerHome({ data }: PageProps<HomeView>) {
  const { t } = useTranslation('consumer');
  const content = data.fellBack ? 'en' : undefined;
  return (
    <>
      <div lang={content}>
        <HomeCarousel banners={data.banners} ns="consumer" />
      </div>
      <section className="section c-intro" aria-labelledby="hero-title">
        <p className="c-intro__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="hero-title">{t('home.title')}</h1>
        <p className="c-intro__lead">{t('home.lead')}</p>
      </section>
      <div lang={content}>
        <Sections sections={data.sections} idPrefix="home" eager={1} />
      </div>
      <section className="section section--tint" aria-labelledby="tools-title">
        <h2 id="tools-title">{t('home.toolsTitle')}</h2>
        <div className="c-tools">
          {CONSUMER_FEATURE_GROUPS.map((group) => (
            <div key={group} className="c-tools__group">
              <h3>{t(`features.groups.${group}`)}</h3>
              <ul>
                {featuresOf(group)
                  .slice(0, TOOLS_PER_GROUP)
                  .map((slug) => (
                    <li key={slug}>
                      <CmsLink href={featurePath(slug)}>{t(`features.names.${slug}`)}</CmsLink>
                    </li>
                  ))}
              </ul>
            </div>
          ))}
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
