import { describe, expect, it } from 'vitest';
import { bandShows } from '../../../../../client/tryon/wear3d/headband';

describe('headband ends under the hair (wear3d/headband.ts)', () => {
  it('shows the band whole over the crown and nothing at its ends over the ears', () => {
    expect(bandShows(0.5)).toBe(1);
    expect(bandShows(0.35)).toBe(1);
    expect(bandShows(0)).toBe(0);
    expect(bandShows(1)).toBe(0);
  });
  it('fades smoothly and the same on both sides', () => {
    let last = 1;
    for (let u = 0.5; u >= 0; u -= 0.01) {
      const a = bandShows(u);
      expect(a).toBeLessThanOrEqual(last + 1e-9);
      expect(last - a).toBeLessThan(0.1); // no step
      expect(bandShows(1 - u)).toBeCloseTo(a, 9);
      last = a;
    }
  });
});
