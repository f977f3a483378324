import { type CSSProperties, useEffect, useState } from 'react';
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
 * A before/after pair of the product's own processing on a sample photo (decision 0284), with their
 * labels and a caption that says what made them. Without script (and in the server's HTML) the two
 * pictures stand side by side; once the page runs they become one comparison: the "after" picture over
 * the "before", revealed from a split the visitor drags or moves with the arrow keys (a range input).
 * The comparison keeps the pair's box — same width and height — so switching causes no layout shift.
 */
export function BeforeAfter({ section: s, id }: SectionProps<'before-after'>) {
  const { t } = useTranslation('common');
  const [split, setSplit] = useState<number | null>(null);
  useEffect(() => setSplit(50), []);
  const slider = split !== null;
  const pictures = [
    { src: s.before, label: t('figure.before') },
    { src: s.after, label: t('figure.after') },
  ];
  return (
    <section className="sec sec-before-after" aria-labelledby={s.title ? id : undefined}>
      {s.title ? <h2 id={id}>{s.title}</h2> : null}
      <figure
        className={`sec-before-after__figure${slider ? ' sec-before-after__figure--slider' : ''}`}
        style={slider ? ({ '--split': `${split}%` } as CSSProperties) : undefined}
      >
        <div className="sec-before-after__pair">
          {pictures.map((p) => (
            <div key={p.label} className="sec-before-after__item">
              <LazyImg className="sec-before-after__img" src={p.src} alt={p.label} width={W} height={H} />
              <span className="sec-before-after__label" aria-hidden="true">
                {p.label}
              </span>
            </div>
          ))}
          {slider ? (
            <input
              className="sec-before-after__range"
              type="range"
              min={0}
              max={100}
              step={1}
              value={split}
              aria-label={t('figure.split')}
              aria-valuetext={`${t('figure.before')} ${split} % · ${t('figure.after')} ${100 - split} %`}
              onChange={(e) => setSplit(Number(e.currentTarget.value))}
            />
          ) : null}
        </div>
        <figcaption>{t('figure.beforeAfter')}</figcaption>
      </figure>
    </section>
  );
}
