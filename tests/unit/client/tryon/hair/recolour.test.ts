import { describe, expect, it } from 'vitest';
import { rgbToLab } from '../../../../../client/tryon/analysis/color';
import { boxMean, guidedFilter } from '../../../../../client/tryon/hair/matte';
import { applyDye, dyeRamp, toneOf } from '../../../../../client/tryon/hair/recolour';

const COPPER = { r: 180, g: 83, b: 42 };
const at = (ramp: Uint8ClampedArray, y: number) => ({
  r: ramp[y * 3]!,
  g: ramp[y * 3 + 1]!,
  b: ramp[y * 3 + 2]!,
});

describe('hair recolouring by luminance (issue 38)', () => {
  it('keeps the strands’ light and shadow: a darker pixel stays darker, every level takes the shade’s hue', () => {
    const ramp = dyeRamp(COPPER, 40);
    const shade = rgbToLab(COPPER);
    let last = -1;
    for (let y = 0; y < 256; y += 8) {
      const L = rgbToLab(at(ramp, y)).L;
      expect(L).toBeGreaterThan(last);
      last = L;
    }
    // The hair's middle tone goes to the shade itself (within a few units), its hue in the midtones.
    const mid = rgbToLab(at(ramp, 96));
    const grey96 = rgbToLab({ r: 96, g: 96, b: 96 }).L;
    const ramp96 = dyeRamp(COPPER, grey96);
    expect(Math.abs(rgbToLab(at(ramp96, 96)).L - shade.L)).toBeLessThan(2);
    expect(Math.sign(mid.a)).toBe(Math.sign(shade.a));
    expect(Math.sign(mid.b)).toBe(Math.sign(shade.b));
  });

  it('dyes only under the matte, and the ends toward the tip colour', () => {
    // A column 1 px wide, 10 px tall of mid-grey hair; the matte covers rows 0–8, not row 9.
    const px = new Uint8ClampedArray(10 * 4).fill(110);
    const matte = new Uint8ClampedArray(10 * 4);
    for (let i = 0; i < 9; i++) matte[i * 4 + 3] = 255;
    const root = dyeRamp({ r: 40, g: 30, b: 25 }, 45);
    const tip = dyeRamp({ r: 230, g: 190, b: 120 }, 45);
    // Up is −y: the roots at y = 0, the ends at y = 9.
    applyDye(px, matte, { x0: 0, y0: 0, w: 1 }, 1, root, {
      ramp: tip,
      along: { ux: 0, uy: -1, root: 0, span: 9 },
    });
    const lum = (i: number) => 0.3 * px[i * 4]! + 0.59 * px[i * 4 + 1]! + 0.11 * px[i * 4 + 2]!;
    expect(lum(0)).toBeLessThan(lum(8) - 40);
    expect([px[36], px[37], px[38]]).toEqual([110, 110, 110]);
  });

  it('reads the hair’s middle tone from the sure cells only', () => {
    const data = new Uint8ClampedArray(4 * 4);
    data.set([50, 50, 50, 255, 60, 60, 60, 255, 70, 70, 70, 255, 250, 250, 250, 255]);
    const tone = toneOf(data, Uint8ClampedArray.from([255, 255, 255, 0]));
    expect(tone).toBeCloseTo(rgbToLab({ r: 60, g: 60, b: 60 }).L, 3);
    expect(toneOf(data, new Uint8ClampedArray(4))).toBeNull();
  });
});

describe('the matte’s filters', () => {
  it('box means over a clipped window', () => {
    const m = boxMean(Float32Array.from([1, 2, 3, 4]), 4, 1, 1);
    expect([...m]).toEqual([1.5, 2, 3, 3.5]);
  });

  it('the guided filter keeps the guide’s edge and smooths a flat area', () => {
    const w = 20;
    const h = 10;
    const I = new Float32Array(w * h);
    const p = new Float32Array(w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        I[y * w + x] = x < 10 ? 0.2 : 0.8;
        // A rough matte: mostly 1 on the left with holes, 0 on the right.
        p[y * w + x] = x < 10 ? ((x + y) % 4 === 0 ? 0 : 1) : 0;
      }
    }
    const q = guidedFilter(I, p, w, h, 2, 0.001);
    for (let y = 0; y < h; y++) {
      expect(q[y * w + 4]).toBeGreaterThan(0.6); // the holes filled
      expect(q[y * w + 9]! - q[y * w + 10]!).toBeGreaterThan(0.5); // the edge kept sharp
      expect(q[y * w + 15]).toBeLessThan(0.05);
    }
  });
});
