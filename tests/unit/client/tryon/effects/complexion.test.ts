import { describe, expect, it } from 'vitest';
import { deltaE2000, rgbToLab } from '../../../../../client/tryon/analysis/color';
import {
  fromOkLab,
  type OkLab,
  type Tone,
  toneOf,
  toOkLab,
} from '../../../../../client/tryon/effects/complexion-color';
import {
  bronzerTone,
  concealerTone,
  foundationTone,
  highlighterTone,
} from '../../../../../client/tryon/effects/complexion-looks';

/** The complexion colour math (docs/tryon.md "Complexion (issue 37)"). */
const ok = (r: number, g: number, b: number): OkLab => toOkLab(r, g, b, { L: 0, a: 0, b: 0 });
const rgb = (c: OkLab): number[] => {
  const out = [0, 0, 0];
  fromOkLab(c, out);
  return out;
};
const de = (x: number[], y: number[]) =>
  deltaE2000(rgbToLab({ r: x[0]!, g: x[1]!, b: x[2]! }), rgbToLab({ r: y[0]!, g: y[1]!, b: y[2]! }));
const tone = (t: Partial<Tone>): Tone => ({ cover: 0, tint: 0, even: 0, lift: 0, lighten: false, ...t });
const out = (): OkLab => ({ L: 0, a: 0, b: 0 });

describe('OKLab through the tables', () => {
  it('round-trips sRGB within a level', () => {
    for (const c of [
      [0, 0, 0],
      [255, 255, 255],
      [227, 187, 152],
      [91, 53, 32],
      [12, 200, 90],
    ]) {
      const back = rgb(ok(c[0]!, c[1]!, c[2]!));
      for (let k = 0; k < 3; k++) expect(Math.abs(back[k]! - c[k]!), `${c}`).toBeLessThan(0.6);
    }
  });

  it('matches the published values: white L 1, a b 0; sRGB red', () => {
    const w = ok(255, 255, 255);
    expect(w.L).toBeCloseTo(1, 3);
    expect(Math.abs(w.a) + Math.abs(w.b)).toBeLessThan(1e-3);
    const red = ok(255, 0, 0);
    expect(red.L).toBeCloseTo(0.628, 2);
    expect(red.a).toBeCloseTo(0.2249, 2);
    expect(red.b).toBeCloseTo(0.1258, 2);
  });
});

describe('toneOf', () => {
  const skin = ok(230, 190, 165);
  const espresso = ok(0x5b, 0x35, 0x20);

  it('full cover and tint turn the reference skin into the shade', () => {
    const t = toneOf(skin, skin, espresso, tone({ cover: 1, tint: 1 }), out());
    expect(de(rgb(t), [0x5b, 0x35, 0x20])).toBeLessThan(1);
  });

  it('keeps the light and shade: a darker skin pixel stays darker by the same ratio', () => {
    const shadow = ok(180, 140, 115);
    const t = toneOf(shadow, skin, espresso, tone({ cover: 1, tint: 1 }), out());
    expect(t.L / espresso.L).toBeCloseTo(shadow.L / skin.L, 5);
  });

  it('nothing changes at zero cover and tint', () => {
    const t = toneOf(ok(200, 160, 140), skin, espresso, tone({}), out());
    expect(de(rgb(t), [200, 160, 140])).toBeLessThan(0.5);
  });

  it('even fills the darkness toward the reference; lift adds light', () => {
    const dark = ok(170, 130, 115);
    const evened = toneOf(dark, skin, skin, tone({ even: 0.8 }), out());
    expect(evened.L).toBeGreaterThan(dark.L + 0.8 * 0.9 * (skin.L - dark.L));
    const lifted = toneOf(skin, skin, skin, tone({ lift: 0.5 }), out());
    expect(lifted.L).toBeCloseTo(skin.L + 0.5 * (1 - skin.L), 5);
  });

  it('lighten never returns a darker lightness, whatever the shade', () => {
    const t = toneOf(skin, skin, espresso, tone({ cover: 1, tint: 0.5, lighten: true }), out());
    expect(t.L).toBeGreaterThanOrEqual(skin.L);
  });
});

describe('the products', () => {
  it('foundation: coverage orders sheer < medium < full; intensity scales it, capped', () => {
    expect(foundationTone('sheer', 0.5).cover).toBeLessThan(foundationTone('medium', 0.5).cover);
    expect(foundationTone('medium', 0.5).cover).toBeLessThan(foundationTone('full', 0.5).cover);
    expect(foundationTone('full', 1).cover).toBeLessThanOrEqual(0.95);
    expect(foundationTone('medium', 0).cover).toBe(0);
  });

  it('concealer fills darkness and lifts; highlighter only lightens; bronzer tints more than it darkens', () => {
    const c = concealerTone('full', 0.6);
    expect(c.even).toBeGreaterThan(0.5);
    expect(c.lift).toBeGreaterThan(0);
    const h = highlighterTone('shimmer', 0.6);
    expect(h.lighten).toBe(true);
    expect(h.cover).toBe(0);
    const b = bronzerTone(0.5);
    expect(b.tint).toBeGreaterThan(b.cover);
  });
});
