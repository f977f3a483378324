/**
 * Site search (spec 001 §2.1 `{lang}/{business|consumer}/gcse?q=`): a small in-memory ranking over
 * the seeded CMS content, shared by the business and consumer search pages (decisions 0085, 0231). Pure
 * functions: the worker gathers the documents (worker/loaders/search.ts), this ranks them.
 */

export type SearchDoc = {
  /** In-site path without language prefix. */
  path: string;
  title: string;
  /** Section titles, questions, step names: weigh between the title and the body. */
  headings: readonly string[];
  /** The readable passages of the page (paragraphs, descriptions), each one CMS text. */
  passages: readonly string[];
  /** What kind of page (product, technology, blog, …): shown beside the hit as a translated label. */
  kind: string;
};

/** A piece of a snippet; `mark` pieces are the query's matches (drawn as `<mark>`). */
export type SnippetPart = { text: string; mark?: true };
export type SearchHit = { path: string; title: string; snippet: SnippetPart[]; kind: string };

/** Longest query taken into account; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_HITS = 30;
const SNIPPET_RADIUS = 90;
/** Field weights: a title match outranks any number of body matches of one term. */
const WEIGHT = { title: 12, heading: 4, body: 1 } as const;
/** A whole word counts more than a word that only starts with the term ("lip" in "lipstick"). */
const WHOLE_WORD = 2;
const PREFIX = 1;
const MAX_COUNTED = 10;

export function normalise(s: string): string {
  return s.normalize('NFKC').toLowerCase();
}

/**
 * Query terms: letters and digits split on anything else, at most 8. Han and kana runs carry no word
 * boundaries (no segmenter needed): those terms match anywhere; every other term matches whole words or
 * the start of a word, never inside one ("lip" finds "lip" and "lipstick", not "clips").
 */
export function terms(query: string): string[] {
  const parts = normalise(query.slice(0, MAX_QUERY_LENGTH))
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
  return [...new Set(parts)].slice(0, 8);
}

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const WORD_CHAR = /[\p{L}\p{N}\p{M}]/u;

type Matcher = { term: string; re: RegExp; anywhere: boolean };

function matcher(term: string): Matcher {
  const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const anywhere = UNSPACED.test(term);
  // A word start: no letter, digit or combining mark just before the term.
  const source = anywhere ? escaped : `(?<![\\p{L}\\p{N}\\p{M}])${escaped}`;
  return { term, re: new RegExp(source, 'giu'), anywhere };
}

type Match = { index: number; length: number; whole: boolean };

function matches(text: string, m: Matcher): Match[] {
  const out: Match[] = [];
  m.re.lastIndex = 0;
  for (let r = m.re.exec(text); r && out.length < 50; r = m.re.exec(text)) {
    const end = r.index + r[0].length;
    out.push({ index: r.index, length: r[0].length, whole: m.anywhere || !WORD_CHAR.test(text[end] ?? '') });
  }
  return out;
}

function fieldScore(texts: readonly string[], m: Matcher): number {
  let total = 0;
  let counted = 0;
  for (const text of texts) {
    for (const hit of matches(text.normalize('NFKC'), m)) {
      total += hit.whole ? WHOLE_WORD : PREFIX;
      if (++counted >= MAX_COUNTED) return total;
    }
  }
  return total;
}

/** Every term must match somewhere; each field's matches weigh by the field (title > heading > body). */
export function score(doc: SearchDoc, ts: readonly string[]): number {
  if (ts.length === 0) return 0;
  let total = 0;
  for (const t of ts) {
    const m = matcher(t);
    const s =
      fieldScore([doc.title], m) * WEIGHT.title +
      fieldScore(doc.headings, m) * WEIGHT.heading +
      fieldScore(doc.passages, m) * WEIGHT.body;
    if (s === 0) return 0;
    total += s;
    if (matches(doc.title.normalize('NFKC'), m)[0]?.index === 0) total += WEIGHT.title / 2;
  }
  return total;
}

/** Cuts `[start, end)` of a passage at spaces when the language has them. */
function window(text: string, at: number): [number, number] {
  let start = Math.max(0, at - SNIPPET_RADIUS);
  let end = Math.min(text.length, at + SNIPPET_RADIUS * 2);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space !== -1 && space < at) start = space + 1;
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > at) end = space;
  }
  return [start, end];
}

/**
 * A readable excerpt: the passage (one CMS text, so no words from unrelated fields run together) with
 * the best match — a whole word before a word start — cut around it, every match marked.
 */
export function snippet(passages: readonly string[], ts: readonly string[]): SnippetPart[] {
  const ms = ts.map(matcher);
  let best: { text: string; at: number; rank: number } | null = null;
  for (const raw of passages) {
    const text = raw.normalize('NFKC');
    for (const m of ms) {
      const first = matches(text, m)[0];
      if (!first) continue;
      // Whole words first, then longer (more readable) passages.
      const rank = (first.whole ? 2 : 1) * 1000 + Math.min(text.length, 999);
      if (!best || rank > best.rank) best = { text, at: first.index, rank };
    }
  }
  const text = best?.text ?? passages.find((p) => p.length >= 40) ?? passages[0] ?? '';
  const [start, end] = window(text, best?.at ?? 0);
  const cut = text.slice(start, end);
  const found = ms.flatMap((m) => matches(cut, m)).sort((a, b) => a.index - b.index || b.length - a.length);
  const parts: SnippetPart[] = [];
  if (start > 0) parts.push({ text: '… ' });
  let pos = 0;
  for (const f of found) {
    if (f.index < pos) continue;
    if (f.index > pos) parts.push({ text: cut.slice(pos, f.index) });
    parts.push({ text: cut.slice(f.index, f.index + f.length), mark: true });
    pos = f.index + f.length;
  }
  if (pos < cut.length) parts.push({ text: cut.slice(pos) });
  if (end < text.length) parts.push({ text: ' …' });
  return parts;
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
    snippet: snippet(doc.passages, ts),
    kind: doc.kind,
  }));
  return { hits, total: ranked.length };
}

/** Keys of CMS content that hold addresses, ids, settings or codes, not readable text. */
const NON_TEXT_KEYS = new Set([
  'component',
  'anchor',
  'type',
  'kind',
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
  'conversionType',
  'hex',
]);
/** Button words ("Contact sales") say nothing about a page and would only crowd snippets. */
const BUTTON_KEYS = new Set(['ctaText', 'buttonText']);
/** Keys whose text names a part of the page: headings weigh more than body text. */
const HEADING_KEYS = new Set(['title', 'question', 'name', 'columnTitle', 'menuTitle']);

export type PageText = { headings: string[]; passages: string[] };

/** The readable text of a CMS content value, split into headings and passages; links, media and settings left out. */
export function collectText(
  value: unknown,
  out: PageText = { headings: [], passages: [] },
  key = '',
): PageText {
  if (typeof value === 'string') {
    if (value.trim() && !/^(\/|https?:|mailto:|#)/.test(value)) {
      (HEADING_KEYS.has(key) ? out.headings : out.passages).push(value);
    }
  } else if (Array.isArray(value)) {
    for (const v of value) collectText(v, out, key);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    // A rich-text heading block: its text is a heading.
    const inner = o.type === 'heading' ? 'title' : null;
    for (const [k, v] of Object.entries(o)) {
      if (NON_TEXT_KEYS.has(k) || BUTTON_KEYS.has(k)) continue;
      collectText(v, out, inner && k === 'text' ? inner : k);
    }
  }
  return out;
}
