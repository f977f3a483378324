import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textKeys } from './keys';
import type { SectionProps } from './types';
import './logo-carousel.css';

/** How long an autoplaying row rests on each step (it moves by one logo). */
export const LOGO_STEP_MS = 3000;
const REDUCED = '(prefers-reduced-motion: reduce)';

/**
 * Customer and partner logos in a row that scrolls sideways (decision 0300). Without script it is a
 * scrollable list that takes keyboard focus (arrow keys scroll it) with every logo in it; after
 * hydration previous/next buttons move it by a screenful. With `autoplay` it also moves by one logo
 * every few seconds — with a pause button, holding while the pointer or focus is inside, and never under
 * prefers-reduced-motion (followed live).
 */
export function LogoCarousel({ section: s, id }: SectionProps<'logo-carousel'>) {
  const { t } = useTranslation('common');
  const track = useRef<HTMLUListElement>(null);
  const [ready, setReady] = useState(false);
  const [motion, setMotion] = useState(false);
  const [paused, setPaused] = useState(false);
  const [hold, setHold] = useState(false);
  const keys = textKeys(s.logos.map((l) => l.name));

  useEffect(() => {
    setReady(true);
    const query = matchMedia(REDUCED);
    const update = () => setMotion(!query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  /** Moves by one logo (`page` false) or by the logos in view, wrapping at either end. */
  const move = useCallback((dir: 1 | -1, page: boolean) => {
    const el = track.current;
    const item = el?.firstElementChild as HTMLElement | null;
    if (!el || !item) return;
    const behavior = matchMedia(REDUCED).matches ? 'auto' : 'smooth';
    const step = item.offsetWidth + (Number.parseFloat(getComputedStyle(el).columnGap) || 0);
    const by = page ? Math.max(step, Math.floor(el.clientWidth / step) * step) : step;
    const max = el.scrollWidth - el.clientWidth;
    if (dir > 0 && el.scrollLeft >= max - 2) el.scrollTo({ left: 0, behavior });
    else if (dir < 0 && el.scrollLeft <= 2) el.scrollTo({ left: max, behavior });
    else el.scrollBy({ left: dir * by, behavior });
  }, []);

  const moving = s.autoplay && motion && !paused;
  useEffect(() => {
    if (!moving || hold) return;
    const timer = setInterval(() => move(1, false), LOGO_STEP_MS);
    return () => clearInterval(timer);
  }, [moving, hold, move]);

  return (
    <section
      className="sec sec-logo-carousel"
      aria-labelledby={id}
      data-moving={moving && !hold ? 'true' : 'false'}
      onMouseEnter={() => setHold(true)}
      onMouseLeave={() => setHold(false)}
      onFocus={() => setHold(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHold(false);
      }}
    >
      <div className="sec-logo-carousel__head">
        <div>
          <h2 id={id}>{s.title}</h2>
          {s.description ? <p className="sec-lead">{s.description}</p> : null}
        </div>
        {ready ? (
          <div className="sec-logo-carousel__nav">
            {s.autoplay && motion ? (
              <button
                type="button"
                className="sec-logo-carousel__button"
                onClick={() => setPaused((p) => !p)}
                aria-label={paused ? t('sections.logos.play') : t('sections.logos.pause')}
              >
                <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
              </button>
            ) : null}
            <button
              type="button"
              className="sec-logo-carousel__button"
              onClick={() => move(-1, true)}
              aria-label={t('sections.logos.previous')}
            >
              <span aria-hidden="true">‹</span>
            </button>
            <button
              type="button"
              className="sec-logo-carousel__button"
              onClick={() => move(1, true)}
              aria-label={t('sections.logos.next')}
            >
              <span aria-hidden="true">›</span>
            </button>
          </div>
        ) : null}
      </div>
      {/* The row scrolls sideways: it takes keyboard focus (arrow keys scroll it), named by the heading. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className="sec-logo-carousel__track" ref={track} tabIndex={0} aria-labelledby={id}>
        {s.logos.map((l, i) => {
          const img = (
            <img src={l.image} alt={l.name} width={160} height={48} loading="lazy" decoding="async" />
          );
          return (
            <li key={keys[i]} className="sec-logo-carousel__item">
              {l.link ? <a href={l.link}>{img}</a> : img}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
