import { describe, expect, it } from 'vitest';
import { collectText, type SearchDoc, search, snippet, terms } from '../../shared/search';

const docs: SearchDoc[] = [
  {
    path: '/business/products/ai-shade-finder',
    title: 'AI Shade Finder',
    text: 'Match foundation shades to skin tone.',
    kind: 'product',
  },
  {
    path: '/business/products/virtual-makeup',
    title: 'Virtual Makeup',
    text: 'Lip and eye shades, tried on live. Shade by shade.',
    kind: 'product',
  },
  { path: '/business/info/aboutus', title: 'About us', text: '美妆科技 company story', kind: 'info' },
];

describe('site search ranking (spec 001 §2.1 gcse)', () => {
  it('every term must match; title matches rank first', () => {
    const r = search(docs, 'shade');
    expect(r.hits.map((h) => h.path)).toEqual([
      '/business/products/ai-shade-finder',
      '/business/products/virtual-makeup',
    ]);
    expect(search(docs, 'shade foundation').hits).toHaveLength(1);
    expect(search(docs, 'nothing-like-this').total).toBe(0);
  });

  it('CJK queries match as substrings', () => {
    expect(search(docs, '科技').hits[0]?.path).toBe('/business/info/aboutus');
  });

  it('queries are normalised and bounded', () => {
    expect(terms('  SHADE,  Finder!! shade ')).toEqual(['shade', 'finder']);
    expect(terms('x'.repeat(500))[0]!.length).toBe(100);
    expect(terms('')).toEqual([]);
  });

  it('snippets centre on the first match', () => {
    const text = `${'lorem ipsum '.repeat(30)}the shade finder ${'dolor sit '.repeat(30)}`;
    const s = snippet(text, ['shade']);
    expect(s).toContain('shade finder');
    expect(s.startsWith('…')).toBe(true);
  });

  it('readable text leaves out links, ids and settings', () => {
    const text = collectText({
      component: 'cta-banner',
      title: 'Talk to us',
      cta: { ctaLink: '/business/contact-us/sales', ctaText: 'Contact sales', buttonType: 'primary' },
    });
    expect(text).toEqual(['Talk to us', 'Contact sales']);
  });
});
