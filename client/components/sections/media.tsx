import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { artMotif } from '../../../shared/art';
import { menuBannerMobileMedia } from '../../../shared/screen';
import { inlineArtUrl } from '../../app/inline-art';
import { SiteContext } from '../../app/site-context';

/**
 * Responsive images (spec 001 §9): layout breakpoints 500, 600, 800, 1024 and 1366; sources from 320
 * to 2732 px wide. The box has its aspect ratio before any byte arrives, so nothing shifts; without
 * an image (the seed ships none, decision 0043) the same box draws a CSS background instead.
 */
export const IMAGE_WIDTHS = [320, 500, 600, 800, 1024, 1366, 1920, 2732] as const;
export const BREAKPOINTS = { mobile: 600, tablet: 1024, wide: 1366 } as const;

/** `url?w=320 320w, …` — the CMS media host scales by a `w` query (an image service convention). */
export function srcSet(url: string): string {
  const glue = url.includes('?') ? '&' : '?';
  return IMAGE_WIDTHS.map((w) => `${url}${glue}w=${w} ${w}w`).join(', ');
}

export type ImageProps = {
  desktop: string | null | undefined;
  mobile?: string | null | undefined;
  /**
   * The image's text alternative; `''` marks it decorative. Left out, the brand's artwork (decision 0232)
   * is described in the page's language (`common:art.*`) and any other image is decorative.
   */
  alt?: string;
  /** width / height of the box. */
  ratio: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes?: string;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
  /** Placeholder tone when there is no image. */
  tone?: number;
  /** When the mobile image applies (default: 600 px or less; banners: `useBannerMobileMedia`). */
  mobileMedia?: string;
  className?: string;
};

/** The described text of a brand artwork address in the page's language, else ''. */
export function useArtAlt(url: string | null | undefined): string {
  const { t } = useTranslation('common');
  const motif = artMotif(url);
  return motif ? t(`art.${motif}`) : '';
}

/**
 * What a picture of the site's media shows (docs/content-world.md, decision 0284): a drawn feature
 * illustration (never an output of the feature), an app's phone screen, or anything else.
 */
export function pictureKind(url: string | null | undefined): 'illustration' | 'app-screen' | null {
  if (!url) return null;
  if (url.startsWith('/media/illustrations/')) return 'illustration';
  if (url.startsWith('/media/apps/')) return 'app-screen';
  return null;
}

/** Drawn width of the intrinsic size given to `<img>` (with the box's ratio): reserves the space. */
const INTRINSIC_WIDTH = 1200;

/**
 * spec 001 §5: the banner area's mobile rule — its mobile media at 500 px or less, or at any width on a
 * mobile user agent (decision 0204).
 */
export function useBannerMobileMedia(): string {
  return menuBannerMobileMedia(useContext(SiteContext)?.edge.device);
}

/**
 * Brand artwork and a feature's drawn illustration have their own column in a banner (sections.css);
 * an illustration is shown whole there (issue 39 §4: a feature page's hero is its own drawing).
 */
function pictureClass(cls: string, described: string, url: string): string {
  if (pictureKind(url) === 'illustration') return `${cls} sec-media--art sec-media--illustration`;
  return described ? `${cls} sec-media--art` : cls;
}

export function ResponsiveImage(p: ImageProps) {
  const described = useArtAlt(p.desktop);
  const style = { aspectRatio: String(p.ratio) };
  const cls = `sec-media ${p.className ?? ''}`.trim();
  if (!p.desktop) {
    return (
      <div
        className={`${cls} sec-media--empty sec-tone-${(p.tone ?? 0) % 4}`}
        style={style}
        aria-hidden="true"
      />
    );
  }
  // Vector artwork scales itself: one file, no width variants.
  const vector = /\.svg(\?|$)/i.test(p.desktop);
  const sizes =
    p.sizes ??
    `(max-width: ${BREAKPOINTS.mobile}px) 100vw, (max-width: ${BREAKPOINTS.tablet}px) 90vw, 1180px`;
  // The first screen's artwork travels inside the page on the server's answer (decision 0242); the
  // browser keeps that picture while it hydrates the same element with the plain address.
  const inlinable = Boolean(p.priority && vector && !p.mobile);
  const inline = inlinable ? inlineArtUrl(p.desktop) : null;
  return (
    <picture className={pictureClass(cls, described, p.desktop)} style={style}>
      {p.mobile ? (
        <source
          media={p.mobileMedia ?? `(max-width: ${BREAKPOINTS.mobile}px)`}
          srcSet={vector ? p.mobile : srcSet(p.mobile)}
          sizes={vector ? undefined : '100vw'}
        />
      ) : null}
      <img
        src={inline ?? (vector ? p.desktop : `${p.desktop}${p.desktop.includes('?') ? '&' : '?'}w=1366`)}
        suppressHydrationWarning={inlinable}
        srcSet={vector ? undefined : srcSet(p.desktop)}
        sizes={vector ? undefined : sizes}
        alt={p.alt ?? described}
        width={INTRINSIC_WIDTH}
        height={Math.round(INTRINSIC_WIDTH / p.ratio)}
        loading={p.priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={p.priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
