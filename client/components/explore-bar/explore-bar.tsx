import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './explore-bar.css';

export type ExploreBarItem = { anchor: string; title: string };

/** spec 001 §4 / §9: smooth scrolling above 600 px wide, instant at or below; sliding lasts 1 s. */
export const SMOOTH_ABOVE = 600;
export const SLIDING_MS = 1000;

/**
 * The mobile solution-explore bar (spec 001 §4): tapping an item scrolls to its anchor and marks the
 * bar as sliding for 1 s, during which the scroll position does not move the highlight. Shown at or
 * below 600 px and on touch screens up to tablet width (CSS), so both scroll behaviours are reached;
 * plain `#anchor` links, so it works before hydration too.
 */
export function ExploreBar({ items, label }: { items: readonly ExploreBarItem[]; label?: string }) {
  const { t } = useTranslation('business');
  const [current, setCurrent] = useState<string | null>(null);
  const [sliding, setSliding] = useState(false);
  const slidingRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (slidingRef.current) return;
        const seen = entries
          .filter((e) => e.isIntersecting)
          .sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (seen[0]) setCurrent(seen[0].target.id);
      },
      { rootMargin: '-30% 0px -60% 0px' },
    );
    for (const item of items) {
      const el = document.getElementById(item.anchor);
      if (el) io.observe(el);
    }
    return () => io.disconnect();
  }, [items]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (event: React.MouseEvent<HTMLAnchorElement>, anchor: string) => {
    const target = document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: window.innerWidth > SMOOTH_ABOVE ? 'smooth' : 'auto', block: 'start' });
    history.replaceState(history.state, '', `#${anchor}`);
    setCurrent(anchor);
    slidingRef.current = true;
    setSliding(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      slidingRef.current = false;
      setSliding(false);
    }, SLIDING_MS);
  };

  return (
    <nav
      className="explore-bar"
      aria-label={label ?? t('explore.label')}
      data-sliding={sliding ? 'true' : 'false'}
    >
      <ul>
        {items.map((item) => (
          <li key={item.anchor}>
            <a
              href={`#${item.anchor}`}
              aria-current={current === item.anchor ? 'location' : undefined}
              onClick={(e) => go(e, item.anchor)}
            >
              {item.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
