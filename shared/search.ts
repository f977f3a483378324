/**
 * Site search (spec 001 §2.1 `{lang}/{business|consumer}/gcse?q=`): a small in-memory ranking over
 * the seeded CMS content, shared by the business and consumer search pages (decision 0085). Pure
 * functions: the worker gathers the documents (worker/loaders/search.ts), this ranks them.
 */

export type SearchDoc = {
  /** In-site path without language prefix. */
  path: string;
  title: string;
  /** All readable text of the page. */
  text: string;
  /** What kind of page (product, technology, blog, …): shown beside the hit. */
  kind: string;
};

export type SearchHit = { path: string; title: string; snippet: string; kind: string };

/** Longest query taken into account; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_HITS = 30;
const SNIPPET_RADIUS = 90;

export function normalise(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

/**
 * Query terms: letters and digits split on anything else. A CJK run stays one term and matches as a
 * substring, so Japanese or Chinese queries work without a word segmenter.
 */
export function terms(query: string): string[] {
  const parts = normalise(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  return [...new Set(parts)].slice(0, 8);
}

function count(haystack: string, needle: string): number {
  let n = 0;
  for (let i = haystack.indexOf(needle); i !== -1 && n < 20; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

/** Every term must occur (in the title or the text); title matches weigh most. */
export function score(doc: SearchDoc, ts: readonly string[]): number {
  if (ts.length === 0) return 0;
  const title = normalise(doc.title);
  const text = normalise(doc.text);
  let total = 0;
  for (const t of ts) {
    const inTitle = count(title, t);
    const inText = count(text, t);
    if (inTitle + inText === 0) return 0;
    total += inTitle * 10 + Math.min(inText, 10);
    if (title.startsWith(t)) total += 5;
  }
  return total;
}

/** A short excerpt around the first match, cut at word boundaries. */
export function snippet(text: string, ts: readonly string[]): string {
  const lower = normalise(text);
  const at = ts.map((t) => lower.indexOf(t)).filter((i) => i >= 0);
  const first = at.length > 0 ? Math.min(...at) : 0;
  let start = Math.max(0, first - SNIPPET_RADIUS);
  let end = Math.min(text.length, first + SNIPPET_RADIUS * 2);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > start ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}

export function search(docs: readonly SearchDoc[], query: string, limit = MAX_HITS) {
  const ts = terms(query);
  const ranked = docs
    .map((doc) => ({ doc, score: score(doc, ts) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.doc.title.localeCompare(b.doc.title));
  const hits: SearchHit[] = ranked.slice(0, limit).map(({ doc }) => ({
    path: doc.path,
    title: doc.title,
    snippet: snippet(doc.text, ts),
    kind: doc.kind,
  }));
  return { hits, total: ranked.length };
}

/** Keys of CMS content that hold addresses, ids or settings, not readable text. */
const NON_TEXT_KEYS = new Set([
  'component',
  'anchor',
  'type',
  'buttonType',
  'formType',
  'variant',
  'currency',
  'imagePosition',
  'labelColor',
  'actionType',
  'publishedAt',
  'createdTime',
  'version',
  'id',
  'authorHandle',
  'postHandle',
  'newsHandle',
  'storyHandle',
  'trendHandle',
  'videoId',
  'audience',
  'category',
  'hex',
]);

/** The readable text of a CMS content value: every string except links, media and settings. */
export function collectText(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') {
    if (!/^(\/|https?:|mailto:|#)/.test(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) collectText(v, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (!NON_TEXT_KEYS.has(k)) collectText(v, out);
  }
  return out;
}
