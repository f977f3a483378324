import { srgbToLinear } from '../analysis/color';

/**
 * The hair's matte (docs/tryon-hair.md "Hair colour", decision 0326): a colour model of the hair against
 * what is not hair, and an edge-aware guided filter, both on the working grid. Pure: no DOM
 * (matte.test.ts).
 */

/** CIELAB of every grid cell, channel by channel. */
export type LabGrid = { L: Float32Array; a: Float32Array; b: Float32Array; w: number; h: number };

/** sRGB byte → linear light, once. */
const LINEAR = Float32Array.from({ length: 256 }, (_, c) => srgbToLinear(c));
const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);

/** Cells x0 ≤ x < x1, y0 ≤ y < y1. */
export type CellBox = { x0: number; y0: number; x1: number; y1: number };

/**
 * The grid's RGBA bytes in CIELAB (D65), inside `box` (the rest stays 0: nothing outside it is read):
 * converted once a find, every model and filter below reads it.
 */
export function labGrid(data: Uint8ClampedArray, w: number, h: number, box?: CellBox): LabGrid {
  const n = w * h;
  const out: LabGrid = { L: new Float32Array(n), a: new Float32Array(n), b: new Float32Array(n), w, h };
  const { x0, y0, x1, y1 } = box ?? { x0: 0, y0: 0, x1: w, y1: h };
  for (let y = Math.max(0, y0); y < Math.min(h, y1); y++) {
    for (let x = Math.max(0, x0), i = y * w + x; x < Math.min(w, x1); x++, i++) cellLab(data, i, out);
  }
  return out;
}

/** One cell's CIELAB into `out`. */
function cellLab(data: Uint8ClampedArray, i: number, out: LabGrid): void {
  const r = LINEAR[data[i * 4]!]!;
  const g = LINEAR[data[i * 4 + 1]!]!;
  const b = LINEAR[data[i * 4 + 2]!]!;
  const fx = f((0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047);
  const fy = f(0.2126729 * r + 0.7151522 * g + 0.072175 * b);
  const fz = f((0.0193339 * r + 0.119192 * g + 0.9503041 * b) / 1.08883);
  out.L[i] = 116 * fy - 16;
  out.a[i] = 500 * (fx - fy);
  out.b[i] = 200 * (fy - fz);
}

/** The colour model's bins: lightness in 8s, a* and b* in 6s over the range hair and skin take. */
const BL = 13;
const BA = 14;
const BB = 16;
const bin = (lab: LabGrid, i: number): number => {
  const l = Math.min(BL - 1, Math.max(0, Math.floor(lab.L[i]! / 8)));
  const a = Math.min(BA - 1, Math.max(0, Math.floor((lab.a[i]! + 24) / 6)));
  const b = Math.min(BB - 1, Math.max(0, Math.floor((lab.b[i]! + 30) / 6)));
  return (l * BA + a) * BB + b;
};

/** A colour histogram of some cells, smoothed by one bin each way and normalised to sum 1. */
function histogram(lab: LabGrid, cells: readonly number[]): Float32Array {
  const raw = new Float32Array(BL * BA * BB);
  for (const i of cells) raw[bin(lab, i)]! += 1;
  // Separable [1 2 1] along each axis: a colour between two seen ones is still likely.
  let h = raw;
  for (const [stride, size] of [
    [BA * BB, BL],
    [BB, BA],
    [1, BB],
  ] as const) {
    const next = new Float32Array(h.length);
    for (let k = 0; k < h.length; k++) {
      const pos = Math.floor(k / stride) % size;
      const lo = pos > 0 ? h[k - stride]! : 0;
      const hi = pos < size - 1 ? h[k + stride]! : 0;
      next[k] = 2 * h[k]! + lo + hi;
    }
    h = next;
  }
  const sum = h.reduce((s, v) => s + v, 0) || 1;
  for (let k = 0; k < h.length; k++) h[k]! /= sum;
  return h;
}

/**
 * Per cell, how likely (0..1) its colour is the hair's rather than the skin's or the background's:
 * the two histograms' ratio, with a floor so that a colour neither class has seen is undecided (0.5).
 */
export function hairLikelihood(
  lab: LabGrid,
  hair: readonly number[],
  other: readonly number[],
): Float32Array {
  const hh = histogram(lab, hair);
  const ho = histogram(lab, other);
  const floor = 1 / (BL * BA * BB * 8);
  const out = new Float32Array(lab.w * lab.h);
  for (let i = 0; i < out.length; i++) {
    const k = bin(lab, i);
    const ph = hh[k]! + floor;
    const po = ho[k]! + floor;
    out[i] = ph / (ph + po);
  }
  return out;
}

/** Box mean of radius r (a (2r+1)² window, clipped at the borders) through a summed-area table. */
export function boxMean(src: Float32Array, w: number, h: number, r: number): Float32Array {
  const sat = new Float64Array((w + 1) * (h + 1));
  for (let y = 0; y < h; y++) {
    let row = 0;
    for (let x = 0; x < w; x++) {
      row += src[y * w + x]!;
      sat[(y + 1) * (w + 1) + x + 1] = sat[y * (w + 1) + x + 1]! + row;
    }
  }
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(h, y + r + 1);
    for (let x = 0; x < w; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(w, x + r + 1);
      const s =
        sat[y1 * (w + 1) + x1]! - sat[y0 * (w + 1) + x1]! - sat[y1 * (w + 1) + x0]! + sat[y0 * (w + 1) + x0]!;
      out[y * w + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/**
 * The guided filter (He, Sun & Tang 2013), grey guide: `p` (the rough matte, 0..1) smoothed where the
 * guide `I` (lightness, 0..1) is flat and kept sharp across its edges — the hair's outline against a
 * wall, a fringe against the forehead. Radius `r` cells, regularisation `eps`.
 */
export function guidedFilter(
  I: Float32Array,
  p: Float32Array,
  w: number,
  h: number,
  r: number,
  eps: number,
): Float32Array {
  const n = w * h;
  const Ip = new Float32Array(n);
  const II = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    Ip[i] = I[i]! * p[i]!;
    II[i] = I[i]! * I[i]!;
  }
  const mI = boxMean(I, w, h, r);
  const mp = boxMean(p, w, h, r);
  const mIp = boxMean(Ip, w, h, r);
  const mII = boxMean(II, w, h, r);
  const A = new Float32Array(n);
  const B = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const cov = mIp[i]! - mI[i]! * mp[i]!;
    const v = mII[i]! - mI[i]! * mI[i]!;
    A[i] = cov / (v + eps);
    B[i] = mp[i]! - A[i]! * mI[i]!;
  }
  const mA = boxMean(A, w, h, r);
  const mB = boxMean(B, w, h, r);
  const q = new Float32Array(n);
  for (let i = 0; i < n; i++) q[i] = Math.min(1, Math.max(0, mA[i]! * I[i]! + mB[i]!));
  return q;
}
