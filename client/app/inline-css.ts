/** The stylesheets a page's first response carries inline in its head (decision 0140). */
export type InlineCss = { files: string[]; text: string };

export const INLINE_CSS_ID = 'page-css';

let fromDom: InlineCss | null | undefined;

/**
 * In the browser: the inline stylesheet the worker wrote into the first response, read back from the
 * DOM once so hydration renders the same element without the CSS text travelling twice. Null on the
 * server (the worker passes its own) and when the first response had none (dev).
 */
export function inlineCssFromDom(): InlineCss | null {
  if (typeof document === 'undefined') return null;
  if (fromDom === undefined) {
    const el = document.getElementById(INLINE_CSS_ID);
    fromDom = el
      ? { files: (el.dataset.files ?? '').split(' ').filter(Boolean), text: el.textContent ?? '' }
      : null;
  }
  return fromDom;
}
