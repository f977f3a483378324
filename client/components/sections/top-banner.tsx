import type { ReactNode } from 'react';
import { CtaRow } from './links';
import { ResponsiveImage, useBannerMobileMedia } from './media';
import type { SectionProps } from './types';

/** spec 001 §3.1 top-banner (and the content page's topBanner): the page's h1 over its background. */
export function TopBanner({ section: s, id, extra }: SectionProps<'top-banner'> & { extra?: ReactNode }) {
  const mobileMedia = useBannerMobileMedia();
  return (
    <section className="sec-banner">
      <ResponsiveImage
        desktop={s.backgroundDesktop}
        mobile={s.backgroundMobile}
        mobileMedia={mobileMedia}
        alt=""
        ratio={16 / 5}
        priority
        className="sec-banner__bg"
      />
      <div className="sec-banner__inner">
        {s.enhancedTitle ? <p className="sec-eyebrow">{s.enhancedTitle}</p> : null}
        <h1 id={id}>{s.title}</h1>
        <p className="sec-banner__lead">{s.description}</p>
        <CtaRow ctas={s.ctas} />
        {extra}
      </div>
    </section>
  );
}
