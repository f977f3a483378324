import { describe, expect, it } from 'vitest';
import { LANG_KEYS } from '../../shared/languages';
import { FINISHES, LASH_STYLES, LINER_STYLES, PRODUCT_TYPES, productsOf } from '../../shared/makeup';
import { moduleLanguage, siteLanguageOfModule } from '../../shared/showcase';
import { CATALOG } from '../../shared/showcase-catalog';

/** The demo store's makeup SKUs carry what the embedded try-on's effects need (docs/tryon.md "Makeup"). */
const MAKEUP_PAGES = Object.entries(CATALOG).filter(([, c]) => productsOf(c.skuType, c.skus[0]!) !== null);

describe('makeup catalogue', () => {
  it('every makeup type of spec 001 §1 has a page whose SKUs the effects draw', () => {
    const types = new Set(
      MAKEUP_PAGES.flatMap(([, c]) => c.skus.flatMap((s) => productsOf(c.skuType, s)!)).map((p) => p.type),
    );
    expect([...types].sort()).toEqual([...PRODUCT_TYPES].sort());
  });

  it('lip colour offers matte, gloss, shimmer and metallic finishes', () => {
    const finishes = new Set(CATALOG['lip-color']!.skus.map((s) => s.finish));
    for (const f of ['matte', 'gloss', 'shimmer', 'metallic']) expect(finishes).toContain(f);
  });

  it('liner and lash SKUs name a known style; every liner style is on offer', () => {
    const liner = CATALOG['eye-liner']!.skus.map((s) => s.style);
    expect([...new Set(liner)].sort()).toEqual([...LINER_STYLES].sort());
    for (const s of CATALOG.eyelashes!.skus) expect(LASH_STYLES).toContain(s.style);
  });

  it('looks apply several products, each with a valid type, colour and finish', () => {
    for (const sku of CATALOG.look!.skus) {
      const products = productsOf('look', sku)!;
      expect(products.length, sku.name).toBeGreaterThanOrEqual(4);
      for (const p of products) {
        expect(PRODUCT_TYPES).toContain(p.type);
        expect(p.color).toMatch(/^#[0-9a-f]{6}$/);
        if (p.finish) expect(FINISHES).toContain(p.finish);
      }
    }
  });

  it('a SKU of a makeup type becomes one product with its finish and style; other types none', () => {
    expect(productsOf('lipstick', { color: '#b3122e', finish: 'gloss' })).toEqual([
      { type: 'lipstick', color: '#b3122e', finish: 'gloss' },
    ]);
    expect(productsOf('eyeliner', { color: '#111111', style: 'winged' })).toEqual([
      { type: 'eyeliner', color: '#111111', style: 'winged' },
    ]);
    // an unknown finish (nail glitter) is not passed on; frames are not makeup
    expect(productsOf('blush', { color: '#e48b98', finish: 'glitter' })).toEqual([
      { type: 'blush', color: '#e48b98' },
    ]);
    expect(productsOf('eyewear', { color: '#1b1b1b' })).toBeNull();
  });
});

describe('module languages', () => {
  it('every site language maps to a module language and back (spec 001 §7)', () => {
    for (const lang of LANG_KEYS) expect(siteLanguageOfModule(moduleLanguage(lang))).toBe(lang);
    expect(siteLanguageOfModule('xxx')).toBe('en');
  });
});
