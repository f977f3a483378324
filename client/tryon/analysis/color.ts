/**
 * Colour science for the analyses (docs/tryon.md "Analysis"): sRGB ↔ CIELAB under D65, the CIEDE2000
 * colour difference (Sharma, Wu & Dalal 2005) and small robust statistics. Pure functions, no DOM.
 */
import type { Lab } from './types';

/** An sRGB colour, channels 0–255 (not rounded: intermediate results keep their fraction). */
export type Rgb = { r: number; g: number; b: number };

/** D65 reference white (CIE 1931 2°), Y normalised to 1. */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 } as const;
/** CIELAB's linear segment: below (6/29)³ the cube root is replaced by a line. */
const EPSILON = (6 / 29) ** 3;
const KAPPA = 1 / (3 * (6 / 29) ** 2);

/** One sRGB channel (0–255) to linear light (0–1). */
export function srgbToLinear(c: number): number {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
}

/** Linear light (0–1) to an sRGB channel (0–255, unclamped and unrounded). */
export function linearToSrgb(v: number): number {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * Math.max(0, v) ** (1 / 2.4) - 0.055;
  return 255 * c;
}

/** Linear sRGB → XYZ (IEC 61966-2-1, D65), rows X, Y, Z. */
const RGB_TO_XYZ = [
  [0.4124564, 0.3575761, 0.1804375],
  [0.2126729, 0.7151522, 0.072175],
  [0.0193339, 0.119192, 0.9503041],
] as const;
/** Its exact inverse (computed, so that sRGB → Lab → sRGB round-trips to machine precision). */
const XYZ_TO_RGB = invert3(RGB_TO_XYZ);

/** The inverse of a 3×3 matrix (by cofactors). */
function invert3(m: readonly (readonly number[])[]): number[][] {
  const e = (r: number, c: number): number => m[r]![c]!;
  const cof = (r: number, c: number): number => {
    const [r1, r2] = [0, 1, 2].filter((k) => k !== r) as [number, number];
    const [c1, c2] = [0, 1, 2].filter((k) => k !== c) as [number, number];
    return ((r + c) % 2 ? -1 : 1) * (e(r1, c1) * e(r2, c2) - e(r1, c2) * e(r2, c1));
  };
  const det = e(0, 0) * cof(0, 0) + e(0, 1) * cof(0, 1) + e(0, 2) * cof(0, 2);
  return [0, 1, 2].map((r) => [0, 1, 2].map((c) => cof(c, r) / det));
}

/** Row r of a 3×3 matrix times (a, b, c). */
function dot3(m: readonly (readonly number[])[], r: number, a: number, b: number, c: number): number {
  const row = m[r]!;
  return row[0]! * a + row[1]! * b + row[2]! * c;
}

/** Linear sRGB (0–1) to CIELAB (D65). */
export function linearToLab(r: number, g: number, b: number): Lab {
  const x = dot3(RGB_TO_XYZ, 0, r, g, b) / WHITE.x;
  const y = dot3(RGB_TO_XYZ, 1, r, g, b) / WHITE.y;
  const z = dot3(RGB_TO_XYZ, 2, r, g, b) / WHITE.z;
  const [fx, fy, fz] = [labF(x), labF(y), labF(z)];
  return { L: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** sRGB (0–255 channels) to CIELAB (D65). */
export function rgbToLab({ r, g, b }: Rgb): Lab {
  return linearToLab(srgbToLinear(r), srgbToLinear(g), srgbToLinear(b));
}

/** CIELAB (D65) to sRGB, 0–255 channels, unclamped (out-of-gamut colours go past 0 or 255). */
export function labToRgb({ L, a, b }: Lab): Rgb {
  const fy = (L + 16) / 116;
  const x = labFInv(fy + a / 500) * WHITE.x;
  const y = labFInv(fy) * WHITE.y;
  const z = labFInv(fy - b / 200) * WHITE.z;
  return {
    r: linearToSrgb(dot3(XYZ_TO_RGB, 0, x, y, z)),
    g: linearToSrgb(dot3(XYZ_TO_RGB, 1, x, y, z)),
    b: linearToSrgb(dot3(XYZ_TO_RGB, 2, x, y, z)),
  };
}

/** '#rrggbb' to sRGB channels. */
export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m) throw new RangeError(`not a #rrggbb colour: ${hex}`);
  return { r: Number.parseInt(m[1]!, 16), g: Number.parseInt(m[2]!, 16), b: Number.parseInt(m[3]!, 16) };
}

/** '#rrggbb' to CIELAB (D65). */
export function hexToLab(hex: string): Lab {
  return rgbToLab(hexToRgb(hex));
}

/** CIELAB chroma C*ab. */
export function chroma(c: Lab): number {
  return Math.hypot(c.a, c.b);
}

function labF(t: number): number {
  return t > EPSILON ? Math.cbrt(t) : KAPPA * t + 4 / 29;
}

function labFInv(f: number): number {
  return f > 6 / 29 ? f ** 3 : (f - 4 / 29) / KAPPA;
}

// ---- CIEDE2000 --------------------------------------------------------------------------------------

/** Parametric weights of CIEDE2000 (all 1 for the reference conditions). */
export type De2000Weights = { kL?: number; kC?: number; kH?: number };

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/**
 * CIEDE2000 colour difference (CIE 142-2001), as in Sharma, Wu & Dalal (2005) "Implementation notes":
 * hue angles in degrees, the mean hue taken across the 0/360 wrap, zero-chroma hues set to 0.
 */
export function deltaE2000(c1: Lab, c2: Lab, { kL = 1, kC = 1, kH = 1 }: De2000Weights = {}): number {
  const cMean = (chroma(c1) + chroma(c2)) / 2;
  const g = 0.5 * (1 - Math.sqrt(cMean ** 7 / (cMean ** 7 + POW25_7)));
  const a1 = (1 + g) * c1.a;
  const a2 = (1 + g) * c2.a;
  const C1 = Math.hypot(a1, c1.b);
  const C2 = Math.hypot(a2, c2.b);
  const h1 = hueDeg(a1, c1.b);
  const h2 = hueDeg(a2, c2.b);
  const zero = C1 * C2 === 0;

  const dL = c2.L - c1.L;
  const dC = C2 - C1;
  let dh = zero ? 0 : h2 - h1;
  if (dh > 180) dh -= 360;
  else if (dh < -180) dh += 360;
  const dH = 2 * Math.sqrt(C1 * C2) * Math.sin((dh / 2) * DEG);

  const L = (c1.L + c2.L) / 2;
  const C = (C1 + C2) / 2;
  const h = zero ? h1 + h2 : meanHue(h1, h2);
  const t =
    1 -
    0.17 * Math.cos((h - 30) * DEG) +
    0.24 * Math.cos(2 * h * DEG) +
    0.32 * Math.cos((3 * h + 6) * DEG) -
    0.2 * Math.cos((4 * h - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((h - 275) / 25) ** 2));
  const rC = 2 * Math.sqrt(C ** 7 / (C ** 7 + POW25_7));
  const sL = 1 + (0.015 * (L - 50) ** 2) / Math.sqrt(20 + (L - 50) ** 2);
  const sC = 1 + 0.045 * C;
  const sH = 1 + 0.015 * C * t;
  const rT = -Math.sin(2 * dTheta * DEG) * rC;

  const l = dL / (kL * sL);
  const c = dC / (kC * sC);
  const hh = dH / (kH * sH);
  return Math.sqrt(l * l + c * c + hh * hh + rT * c * hh);
}

/** Hue angle in degrees, 0–360 (0 for a neutral). */
function hueDeg(a: number, b: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}

/** The mean of two hue angles, taken the short way round the circle. */
function meanHue(h1: number, h2: number): number {
  const s = h1 + h2;
  if (Math.abs(h1 - h2) <= 180) return s / 2;
  return s < 360 ? (s + 360) / 2 : (s - 360) / 2;
}

// ---- Robust statistics ------------------------------------------------------------------------------

/** The p-th percentile (0–100) with linear interpolation between order statistics; NaN when empty. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  return sortedPercentile(
    [...values].sort((x, y) => x - y),
    p,
  );
}

/** percentile() on values already sorted ascending. */
export function sortedPercentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const k = (Math.min(100, Math.max(0, p)) / 100) * (sorted.length - 1);
  const lo = Math.floor(k);
  const hi = Math.min(sorted.length - 1, lo + 1);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (k - lo);
}

/**
 * The mean of the values between the `lo` and `hi` percentiles (inclusive); NaN when empty.
 * trimmedMean(v, 0, 100) is the plain mean, trimmedMean(v, 50, 50) the median's neighbourhood.
 */
export function trimmedMean(values: readonly number[], lo = 10, hi = 90): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((x, y) => x - y);
  const a = sortedPercentile(sorted, lo);
  const b = sortedPercentile(sorted, hi);
  let sum = 0;
  let n = 0;
  for (const v of sorted) {
    if (v >= a && v <= b) {
      sum += v;
      n++;
    }
  }
  return n > 0 ? sum / n : sortedPercentile(sorted, (lo + hi) / 2);
}
