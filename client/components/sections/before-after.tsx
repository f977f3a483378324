import { useTranslation } from 'react-i18next';
import { LazyImg } from '../lazy-img';
import type { SectionProps } from './types';

/**
 * The pictures' size: the captures of the embedded try-on are the sample portrait's, 513×640 (portrait).
 * The attributes must match the files, or the box changes shape when a picture arrives (a layout shift
 * of ~0.09 at 375 px, issue 41); tests/e2e/artwork.spec.ts and tests/unit/media-assets check it.
 */
export const BEFORE_AFTER_SIZE = { width: 513, height: 640 } as const;
const { width: W, height: H } = BEFORE_AFTER_SIZE;

/**
 * A before/after pair of the product's own processing on a sample photo (decision 0284), side by side
 * with their labels and a caption that says what made them.
 */
export function BeforeAfter({ section: s, id }: SectionProps<'before-after'>) {
  const { t } = useTranslation('common');
  const pictures = [
    { src: s.before, label: t('figure.before') },
    { src: s.after, label: t('figure.after') },
  ];
  return (
    <section className="sec sec-before-after" aria-labelledby={s.title ? id : undefined}>
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      <figure className="sec-before-after__figure">
        <div className="sec-before-after__pair">
          {pictures.map((p) => (
            <div key={p.label} className="sec-before-after__item">
              <LazyImg className="sec-before-after__img" src={p.src} alt={p.label} width={W} height={H} />
              <span className="sec-before-after__label" aria-hidden="true">
                {p.label}
              </span>
            </div>
          ))}
        </div>
        <figcaption>{t('figure.beforeAfter')}</figcaption>
      </figure>
    </section>
  );
}
