import { useTranslation } from 'react-i18next';
import { CtaButton } from './links';
import { pictureKind, ResponsiveImage } from './media';
import type { SectionProps } from './types';

/**
 * Image beside text (the seed's solution overviews, app pages, feature illustrations). A drawn feature
 * illustration is captioned as one, an app's phone screen described as its screen (decision 0284).
 */
export function MediaText({ section: s, id }: SectionProps<'media-text'>) {
  const { t } = useTranslation('common');
  const kind = pictureKind(s.image);
  const image = (
    <ResponsiveImage
      desktop={s.image}
      ratio={kind === 'app-screen' ? 1 / 2 : 4 / 3}
      tone={2}
      sizes="(max-width: 800px) 100vw, 560px"
      alt={
        kind === 'illustration'
          ? t('figure.illustrationAlt', { feature: s.title })
          : kind === 'app-screen'
            ? t('figure.appScreen', { app: s.title })
            : undefined
      }
      className={kind === 'app-screen' ? 'sec-media-text__phone' : undefined}
    />
  );
  return (
    <section className={`sec sec-media-text sec-media-text--${s.imagePosition}`}>
      <div className="sec-media-text__body">
        <h2 id={id}>{s.title}</h2>
        <p>{s.body}</p>
        {s.cta ? (
          <p className="sec-ctas">
            <CtaButton cta={s.cta} />
          </p>
        ) : null}
      </div>
      {kind === 'illustration' ? (
        <figure className="sec-media-text__figure">
          {image}
          <figcaption className="sec-media-text__caption">{t('figure.illustration')}</figcaption>
        </figure>
      ) : (
        image
      )}
    </section>
  );
}
