import type { SectionComponent } from './smb/content';

/**
 * Decision 0248: the CMS section types whose rules a first response inlines only when its data holds a
 * section of that type. Each names the class blocks (BEM roots: the class itself and any class that
 * continues it with `-` or `_`) that only that type's component renders; a rule that requires one of
 * them can match nothing on a page without such a section.
 *
 * Not here, so their rules are always inlined: `top-banner` (every content page draws its banner with
 * it, from the page's banner fields rather than from a section, and the page banner shares its rules),
 * `basic-section` and `section-form` (no rules of their own). tests/unit/section-css.test.ts fails if a
 * class block here appears in any other source file than its type's component, or if such a component
 * is rendered other than through the sections renderer.
 */
export const SECTION_CSS_CLASSES = {
  'rich-editor': ['sec-rich'],
  'feature-carousel': ['sec-carousel', 'sec-card', 'sec-round'],
  'plan-pricing': ['sec-plans', 'sec-plan'],
  'section-faq': ['sec-faq'],
  'compare-table': ['sec-compare'],
  'success-story-roi': ['sec-roi'],
  'media-text': ['sec-media-text'],
  'card-grid': ['sec-grid'],
  'cta-banner': ['sec-cta'],
  'logo-wall': ['sec-logos'],
  stats: ['sec-stats'],
  video: ['sec-video'],
  steps: ['sec-steps'],
  'before-after': ['sec-before-after'],
  testimonial: ['sec-testimonial'],
  'logo-carousel': ['sec-logo-carousel'],
  'video-gallery': ['sec-vgallery'],
  tabs: ['sec-tabs'],
  timeline: ['sec-timeline'],
  team: ['sec-team'],
  'download-strip': ['sec-downloads'],
  'pricing-table': ['sec-pricing'],
} as const satisfies Partial<Record<SectionComponent, readonly string[]>>;

/** A stretch of a stylesheet whose rules only pages with one of `types` need (decision 0248). */
export type TypedRange = { from: number; to: number; types: string[] };

/** The section type whose component alone renders `cls`, if any. */
export function sectionTypeOfClass(cls: string): string | undefined {
  for (const [type, roots] of Object.entries(SECTION_CSS_CLASSES)) {
    for (const root of roots as readonly string[]) {
      if (cls === root || (cls.startsWith(root) && '-_'.includes(cls[root.length]!))) return type;
    }
  }
  return undefined;
}

type Block = { start: number; end: number; prelude: string; body?: { from: number; to: number } };

/**
 * The positions of `css[from, to)` outside comments and strings, and not escaped (an escape's
 * backslash is yielded, the character after it is not).
 */
function* plain(css: string, from = 0, to = css.length): Generator<number> {
  for (let i = from; i < to; i++) {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      i = end < 0 ? css.length : end + 1;
    } else if (css[i] === '"' || css[i] === "'") {
      const quote = css[i];
      for (i++; i < css.length && css[i] !== quote; i++) if (css[i] === '\\') i++;
    } else {
      yield i;
      if (css[i] === '\\') i++;
    }
  }
}

/**
 * The top-level rules and at-rules of `css[from, to)`, each with the whitespace and comments before
 * it. Text after the last one (whitespace, comments) belongs to none.
 */
function blocksOf(css: string, from = 0, to = css.length): Block[] {
  const out: Block[] = [];
  let start = from;
  let depth = 0;
  let preludeEnd = from;
  for (const i of plain(css, from, to)) {
    const c = css[i];
    if (c === '{') {
      if (depth++ === 0) preludeEnd = i;
    } else if (c === '}') {
      if (--depth === 0) {
        out.push({
          start,
          end: i + 1,
          prelude: css.slice(start, preludeEnd),
          body: { from: preludeEnd + 1, to: i },
        });
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      out.push({ start, end: i + 1, prelude: css.slice(start, i + 1) });
      start = i + 1;
    }
  }
  return out;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').trim();

/** The positions in `text` outside comments, strings, escapes, parentheses and brackets. */
function* topLevel(text: string): Generator<number> {
  let depth = 0;
  for (const i of plain(text)) {
    const c = text[i];
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) yield i;
  }
}

/** Splits a selector list at its top-level commas. */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let last = 0;
  for (const i of topLevel(list)) {
    if (list[i] !== ',') continue;
    parts.push(list.slice(last, i));
    last = i + 1;
  }
  parts.push(list.slice(last));
  return parts;
}

/**
 * The section types a selector cannot match without: those of the classes every element it matches
 * must carry (outside `:not()`, `:is()` and other functional pseudo-classes, and attribute selectors).
 */
function typesRequiredBy(selector: string): Set<string> {
  const types = new Set<string>();
  for (const i of topLevel(selector)) {
    if (selector[i] !== '.') continue;
    const name = /^-?[_a-zA-Z][\w-]*/.exec(selector.slice(i + 1))?.[0];
    // An escaped character continues the name: such a class is never one of ours.
    if (!name || selector[i + 1 + name.length] === '\\') continue;
    const type = sectionTypeOfClass(name);
    if (type) types.add(type);
  }
  return types;
}

/** Conditional group rules: they hold rules, and leaving one out changes no other rule's place. */
const GROUP_RULES = new Set(['media', 'supports', 'container']);

/**
 * The section types one of which a block's rules need on the page, or null when any page may need it
 * (a selector that needs no section type, an at-rule other than a conditional group).
 */
function typesOfBlock(css: string, block: Block): Set<string> | null {
  if (!block.body) return null;
  const prelude = withoutComments(block.prelude);
  if (prelude.startsWith('@')) {
    const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
    if (!GROUP_RULES.has(name)) return null;
    const inner = blocksOf(css, block.body.from, block.body.to);
    if (inner.length === 0) return null;
    return union(inner.map((b) => typesOfBlock(css, b)));
  }
  return union(selectorsOf(prelude).map((selector) => typesRequiredBy(selector)));
}

/** The union of the sets, or null if one is null or empty (needed whatever the types). */
function union(sets: (Set<string> | null)[]): Set<string> | null {
  const out = new Set<string>();
  for (const set of sets) {
    if (!set || set.size === 0) return null;
    for (const t of set) out.add(t);
  }
  return out;
}

/**
 * The stretches of a stylesheet (built or source) that only pages with a section of one of their types
 * need, in order; neighbours with the same types are one stretch. Everything else is needed by any page.
 */
export function typedRanges(css: string): TypedRange[] {
  const out: TypedRange[] = [];
  for (const block of blocksOf(css)) {
    const set = typesOfBlock(css, block);
    if (!set) continue;
    const types = [...set].sort();
    const prev = out[out.length - 1];
    if (prev && prev.to === block.start && prev.types.join(' ') === types.join(' ')) prev.to = block.end;
    else out.push({ from: block.start, to: block.end, types });
  }
  return out;
}

/**
 * The stylesheet without the stretches none of whose types is `present`: what is left keeps its order
 * exactly, so the cascade among the remaining rules is the whole file's.
 */
export function keepPresent(
  css: string,
  ranges: readonly TypedRange[],
  present: ReadonlySet<string>,
): string {
  let out = '';
  let at = 0;
  for (const range of ranges) {
    if (range.types.some((t) => present.has(t))) continue;
    out += css.slice(at, range.from);
    at = range.to;
  }
  return out + css.slice(at);
}

/**
 * The `component` of every CMS section in a page's data (decision 0248): every object, at any depth,
 * with a string `component`. Something else that has one only makes the inline CSS longer.
 */
export function sectionComponentsIn(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) sectionComponentsIn(item, out);
  } else if (value !== null && typeof value === 'object') {
    const { component } = value as { component?: unknown };
    if (typeof component === 'string') out.add(component);
    for (const item of Object.values(value)) sectionComponentsIn(item, out);
  }
  return out;
}
