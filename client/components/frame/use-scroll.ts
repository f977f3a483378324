import { useEffect, useState } from 'react';

/** spec 001 §4 / §9: scroll handling is throttled at 200 ms, 100 ms in the menu/banner area. */
export const SCROLL_THROTTLE_MS = 200;
export const SCROLL_THROTTLE_BANNER_MS = 100;

/**
 * The page's vertical offset, sampled at most once per throttle interval (and once more at the end of
 * a burst, so the last position is never lost). The interval is the shorter one while the visitor is
 * in the menu/banner area — the first viewport height (decision 0090).
 */
export function useScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    let last = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      last = Date.now();
      timer = undefined;
      setY(window.scrollY);
    };
    const onScroll = () => {
      const interval = window.scrollY < window.innerHeight ? SCROLL_THROTTLE_BANNER_MS : SCROLL_THROTTLE_MS;
      const wait = interval - (Date.now() - last);
      if (wait <= 0) read();
      else if (!timer) timer = setTimeout(read, wait);
    };
    read();
    addEventListener('scroll', onScroll, { passive: true });
    return () => {
      removeEventListener('scroll', onScroll);
      if (timer) clearTimeout(timer);
    };
  }, []);
  return y;
}
