import { describe, expect, it } from 'vitest';
import {
  cardScale,
  ellipsePerimeter,
  type Pixels,
  ringSize,
  toMillimetres,
  usRingSize,
  widthAcross,
  wristSize,
} from '../../../../../client/tryon/wear/sizer';

/** A white picture with a skin-coloured vertical band from x0 to x1 (a finger), soft 1-px edges. */
function band(x0: number, x1: number, w = 300, h = 100): Pixels {
  const data = new Uint8ClampedArray(w * h * 4);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      const inside = x >= x0 && x < x1;
      data.set(inside ? [205, 150, 120, 255] : [245, 245, 240, 255], i);
    }
  }
  return { data, width: w, height: h };
}

describe('the sizer (issues 23, 38)', () => {
  it('reads a width where the skin ends on both sides', () => {
    const img = band(100, 140);
    const wdt = widthAcross(img, { x: 118, y: 50 }, { x: 1, y: 0 }, 36);
    expect(wdt).not.toBeNull();
    expect(Math.abs(wdt! - 40)).toBeLessThanOrEqual(1.5);
  });

  it('gives no width when an edge is not in reach (a blurred or busy picture)', () => {
    const img = band(0, 300);
    expect(widthAcross(img, { x: 150, y: 50 }, { x: 1, y: 0 }, 36)).toBeNull();
  });

  it('scales by the card: 856 px for 85.6 mm is 0.1 mm a pixel, less sure of a smaller card', () => {
    const s = cardScale({ long: 856, error: 2 });
    expect(s.mmPerPx).toBeCloseTo(0.1, 6);
    expect(cardScale({ long: 100, error: 2 }).share).toBeGreaterThan(s.share);
  });

  it('turns a finger width into a US ring size range that holds the true size', () => {
    const s = cardScale({ long: 428, error: 2 }); // 0.2 mm a pixel
    const w = toMillimetres(90, s); // 18 mm across
    expect(w.value).toBeCloseTo(18, 5);
    expect(w.error).toBeGreaterThan(0);
    const r = ringSize(w);
    const exact = usRingSize(18 * 0.9);
    expect(r.low).toBeLessThanOrEqual(exact);
    expect(r.high).toBeGreaterThanOrEqual(exact);
    expect(r.high - r.low).toBeLessThanOrEqual(3);
    // A wider finger, a larger size.
    expect(ringSize(toMillimetres(110, s)).low).toBeGreaterThan(r.low);
  });

  it('turns a wrist width into a circumference and a strap size', () => {
    expect(ellipsePerimeter(10, 10)).toBeCloseTo(2 * Math.PI * 10, 6);
    const s = cardScale({ long: 428, error: 2 });
    const wrist = wristSize(toMillimetres(300, s)); // 60 mm wide, 42 deep
    expect(wrist.cm).toBeGreaterThan(15);
    expect(wrist.cm).toBeLessThan(17);
    expect(wrist.error).toBeGreaterThan(0);
    expect(wrist.size).toBe('M');
    expect(wristSize(toMillimetres(230, s)).size).toBe('S');
  });
});
