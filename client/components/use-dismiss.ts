import { type RefObject, useEffect } from 'react';

/**
 * While a disclosure is open: Escape closes it (handing focus back to `returnFocus` when given), and
 * with `root` a click outside that element closes it too. One behaviour for the header's pop-ups
 * (language switcher, account menu, mobile menu).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  {
    root,
    returnFocus,
  }: { root?: RefObject<HTMLElement | null>; returnFocus?: RefObject<HTMLElement | null> },
): void {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      close();
      returnFocus?.current?.focus();
    };
    const onClick = (e: MouseEvent) => {
      if (root && !root.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    if (root) document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close, root, returnFocus]);
}
