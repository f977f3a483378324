import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from './media';
import type { SectionProps } from './types';

/**
 * spec 001 §3.1 feature-carousel: a row of feature cards that scrolls sideways (scroll snap); the
 * buttons move by one card. Without script the row still scrolls by touch, wheel or keyboard.
 */
export function FeatureCarousel({ section: s, id }: SectionProps<'feature-carousel'>) {
  const { t } = useTranslation('common');
  const track = useRef<HTMLUListElement>(null);
  const move = (dir: 1 | -1) => {
    const el = track.current;
    const card = el?.firstElementChild as HTMLElement | null;
    if (!el || !card) return;
    el.scrollBy({ left: dir * (card.offsetWidth + 16), behavior: 'smooth' });
  };
  return (
    <section className="sec sec-carousel">
      <div className="sec-carousel__head">
        <h2 id={id}>{s.title}</h2>
        {s.items.length > 1 ? (
          <div className="sec-carousel__nav">
            <button
              type="button"
              className="sec-round"
              onClick={() => move(-1)}
              aria-label={t('sections.previous')}
            >
              ‹
            </button>
            <button
              type="button"
              className="sec-round"
              onClick={() => move(1)}
              aria-label={t('sections.next')}
            >
              ›
            </button>
          </div>
        ) : null}
      </div>
      {/* The row scrolls sideways: it takes keyboard focus (arrow keys scroll it), named by the heading. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className="sec-carousel__track" ref={track} tabIndex={0} aria-labelledby={id}>
        {s.items.map((item, i) => (
          <li key={item.title} className="sec-card">
            <ResponsiveImage
              desktop={item.image}
              ratio={4 / 3}
              tone={i}
              sizes="(max-width: 600px) 80vw, 360px"
            />
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
