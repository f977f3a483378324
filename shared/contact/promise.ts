/**
 * The reply promise of the contact forms (issue 27 item 13): one translation key, `contact:promise.reply`,
 * read by the sales page, its thank-you page, the done panel and the embedded origin's confirmation mail,
 * so the page and the mail can never promise different times.
 */
export const REPLY_PROMISE_KEY = 'contact:promise.reply';

/** Two sentences as one text: no space after a CJK full stop, one space otherwise. */
export function sentences(...parts: string[]): string {
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .reduce((out, p) => (out === '' ? p : /[。！？]$/.test(out) ? `${out}${p}` : `${out} ${p}`), '');
}
