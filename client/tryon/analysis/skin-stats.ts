/**
 * Statistics over the skin grid's cells (docs/tryon.md "Analysis"): means, RMS, shares, medians, local
 * means, and L* samples of the frame. Pure.
 */
import type { Pt } from '../types';
import { linearToLab } from './color';
import { type Grid, LINEAR, MIN_CELLS, SKIN } from './skin-grid';
import type { Pixels } from './types';

/** Indices of the skin cells carrying any of `bits` (all skin when bits = SKIN), optionally `inner` only. */
export function cellsOf(g: Grid, bits: number, inner?: Uint8Array): Int32Array {
  const out = new Int32Array(g.zone.length);
  let n = 0;
  for (let k = 0; k < g.zone.length; k++) {
    if (g.zone[k]! & SKIN && g.zone[k]! & bits && (!inner || inner[k])) out[n++] = k;
  }
  return out.subarray(0, n);
}

/** Mean of f over some cells (NaN when there are too few). */
export function meanOf(cells: Int32Array, f: (k: number) => number): number {
  if (cells.length < MIN_CELLS) return Number.NaN;
  let s = 0;
  for (const k of cells) s += f(k);
  return s / cells.length;
}

/** Root mean square of f over some cells. */
export function rmsOf(cells: Int32Array, f: (k: number) => number): number {
  return Math.sqrt(meanOf(cells, (k) => f(k) ** 2));
}

/** Share (0–1) of the cells where the test holds. */
export function shareOf(cells: Int32Array, test: (k: number) => boolean): number {
  return meanOf(cells, (k) => (test(k) ? 1 : 0));
}

/** Median of v over some cells (NaN when there are too few). */
export function medianOf(cells: Int32Array, v: Float32Array): number {
  if (cells.length < MIN_CELLS) return Number.NaN;
  const s = new Float32Array(cells.length);
  for (let i = 0; i < cells.length; i++) s[i] = v[cells[i]!]!;
  return select(s, s.length >> 1);
}

/** The k-th smallest value (quickselect; reorders the array). */
function select(s: Float32Array, k: number): number {
  let lo = 0;
  let hi = s.length - 1;
  while (lo < hi) {
    const pivot = s[(lo + hi) >> 1]!;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (s[i]! < pivot) i++;
      while (s[j]! > pivot) j--;
      if (i <= j) {
        const t = s[i]!;
        s[i++] = s[j]!;
        s[j--] = t;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else break;
  }
  return s[k]!;
}

/** 1 for the cells whose ±r neighbourhood is at least 90 % skin (blob tests stay off the borders). */
export function interiorOf(g: Grid, r: number): Uint8Array {
  const cover = localMean(g, new Float32Array(g.zone.length).fill(1), r, true);
  const out = new Uint8Array(cover.length);
  for (let k = 0; k < cover.length; k++) out[k] = cover[k]! >= 0.9 ? 1 : 0;
  return out;
}

/**
 * Mean of v over the skin cells within r cells of each cell (its own value where no skin is near);
 * with `all`, over every cell of the neighbourhood, non-skin counting as 0 (a coverage for v = 1).
 */
export function localMean(g: Grid, v: Float32Array, r: number, all = false): Float32Array {
  const W = g.w + 1;
  const sv = new Float64Array(W * (g.h + 1));
  const sn = new Float64Array(W * (g.h + 1));
  for (let j = 0; j < g.h; j++) {
    for (let i = 0; i < g.w; i++) {
      const k = j * g.w + i;
      const m = g.zone[k]! & SKIN ? 1 : 0;
      const o = (j + 1) * W + i + 1;
      sv[o] = v[k]! * m + sv[o - 1]! + sv[o - W]! - sv[o - W - 1]!;
      sn[o] = (all ? 1 : m) + sn[o - 1]! + sn[o - W]! - sn[o - W - 1]!;
    }
  }
  const out = new Float32Array(v.length);
  for (let j = 0; j < g.h; j++) {
    const t = Math.max(0, j - r) * W;
    const b = Math.min(g.h, j + r + 1) * W;
    for (let i = 0; i < g.w; i++) {
      const l = Math.max(0, i - r);
      const rr = Math.min(g.w, i + r + 1);
      const n = sn[b + rr]! - sn[t + rr]! - sn[b + l]! + sn[t + l]!;
      const s = sv[b + rr]! - sv[t + rr]! - sv[b + l]! + sv[t + l]!;
      out[j * g.w + i] = n > 0 ? s / n : v[j * g.w + i]!;
    }
  }
  return out;
}

/** L* of the frame around a point: mean linear RGB of a (2r+1)² patch → CIELAB; NaN outside the pixels. */
export function sampleL(px: Pixels, p: Pt, r: number): number {
  const cx = Math.round(p.x) - px.x;
  const cy = Math.round(p.y) - px.y;
  if (cx - r < 0 || cy - r < 0 || cx + r >= px.width || cy + r >= px.height) return Number.NaN;
  let lr = 0;
  let lg = 0;
  let lb = 0;
  for (let y = cy - r; y <= cy + r; y++) {
    for (let x = cx - r; x <= cx + r; x++) {
      const o = (y * px.width + x) * 4;
      lr += LINEAR[px.data[o]!]!;
      lg += LINEAR[px.data[o + 1]!]!;
      lb += LINEAR[px.data[o + 2]!]!;
    }
  }
  const n = (2 * r + 1) ** 2;
  return linearToLab(lr / n, lg / n, lb / n).L;
}

/** Mean of the finite values (NaN when there are none). */
export function finiteMean(values: readonly number[]): number {
  const ok = values.filter(Number.isFinite);
  return ok.length ? ok.reduce((s, v) => s + v, 0) / ok.length : Number.NaN;
}

// ---- Readings -----------------------------------------------------------------------------------------
