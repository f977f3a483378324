import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sectionsCss from '../../client/components/sections/sections.css?raw';
import { keepPresent, typedRanges } from '../../shared/section-css';
import { sectionsBeforeStart } from '../../worker/render/render-page';
import { edgeFetch } from './edge-helpers';
import { clearSectionsBuild, ENTRY_CSS, SECTIONS_CSS_FILE, setSectionsBuild } from './sections-build';
import { seedContent } from './seed-content';

/**
 * Decision 0248: a first response inlines the sections stylesheet's shared rules and those of the
 * section types it renders before the client starts, never those of absent types. The pages render
 * with a client build like a deployed worker's: the entry's CSS and a chunk every page below imports,
 * whose stylesheet is the sections source.
 */
const SECTIONS = SECTIONS_CSS_FILE;

beforeAll(async () => {
  await seedContent();
  setSectionsBuild(sectionsCss, ['business-home', 'plan', 'cms-page', 'online-service']);
});

afterAll(clearSectionsBuild);

async function firstResponse(path: string) {
  const html = await (await edgeFetch(path)).text();
  const style = /<style id="page-css"[^>]*>/.exec(html)?.[0] ?? '';
  const text = /<style id="page-css"[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
  return {
    html,
    text,
    files: /data-files="([^"]*)"/.exec(style)?.[1]?.split(' ') ?? [],
    partial: /data-partial="([^"]*)"/.exec(style)?.[1]?.split(' ') ?? [],
  };
}

/** One marker rule per section type with rules of its own (shared/section-css.ts). */
const MARKERS = {
  'rich-editor': '.sec-rich {',
  'feature-carousel': '.sec-carousel__track {',
  'plan-pricing': '.sec-plans__list {',
  'section-faq': '.sec-faq details {',
  'compare-table': '.sec-compare table {',
  'success-story-roi': '.sec-roi__number {',
  'media-text': '.sec-media-text {',
  'card-grid': '.sec-grid__card h3 a {',
  'cta-banner': '.sec-cta {',
  'logo-wall': '.sec-logos__list li {',
  stats: '.sec-stats__list {',
  video: '.sec-video__frame {',
  steps: '.sec-steps__list li {',
  'before-after': '.sec-before-after__pair {',
} as const;
type Typed = keyof typeof MARKERS;

/** The inline CSS has the markers of exactly `types`, and every shared rule. */
function expectTypes(text: string, types: Typed[]) {
  const inline = Object.entries(MARKERS)
    .filter(([, marker]) => text.includes(marker))
    .map(([type]) => type);
  expect(inline.sort()).toEqual([...types].sort());
  for (const shared of ['.sec {', '.sec-ctas {', '.sec-media {', '.sec-banner__inner {', '.sec-pills a {']) {
    expect(text).toContain(shared);
  }
}

describe('decision 0248: the sections rules of a first response', () => {
  it('/business: the shared rules and its closing CTA banner, no plan, FAQ or grid rules', async () => {
    const home = await firstResponse('/business');
    expectTypes(home.text, ['cta-banner']);
    // The rest of the stylesheet, in its order: exactly the file without the absent types' stretches.
    expect(home.text).toBe(
      `${ENTRY_CSS}\n${keepPresent(sectionsCss, typedRanges(sectionsCss), new Set(['cta-banner']))}`,
    );
    // Truthful lists: the entry's CSS is whole, the sections file is part; neither is linked.
    expect(home.files).toEqual(['/assets/entry.css']);
    expect(home.partial).toEqual([`/${SECTIONS}`]);
    expect(home.html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // Same data, same bytes (the edge HTML cache stores them).
    expect((await firstResponse('/business')).text).toBe(home.text);
  });

  it('/ja/business: the same types, the same rules', async () => {
    expectTypes((await firstResponse('/ja/business')).text, ['cta-banner']);
  });

  it('the plans page: the plan tables it streams after the overview, and the overview card grid', async () => {
    expectTypes((await firstResponse('/business/plan')).text, ['plan-pricing', 'card-grid']);
  });

  it('an online service: its sections and the FAQ that streams in after them', async () => {
    const page = await firstResponse('/business/solutions/online-service/makeup');
    expect(page.text).toContain(MARKERS['section-faq']);
    expect(page.text).not.toContain(MARKERS['plan-pricing']);
  });

  it('a product page: each of its section types, nothing else', async () => {
    const page = await firstResponse('/business/products/virtual-makeup');
    expectTypes(page.text, [
      'before-after',
      'card-grid',
      'feature-carousel',
      'media-text',
      'section-faq',
      'stats',
      'steps',
    ]);
  });

  it('with every type present, nothing is left out', () => {
    const all = new Set(Object.keys(MARKERS));
    expect(keepPresent(sectionsCss, typedRanges(sectionsCss), all)).toBe(sectionsCss);
  });
});

describe('sectionsBeforeStart', () => {
  const data = { page: { sections: [{ component: 'stats' }, { component: 'steps' }] } };
  const later = Promise.resolve([]);

  it("the data's section types when nothing is deferred", () => {
    expect(sectionsBeforeStart({ data, deferred: {} })).toEqual(new Set(['stats', 'steps']));
    expect(sectionsBeforeStart({ data })).toEqual(new Set(['stats', 'steps']));
  });

  it('with the types a deferred value can render', () => {
    expect(
      sectionsBeforeStart({ data, deferred: { faq: later }, deferredSections: ['section-faq'] }),
    ).toEqual(new Set(['stats', 'steps', 'section-faq']));
  });

  it('unknown (every section rule) when a deferred value comes without its types', () => {
    expect(sectionsBeforeStart({ data, deferred: { related: later } })).toBeNull();
  });
});
