/**
 * Brings a confirmation or message the page has just shown into view and gives it focus (decision
 * 0275): scrolled to the top of the screen below the sticky header (the element's `scroll-margin-top`,
 * `[tabindex="-1"]` in client/styles.css, follows the header's measured height), then focused without a
 * second scroll. The element needs `tabIndex={-1}`.
 */
export function revealFocus(el: HTMLElement | null | undefined): void {
  if (!el) return;
  const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
  el.scrollIntoView({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
  el.focus({ preventScroll: true });
}
