/**
 * The first screen's brand artwork written into the page itself (decision 0242). The worker installs a
 * function that turns an `/art/…svg` address into a `data:` address with the same picture, so the
 * largest image of a page arrives with its first bytes instead of one round trip after them. The
 * browser installs none: it hydrates the same `<img>` with the plain address (React compares no
 * attributes while hydrating, and the element keeps the picture it has) and loads nothing more.
 */
type Inliner = (url: string) => string | null;

let inliner: Inliner | null = null;

/** Worker only: the function that writes artwork inline. */
export function setArtInliner(fn: Inliner | null): void {
  inliner = fn;
}

/** The inline address of an artwork on the server, else null (the browser, or any other image). */
export function inlineArtUrl(url: string): string | null {
  return inliner ? inliner(url) : null;
}
