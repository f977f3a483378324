import { describe, expect, it } from 'vitest';
import { collectText, type SearchDoc, type SnippetPart, search, snippet, terms } from '../../shared/search';

const doc = (path: string, title: string, passages: string[], headings: string[] = []): SearchDoc => ({
  path,
  title,
  headings,
  passages,
  kind: 'product',
});

const docs: SearchDoc[] = [
  doc('/business/products/ai-shade-finder', 'AI Shade Finder', ['Match foundation shades to skin tone.']),
  doc('/business/products/virtual-makeup', 'Virtual Makeup', [
    'Lip and eye shades, tried on live. Shade by shade.',
  ]),
  doc('/business/info/aboutus', 'About us', ['美妆科技 company story']),
];

const plain = (parts: SnippetPart[]) => parts.map((p) => p.text).join('');
const marked = (parts: SnippetPart[]) => parts.filter((p) => p.mark).map((p) => p.text);

describe('site search ranking (spec 001 §2.1 gcse, decision 0231)', () => {
  it('every term must match; title matches rank first', () => {
    const r = search(docs, 'shade');
    expect(r.hits.map((h) => h.path)).toEqual([
      '/business/products/ai-shade-finder',
      '/business/products/virtual-makeup',
    ]);
    expect(search(docs, 'shade foundation').hits).toHaveLength(1);
    expect(search(docs, 'nothing-like-this').total).toBe(0);
  });

  it('matches whole words and word starts, never the inside of a word', () => {
    const collage = doc('/consumer/features/video-collage', 'Video Collage', [
      'Arrange clips side by side and share one story.',
    ]);
    const lips = doc('/consumer/features/lip-color', 'Lip Color', ['Try lipstick shades on a selfie.']);
    const liner = doc('/consumer/features/lip-liner', 'Liner', ['Shape the lips before colour.']);
    const r = search([collage, liner, lips], 'lip');
    expect(r.hits.map((h) => h.path)).toEqual([
      '/consumer/features/lip-color',
      '/consumer/features/lip-liner',
    ]);
    expect(search([collage], 'clip').total).toBe(1);
  });

  it('title outranks headings, headings outrank body text', () => {
    const inBody = doc('/a', 'Alpha', ['Nails painted in seconds, nails again.'], []);
    const inHeading = doc('/b', 'Beta', ['Other words.'], ['Nails']);
    const inTitle = doc('/c', 'Nails', ['Other words.']);
    expect(search([inBody, inHeading, inTitle], 'nails').hits.map((h) => h.path)).toEqual(['/c', '/b', '/a']);
  });

  it('a whole word outranks a word start in the same field', () => {
    const whole = doc('/whole', 'Lip studio', []);
    const prefix = doc('/prefix', 'Lipstick studio', []);
    expect(search([prefix, whole], 'lip').hits.map((h) => h.path)).toEqual(['/whole', '/prefix']);
  });

  it('CJK queries match as substrings', () => {
    expect(search(docs, '科技').hits[0]?.path).toBe('/business/info/aboutus');
  });

  it('queries are normalised and bounded', () => {
    expect(terms('  SHADE,  Finder!! shade ')).toEqual(['shade', 'finder']);
    expect(terms('x'.repeat(500))[0]!.length).toBe(100);
    expect(terms('')).toEqual([]);
  });

  it('snippets come from the passage with the match, centred on it, matches marked', () => {
    const long = `${'lorem ipsum '.repeat(30)}the Shade finder ${'dolor sit '.repeat(30)}`;
    const s = snippet(['Contact sales', long], ['shade']);
    expect(plain(s)).toContain('Shade finder');
    expect(plain(s).startsWith('…')).toBe(true);
    expect(marked(s)).toEqual(['Shade']);
    // Word starts are marked as far as the term goes; the inside of a word never is.
    expect(marked(snippet(['Lipstick for clips and lips.'], ['lip']))).toEqual(['Lip', 'lip']);
  });

  it('readable text leaves out links, ids, settings, codes and button words; headings apart', () => {
    const text = collectText({
      component: 'cta-banner',
      title: 'Talk to us',
      description: 'Our team replies within a day.',
      cta: { ctaLink: '/business/contact-us/sales', ctaText: 'Contact sales', buttonType: 'primary' },
      filters: [{ kind: 'BUSINESS_SERVICES', id: 3, value: 'Virtual try-on' }],
      blocks: [
        { type: 'heading', level: 2, text: 'How it works' },
        { type: 'paragraph', text: 'Upload a photo.' },
      ],
    });
    expect(text.headings).toEqual(['Talk to us', 'How it works']);
    expect(text.passages).toEqual(['Our team replies within a day.', 'Virtual try-on', 'Upload a photo.']);
  });
});
