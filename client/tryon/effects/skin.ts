/**
 * Skin gate (docs/tryon.md): a per-pixel "is this skin, not hair" weight computed on a small grid
 * (about 100 px across the face) so that face products stay off a fringe or hair over the temples.
 * Pure: works on RGBA bytes, no DOM.
 */
import type { Rgb } from './color';

/** The gate only acts above this line (hair is over the forehead and temples, not on the cheeks). */
export type GateLine = {
  /** A point on the line, grid pixels. */
  x: number;
  y: number;
  /** Unit vector pointing up the face. */
  ux: number;
  uy: number;
  /** Distance (grid px) over which the gate fades in above the line. */
  ramp: number;
};

type Ref = { y: number; yellow: number };

function lumaOf(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/** How much yellower than grey a colour is, relative to its luma (skin ≈ 0.1-0.22, brown hair > 0.3). */
export function yellowness(c: Rgb): number {
  const y = lumaOf(c.r, c.g, c.b);
  return (y - c.b) / Math.max(1, y);
}

/** Skin references from sampled colours: the darkest reference luma and the mean yellowness. */
function refsOf(samples: readonly Rgb[]): Ref {
  if (samples.length === 0) return { y: 128, yellow: 0.16 };
  let y = Number.POSITIVE_INFINITY;
  let yellow = 0;
  for (const s of samples) {
    y = Math.min(y, lumaOf(s.r, s.g, s.b));
    yellow += yellowness(s);
  }
  return { y: Math.max(1, y), yellow: yellow / samples.length };
}

function clamp01(v: number): number {
  return v < 0 ? 0 : v > 1 ? 1 : v;
}

/** 0..1 likelihood that a colour is hair rather than skin like the references. */
export function hairness(c: Rgb, ref: { y: number; yellow: number }): number {
  const y = lumaOf(c.r, c.g, c.b);
  const tooYellow = clamp01((yellowness(c) - ref.yellow - 0.07) / 0.12);
  const tooDark = clamp01((0.5 - y / ref.y) / 0.2);
  return Math.max(tooYellow, tooDark);
}

/**
 * Writes the gate into the alpha bytes of `out` (same size as `px`, RGB set to 0): 255 keeps a product,
 * 0 removes it. Below the gate line everything is kept.
 */
export function skinGate(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  samples: readonly Rgb[],
  line: GateLine,
  out: Uint8ClampedArray,
): void {
  const ref = refsOf(samples);
  const c: Rgb = { r: 0, g: 0, b: 0 };
  for (let yy = 0; yy < h; yy++) {
    for (let xx = 0; xx < w; xx++) {
      const i = (yy * w + xx) * 4;
      const above = ((xx - line.x) * line.ux + (yy - line.y) * line.uy) / Math.max(1e-6, line.ramp);
      const g = clamp01(above);
      c.r = px[i]!;
      c.g = px[i + 1]!;
      c.b = px[i + 2]!;
      const keep = g > 0 ? 1 - g * hairness(c, ref) : 1;
      out[i] = 0;
      out[i + 1] = 0;
      out[i + 2] = 0;
      out[i + 3] = Math.round(255 * keep);
    }
  }
}

/** Mean colour of a (2r+1)² patch of the grid around (x, y), clamped to the grid. */
export function sampleMean(
  px: Uint8ClampedArray,
  w: number,
  h: number,
  x: number,
  y: number,
  r: number,
): Rgb {
  let n = 0;
  const s = { r: 0, g: 0, b: 0 };
  const cx = Math.round(x);
  const cy = Math.round(y);
  for (let yy = Math.max(0, cy - r); yy <= Math.min(h - 1, cy + r); yy++) {
    for (let xx = Math.max(0, cx - r); xx <= Math.min(w - 1, cx + r); xx++) {
      const i = (yy * w + xx) * 4;
      s.r += px[i]!;
      s.g += px[i + 1]!;
      s.b += px[i + 2]!;
      n++;
    }
  }
  return n ? { r: s.r / n, g: s.g / n, b: s.b / n } : s;
}
