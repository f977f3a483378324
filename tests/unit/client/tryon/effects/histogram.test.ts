import { describe, expect, it } from 'vitest';
import { medianBin, percentile } from '../../../../../client/tryon/effects/histogram';

/** A histogram of byte values. */
function histOf(values: readonly number[], bins = 256): Uint32Array {
  const h = new Uint32Array(bins);
  for (const v of values) h[v]!++;
  return h;
}

describe('histogram percentiles (the effects read them every frame)', () => {
  it('percentile answers the value at index floor(p·n) of the sorted values', () => {
    const values = [9, 3, 200, 3, 50, 7, 120, 64];
    const sorted = [...values].sort((a, b) => a - b);
    for (const p of [0, 0.03, 0.5, 0.55, 0.98]) {
      expect(percentile(histOf(values), values.length, p, 1)).toBe(sorted[Math.floor(p * values.length)]);
    }
    // perUnit scales bins back to units (quarter-level bins: bin 10 is 2.5)
    expect(percentile(histOf([10]), 1, 0.5, 4)).toBe(2.5);
  });

  it('medianBin: the first bin by which half the counts are seen, in a slice of a joined histogram', () => {
    expect(medianBin(histOf([1, 2, 3, 4]), 4, -1)).toBe(2);
    expect(medianBin(histOf([5, 5, 9]), 3, -1)).toBe(5);
    const joined = new Uint32Array(512);
    joined.set(histOf([1, 1, 1]), 0);
    joined.set(histOf([40, 90, 90]), 256);
    expect(medianBin(joined, 3, -1, 256)).toBe(90);
    expect(medianBin(new Uint32Array(256), 3, 128)).toBe(128);
  });
});
