import { useTranslation } from 'react-i18next';
import type { HomeBanner } from '../../../shared/smb/content';
import { CmsLink, CtaButton, ResponsiveImage } from '../sections';
import { BannerSuperscript } from '../sections/banner-superscript';
import { hasVideo } from '../sections/banner-video';
import { pictureKind, useBannerMobileMedia } from '../sections/media';
import { Carousel, type Slide } from './carousel';
import './home-carousel.css';

/** A photo or an app screen of the site's media (decision 0284): drawn whole beside the text. */
const isPicture = (url: string | null | undefined) =>
  Boolean(url && (pictureKind(url) || url.startsWith('/media/before-after/')));

function BannerSlide({ banner, first, video }: { banner: HomeBanner; first: boolean; video: boolean }) {
  const mobileMedia = useBannerMobileMedia();
  return (
    <div className="home-banner">
      {/* A video slide draws its video under the text (the carousel renders it; its poster stands in). */}
      {video ? null : (
        <ResponsiveImage
          desktop={banner.imageDesktop}
          mobile={banner.imageMobile}
          mobileMedia={mobileMedia}
          ratio={16 / 6}
          priority={first}
          className={
            isPicture(banner.imageDesktop) ? 'home-banner__bg home-banner__bg--picture' : 'home-banner__bg'
          }
        />
      )}
      <div className="home-banner__inner">
        <BannerSuperscript superscript={banner.superscript} />
        {banner.enhancedTitle ? <p className="sec-eyebrow">{banner.enhancedTitle}</p> : null}
        <p className="home-banner__title">{banner.title}</p>
        <p className="home-banner__desc">{banner.description}</p>
        {/* spec 001 §3.1: the home banner's own link first, then the banner's CTA list. */}
        <p className="sec-ctas">
          <CmsLink href={banner.ctaLink} newTab={banner.newTab} className="button">
            {banner.ctaText}
          </CmsLink>
          {(banner.ctas ?? []).map((c) => (
            <CtaButton key={`${c.ctaLink}|${c.ctaText}`} cta={c} />
          ))}
        </p>
      </div>
    </div>
  );
}

/**
 * The CMS banners of a home page (spec 001 §3.1 home banner) in the spec 001 §4 carousel, labelled
 * from the audience's namespace (`home.carousel.*` in business.json and consumer.json).
 */
export function HomeCarousel({
  banners,
  ns,
}: {
  banners: readonly HomeBanner[];
  ns: 'business' | 'consumer';
}) {
  const { t } = useTranslation(ns);
  const slides: Slide[] = banners.map((banner, i) => {
    const video = {
      desktop: banner.videoDesktop,
      mobile: banner.videoMobile,
      rotate: banner.rotateBanner,
      poster: banner.poster ?? banner.imageDesktop,
    };
    const withVideo = hasVideo(video);
    return {
      key: `${i}-${banner.title}`,
      content: <BannerSlide banner={banner} first={i === 0} video={withVideo} />,
      ...(withVideo ? { video } : {}),
    };
  });
  return (
    <Carousel
      slides={slides}
      labels={{
        region: t('home.carousel.label'),
        pause: t('home.carousel.pause'),
        play: t('home.carousel.play'),
        goTo: (n) => t('home.carousel.goTo', { n }),
        slide: (n, total) => t('home.carousel.slide', { n, total }),
      }}
    />
  );
}
