import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { SkuArt } from '../../client/components/showcase/sku-art';
import { ART_TYPES, SkuPicker } from '../../client/components/showcase/sku-picker';
import { BEARD_STYLES, HAIRSTYLES } from '../../client/tryon/hair/styles';
import { createI18n } from '../../shared/i18n';
import { CATALOG, type CatalogEntry, type Sku } from '../../shared/showcase-catalog';
import { WEAR_STYLES } from '../../shared/wear';

/**
 * The SKU picker's product artwork (client/components/showcase/sku-art/): every SKU of every
 * catalogue of things worn is drawn in its own colours, by presentation attributes only (CSP), each
 * style of a kind differently, with gradient ids that stay unique when several SKUs share a page.
 */

/** The picker's artwork types (sku-picker.tsx ART_TYPES): every kind worn, goods and styles. */
const WORN: [string, CatalogEntry][] = Object.entries(CATALOG).filter(([, c]) => ART_TYPES.has(c.skuType));

const art = (skuType: string, sku: Sku) => renderToStaticMarkup(<SkuArt skuType={skuType} sku={sku} />);

const idsIn = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
const refsIn = (html: string) => [...html.matchAll(/url\(#([^)]+)\)/g)].map((m) => m[1]!);
/** The drawing without its ids: what differs between two styles is the shapes, not the ids. */
const shapes = (html: string) => html.replace(/\sid="[^"]*"|url\(#[^)]*\)/g, '');

describe('SkuArt for every worn SKU of the catalogue', () => {
  it('covers the catalogues of things worn (a catalogue renamed or dropped fails here)', () => {
    expect(WORN.map(([key]) => key).sort()).toEqual(
      [
        'bags',
        'beard-style',
        'bracelets',
        'earrings',
        'eye-wear',
        'footwear',
        'hat',
        'headband',
        'nail-color',
        'necklace',
        'rings',
        'scarves',
        'set',
        'virtual-hairstyles',
        'watches',
      ].sort(),
    );
  });

  for (const [key, catalog] of WORN) {
    for (const sku of catalog.skus) {
      it(`${key} / ${sku.name}`, () => {
        const html = art(catalog.skuType, sku);
        // A decorative 48 px svg: the SKU's name labels it.
        expect(html).toMatch(
          /^<svg [^>]*viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">/,
        );
        expect(html.endsWith('</svg>')).toBe(true);
        // (a) its colour and (b) its accent; a set's pieces in theirs.
        expect(html.toLowerCase()).toContain(`"${sku.color.toLowerCase()}"`);
        if (sku.accent) expect(html.toLowerCase()).toContain(`"${sku.accent.toLowerCase()}"`);
        for (const piece of sku.pieces ?? []) {
          expect(html.toLowerCase()).toContain(`"${piece.color.toLowerCase()}"`);
          if (piece.accent) expect(html.toLowerCase()).toContain(`"${piece.accent.toLowerCase()}"`);
        }
        // (c) no style attribute (CSP), no image files, links, scripts or text.
        expect(html).not.toMatch(/\sstyle=/i);
        expect(html).not.toMatch(/<(image|use|text|script|foreignObject)\b|href=/i);
        // Drawn, not an empty box; every gradient or clip it uses is defined in it, once.
        expect(html).toMatch(/<(path|circle|ellipse|rect)\b/);
        const ids = idsIn(html);
        expect(new Set(ids).size).toBe(ids.length);
        for (const ref of refsIn(html)) expect(ids).toContain(ref);
      });
    }
  }
});

describe('(d) the styles of a kind are drawn differently', () => {
  const base = { id: 'tst-01', name: 'Test', color: '#b07a2c', accent: '#2e7d5b' };

  for (const [kind, styles] of Object.entries(WEAR_STYLES)) {
    if (styles.length < 2) continue;
    it(`${kind}: ${styles.join(', ')}`, () => {
      const drawn = styles.map((style) => shapes(art(kind, { ...base, style })));
      expect(new Set(drawn).size).toBe(styles.length);
    });
  }

  it('the catalogue: round and aviator frames, hoop and stud earrings, pendant and pearls differ', () => {
    const sku = (key: string, style: string) => CATALOG[key]!.skus.find((s) => s.style === style)!;
    const pairs: [string, string, string, string][] = [
      ['eye-wear', 'eyewear', 'round', 'aviator'],
      ['earrings', 'earrings', 'hoop', 'stud'],
      ['necklace', 'necklace', 'pendant', 'pearls'],
      ['watches', 'watch', 'dress', 'chrono'],
    ];
    for (const [key, type, a, b] of pairs) {
      const x = shapes(art(type, { ...sku(key, a), color: '#777777', accent: '#333333' }));
      const y = shapes(art(type, { ...sku(key, b), color: '#777777', accent: '#333333' }));
      expect(x, `${a} / ${b}`).not.toBe(y);
    }
  });

  it('hairstyles and beard styles: each style of the try-on drawn differently', () => {
    for (const [type, styles] of [
      ['hairstyle', HAIRSTYLES],
      ['beardstyle', BEARD_STYLES],
    ] as const) {
      const drawn = styles.map((style) => shapes(art(type, { ...base, style })));
      expect(new Set(drawn).size, type).toBe(styles.length);
    }
  });

  it('nail lacquer shows its finish: gloss, glitter and cream differ', () => {
    const drawn = ['gloss', 'glitter', 'cream'].map((finish) =>
      shapes(art('nail', { id: 'nai-99', name: 'Test', color: '#b1102b', finish })),
    );
    expect(new Set(drawn).size).toBe(3);
  });

  it('footwear and bags are drawn by name: a sneaker and a loafer, a tote and a crossbody', () => {
    const shoe = (name: string) => shapes(art('shoes', { id: 'fwr-99', name, color: '#a0714a' }));
    const bag = (name: string) => shapes(art('bag', { id: 'bag-99', name, color: '#a0714a' }));
    expect(shoe('Court Sneaker')).not.toBe(shoe('Suede Loafer'));
    expect(bag('Mini Tote')).not.toBe(bag('Crossbody'));
  });
});

describe('gradient and clip ids on one page', () => {
  it('stay unique across SKUs, and across two pickers showing the same SKU', () => {
    const rings = CATALOG.rings!.skus;
    const set = CATALOG.set!.skus;
    const html = renderToStaticMarkup(
      <div>
        {rings.map((s) => (
          <SkuArt key={s.id} skuType="ring" sku={s} />
        ))}
        {set.map((s) => (
          <SkuArt key={s.id} skuType="stacking" sku={s} />
        ))}
        <SkuArt skuType="ring" sku={rings[0]!} />
      </div>,
    );
    const ids = idsIn(html);
    expect(ids.length).toBeGreaterThan(rings.length + set.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refsIn(html)) expect(ids).toContain(ref);
    // Named after the SKU, so a page's ids say whose drawing they belong to.
    for (const s of [...rings, ...set]) expect(ids.some((id) => id.includes(s.id))).toBe(true);
  });
});

describe('the picker', () => {
  const showcase = JSON.parse(
    fs.readFileSync(path.resolve(import.meta.dirname, '../../locales/en/showcase.json'), 'utf8'),
  );
  const i18n = createI18n('en', { en: { showcase } }, 'Lumora');
  const picker = (key: string) =>
    renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <SkuPicker catalog={CATALOG[key]!} selected={CATALOG[key]!.skus[0]!.id} onSelect={() => {}} />
      </I18nextProvider>,
    );
  const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

  it('shows the artwork of things worn (nail lacquer too), keeping the radio group as it is', () => {
    for (const key of ['eye-wear', 'nail-color', 'set', 'footwear', 'rings']) {
      const html = picker(key);
      const n = CATALOG[key]!.skus.length;
      expect(count(html, /viewBox="0 0 48 48"/g), key).toBe(n);
      expect(count(html, /viewBox="0 0 32 32"/g), key).toBe(0);
      const inputs = html.match(/<input [^>]*>/g) ?? [];
      expect(
        inputs.map((i) => /value="([^"]+)"/.exec(i)?.[1]),
        key,
      ).toEqual(CATALOG[key]!.skus.map((s) => s.id));
      for (const i of inputs) expect(i, key).toMatch(/^<input type="radio" name="sku" /);
      expect(
        inputs.filter((i) => /\schecked=""/.test(i)),
        key,
      ).toEqual([inputs[0]]);
      // the name as its own text; its note (SkuNote) after a space outside the note: "Round Tortoise <small>"
      for (const s of CATALOG[key]!.skus)
        expect(
          [`>${s.name}<`, `>${s.name} <small>`].some((t) => html.includes(t)),
          `${key}: ${s.name}`,
        ).toBe(true);
    }
  });

  it('keeps the colour circle for makeup and looks', () => {
    for (const key of ['lip-color', 'foundation', 'look']) {
      const html = picker(key);
      const n = CATALOG[key]!.skus.length;
      expect(count(html, /viewBox="0 0 32 32"/g), key).toBe(n);
      expect(count(html, /viewBox="0 0 48 48"/g), key).toBe(0);
    }
  });
});
