import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerSuperscript } from './banner-superscript';
import { hasVideo, LoopingBannerVideo } from './banner-video';
import { CtaRow } from './links';
import { pictureKind, ResponsiveImage, useBannerMobileMedia } from './media';
import type { SectionProps } from './types';

/** spec 001 §3.1 top-banner (and the content page's topBanner): the page's h1 over its background. */
export function TopBanner({ section: s, id, extra }: SectionProps<'top-banner'> & { extra?: ReactNode }) {
  const { t } = useTranslation('common');
  const mobileMedia = useBannerMobileMedia();
  // A feature's drawn illustration says what it is (never an output of the feature, decision 0284).
  const illustration = pictureKind(s.backgroundDesktop) === 'illustration';
  const video = {
    desktop: s.videoDesktop,
    mobile: s.videoMobile,
    rotate: s.rotateBanner,
    poster: s.poster ?? s.backgroundDesktop,
  };
  return (
    <section className="sec-banner">
      <ResponsiveImage
        desktop={s.backgroundDesktop}
        mobile={s.backgroundMobile}
        mobileMedia={mobileMedia}
        alt={illustration ? t('figure.illustration') : ''}
        ratio={16 / 5}
        priority
        className="sec-banner__bg"
      />
      {hasVideo(video) ? <LoopingBannerVideo video={video} className="sec-banner__video" /> : null}
      <div className="sec-banner__inner">
        <BannerSuperscript superscript={s.superscript} />
        {s.enhancedTitle ? <p className="sec-eyebrow">{s.enhancedTitle}</p> : null}
        <h1 id={id}>{s.title}</h1>
        <p className="sec-banner__lead">{s.description}</p>
        <CtaRow ctas={s.ctas} />
        {extra}
      </div>
    </section>
  );
}
