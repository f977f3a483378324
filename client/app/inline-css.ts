/**
 * The stylesheets a page's first response carries inline in its head (decision 0140): what its first
 * paint needs. The after-start stylesheet is linked later by the bootstrap (decision 0241).
 * `files` are inline whole; of each of `partial`, a page chunk's, only the rules every page needs and
 * those of the CMS section types the response renders (decision 0248): Vite's preloader links the whole
 * file when the client imports the page's chunk, before it hydrates. Neither gets a `<link>` from the
 * document.
 */
export type InlineCss = { files: string[]; partial: string[]; text: string };

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
    const list = (value: string | undefined) => (value ?? '').split(' ').filter(Boolean);
    fromDom = el
      ? { files: list(el.dataset.files), partial: list(el.dataset.partial), text: el.textContent ?? '' }
      : null;
  }
  return fromDom;
}

/** Marks the after-start stylesheet links the bootstrap adds (decision 0241). */
export const AFTER_START_ATTR = 'data-after-start';
/** The value AFTER_START_ATTR takes once such a stylesheet has loaded (or failed to). */
export const AFTER_START_LOADED = 'loaded';

/**
 * Resolves once every after-start stylesheet the bootstrap linked has loaded or failed. Hydration waits
 * for it, so nothing the client opens or shows (menus, the dark header, the floating buttons) is ever
 * drawn without its rules. The stylesheet is requested with the modules and is a fraction of their size.
 */
export function afterStartStyles(): Promise<unknown> {
  const links = document.querySelectorAll<HTMLLinkElement>(`link[${AFTER_START_ATTR}]`);
  return Promise.all(
    [...links].map((link) =>
      link.getAttribute(AFTER_START_ATTR) === AFTER_START_LOADED
        ? null
        : new Promise((done) => {
            link.addEventListener('load', done, { once: true });
            link.addEventListener('error', done, { once: true });
          }),
    ),
  );
}
