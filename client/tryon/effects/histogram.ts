/**
 * Percentiles from histograms of counts (the effects read them every live frame: one linear walk, no
 * sorting, no per-pixel arrays). Pure.
 */

/** The value below which a share `p` of a histogram's `n` counts lie (`perUnit` bins per unit). */
export function percentile(hist: Uint32Array, n: number, p: number, perUnit: number): number {
  const k = Math.min(n - 1, Math.floor(p * n));
  let seen = 0;
  for (let b = 0; b < hist.length; b++) {
    seen += hist[b]!;
    if (seen > k) return b / perUnit;
  }
  return (hist.length - 1) / perUnit;
}

/**
 * The first bin of `hist[from .. from + bins)` by which half of its `n` counts are seen (the median's
 * bin), or `fallback` when none is.
 */
export function medianBin(hist: Uint32Array, n: number, fallback: number, from = 0, bins = 256): number {
  let seen = 0;
  for (let v = 0; v < bins; v++) {
    seen += hist[from + v]!;
    if (seen * 2 >= n) return v;
  }
  return fallback;
}
