import { describe, expect, it } from 'vitest';
import {
  chroma,
  deltaE2000,
  hexToLab,
  hexToRgb,
  labToRgb,
  linearToSrgb,
  percentile,
  rgbToLab,
  srgbToLinear,
  trimmedMean,
} from '../../../../../client/tryon/analysis/color';
import type { Lab } from '../../../../../client/tryon/analysis/types';

const lab = (L: number, a: number, b: number): Lab => ({ L, a, b });

describe('sRGB ↔ CIELAB (D65)', () => {
  it('maps white to L* 100 with a*, b* at 0 and black to 0', () => {
    const w = rgbToLab({ r: 255, g: 255, b: 255 });
    expect(w.L).toBeCloseTo(100, 3);
    expect(w.a).toBeCloseTo(0, 3);
    expect(w.b).toBeCloseTo(0, 3);
    const k = rgbToLab({ r: 0, g: 0, b: 0 });
    expect([k.L, k.a, k.b].map(Math.abs).every((v) => v < 1e-9)).toBe(true);
  });

  it('gives the published values of the sRGB primaries', () => {
    const cases: [number, number, number, number, number, number][] = [
      [255, 0, 0, 53.2408, 80.0925, 67.2032],
      [0, 255, 0, 87.7347, -86.1827, 83.1793],
      [0, 0, 255, 32.297, 79.1875, -107.8602],
    ];
    for (const [r, g, b, L, A, B] of cases) {
      const c = rgbToLab({ r, g, b });
      expect(c.L).toBeCloseTo(L, 2);
      expect(c.a).toBeCloseTo(A, 2);
      expect(c.b).toBeCloseTo(B, 2);
    }
  });

  it('keeps greys neutral and orders them by lightness', () => {
    const greys = [30, 90, 128, 200].map((v) => rgbToLab({ r: v, g: v, b: v }));
    for (const g of greys) expect(chroma(g)).toBeLessThan(1e-3);
    for (let i = 1; i < greys.length; i++) expect(greys[i]!.L).toBeGreaterThan(greys[i - 1]!.L);
  });

  it('round-trips sRGB → Lab → sRGB', () => {
    for (const hex of ['#f1d5bf', '#8a5634', '#123456', '#fe01a0', '#000000', '#ffffff']) {
      const rgb = hexToRgb(hex);
      const back = labToRgb(rgbToLab(rgb));
      expect(back.r).toBeCloseTo(rgb.r, 6);
      expect(back.g).toBeCloseTo(rgb.g, 6);
      expect(back.b).toBeCloseTo(rgb.b, 6);
    }
  });

  it('round-trips the transfer function, both segments', () => {
    for (const c of [0, 3, 10, 11, 64, 200, 255]) expect(linearToSrgb(srgbToLinear(c))).toBeCloseTo(c, 9);
  });

  it('parses hex colours and rejects other strings', () => {
    expect(hexToRgb('#A0b1C2')).toEqual({ r: 160, g: 177, b: 194 });
    expect(hexToLab('#ffffff').L).toBeCloseTo(100, 3);
    expect(() => hexToRgb('red')).toThrow(RangeError);
    expect(() => hexToRgb('#fff')).toThrow(RangeError);
  });
});

describe('CIEDE2000', () => {
  // Sharma, Wu & Dalal (2005), Table 1: pairs that straddle the hue-mean and rotation branches.
  const SHARMA: [number, number, number, number, number, number, number][] = [
    [50.0, 2.6772, -79.7751, 50.0, 0.0, -82.7485, 2.0425],
    [50.0, 3.1571, -77.2803, 50.0, 0.0, -82.7485, 2.8615],
    [50.0, 2.8361, -74.02, 50.0, 0.0, -82.7485, 3.4412],
    [50.0, -1.3802, -84.2814, 50.0, 0.0, -82.7485, 1.0],
    [50.0, 0.0, 0.0, 50.0, -1.0, 2.0, 2.3669],
    [50.0, 2.49, -0.001, 50.0, -2.49, 0.0009, 7.1792],
    [50.0, 2.49, -0.001, 50.0, -2.49, 0.001, 7.1792],
    [50.0, 2.49, -0.001, 50.0, -2.49, 0.0011, 7.2195],
    [50.0, 2.49, -0.001, 50.0, -2.49, 0.0012, 7.2195],
    [50.0, -0.001, 2.49, 50.0, 0.0009, -2.49, 4.8045],
    [50.0, -0.001, 2.49, 50.0, 0.0011, -2.49, 4.7461],
    [50.0, 2.5, 0.0, 50.0, 0.0, -2.5, 4.3065],
    [50.0, 2.5, 0.0, 73.0, 25.0, -18.0, 27.1492],
    [50.0, 2.5, 0.0, 56.0, -27.0, -3.0, 31.903],
    [50.0, 2.5, 0.0, 50.0, 3.1736, 0.5854, 1.0],
    [60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644],
    [63.0109, -31.0961, -5.8663, 62.8187, -29.7946, -4.0864, 1.263],
    [22.7233, 20.0904, -46.694, 23.0331, 14.973, -42.5619, 2.0373],
    [90.9257, -0.5406, -0.9208, 88.6381, -0.8985, -0.7239, 1.5381],
    [6.7747, -0.2908, -2.4247, 5.8714, -0.0985, -2.2286, 0.6377],
    [2.0776, 0.0795, -1.135, 0.9033, -0.0636, -0.5514, 0.9082],
  ];

  it.each(SHARMA)('(%f, %f, %f) vs (%f, %f, %f) = %f, both ways', (L1, a1, b1, L2, a2, b2, de) => {
    expect(Math.abs(deltaE2000(lab(L1, a1, b1), lab(L2, a2, b2)) - de)).toBeLessThan(1e-4);
    expect(Math.abs(deltaE2000(lab(L2, a2, b2), lab(L1, a1, b1)) - de)).toBeLessThan(1e-4);
  });

  it('is zero for identical colours, neutrals included', () => {
    expect(deltaE2000(lab(50, 0, 0), lab(50, 0, 0))).toBe(0);
    expect(deltaE2000(lab(70, 12, 20), lab(70, 12, 20))).toBe(0);
  });

  it('weighs lightness more when kL < 1', () => {
    const a = lab(70, 10, 20);
    const b = lab(75, 10, 20);
    expect(deltaE2000(a, b, { kL: 0.8 })).toBeCloseTo(deltaE2000(a, b) / 0.8, 9);
  });
});

describe('robust statistics', () => {
  it('interpolates percentiles between order statistics', () => {
    const v = [5, 1, 4, 2, 3];
    expect(percentile(v, 0)).toBe(1);
    expect(percentile(v, 25)).toBe(2);
    expect(percentile(v, 50)).toBe(3);
    expect(percentile(v, 100)).toBe(5);
    expect(percentile([0, 10], 10)).toBeCloseTo(1, 12);
    expect(percentile([], 50)).toBeNaN();
    expect(v).toEqual([5, 1, 4, 2, 3]);
  });

  it('ignores the tails in a trimmed mean', () => {
    const v = [10, 10, 10, 10, 10, 10, 10, 10, 1000, -1000];
    expect(trimmedMean(v, 10, 90)).toBe(10);
    expect(trimmedMean([1, 2, 3], 0, 100)).toBe(2);
    expect(trimmedMean([], 10, 90)).toBeNaN();
  });
});
