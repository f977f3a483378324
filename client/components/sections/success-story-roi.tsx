import { useEffect, useRef, useState } from 'react';
import { CmsLink } from './links';
import type { SectionProps } from './types';

/** spec 001 §4 / §9: the ROI counter counts up in 10 steps, 30 ms apart above 100, else 10 ms. */
export const COUNTER_STEPS = 10;
export const counterStepMs = (value: number) => (value > 100 ? 30 : 10);

/** The value shown at step `i` of `COUNTER_STEPS` (keeps the target's decimals). */
export function counterValue(target: number, step: number): number {
  const decimals = (String(target).split('.')[1] ?? '').length;
  const f = 10 ** decimals;
  return Math.round(((target * Math.min(step, COUNTER_STEPS)) / COUNTER_STEPS) * f) / f;
}

/**
 * Renders the final number (server and first paint: readable without script); when the section first
 * scrolls into view it counts up from zero, unless the visitor prefers reduced motion.
 */
function Counter({ value }: { value: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState(value);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      io.disconnect();
      let step = 0;
      setShown(0);
      timer = setInterval(() => {
        step += 1;
        setShown(counterValue(value, step));
        if (step >= COUNTER_STEPS) clearInterval(timer);
      }, counterStepMs(value));
    });
    io.observe(el);
    return () => {
      io.disconnect();
      if (timer) clearInterval(timer);
    };
  }, [value]);
  return (
    <span ref={ref} data-counter={value}>
      {shown}
    </span>
  );
}

/**
 * spec 001 §3.1 success-story-roi: conversionNumber, conversionType, conversionDescription, button.
 * When every figure carries the same button (a story's "Contact sales"), it is shown once under the
 * figures instead of under each one (issue 16 §3).
 */
export function SuccessStoryRoi({ section: s, id }: SectionProps<'success-story-roi'>) {
  const first = s.items[0]!;
  const shared = s.items.every((i) => i.buttonLink === first.buttonLink && i.buttonText === first.buttonText);
  return (
    <section className="sec sec-roi">
      <h2 id={id}>{s.title}</h2>
      <ul className="sec-roi__list">
        {s.items.map((item) => (
          <li key={item.conversionDescription} className="sec-roi__item">
            <p className="sec-roi__number">
              <Counter value={item.conversionNumber} />
              {item.conversionType}
            </p>
            <p>{item.conversionDescription}</p>
            {shared ? null : (
              <CmsLink href={item.buttonLink} className="sec-link">
                {item.buttonText}
              </CmsLink>
            )}
          </li>
        ))}
      </ul>
      {shared ? (
        <p className="sec-roi__more">
          <CmsLink href={first.buttonLink} className="sec-link">
            {first.buttonText}
          </CmsLink>
        </p>
      ) : null}
    </section>
  );
}
