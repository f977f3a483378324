import { labToRgb, rgbToLab } from '../analysis/color';
import type { Rgb } from '../effects/color';

/**
 * Recolouring hair by its luminance (docs/tryon-hair.md "Hair colour", decision 0326): a ramp, one dyed
 * colour for each of the 256 lightness levels, built in CIELAB — the shade's hue at the shade's
 * lightness for the hair's own middle tone, every strand's light and shadow kept as a lightness offset
 * from it (stretched when dark hair goes light, so the texture still shows), highlights and deep shadows
 * less saturated, as on dyed hair. A pixel looks its luma up: the strands, the shine and the shade of
 * the picture stay, only the colour changes. Pure: no DOM (recolour.test.ts).
 */

/** 256 × RGB: the dyed colour for each luma. */
export type Ramp = Uint8ClampedArray;

/** The lightness (L*) of a grey of each byte value: a pixel's luma stands for its lightness. */
const GREY_L = Float32Array.from({ length: 256 }, (_, y) => rgbToLab({ r: y, g: y, b: y }).L);

/** Keeps a lightness inside lo..hi, rolling off smoothly within 12 of either end. */
function soft(L: number, lo: number, hi: number): number {
  const k = 12;
  if (L > hi - k) return hi - k * Math.exp(-(L - (hi - k)) / k);
  if (L < lo + k) return lo + k * Math.exp((L - (lo + k)) / k);
  return L;
}

/** The ramp that takes hair whose middle tone is `tone` (L*) to `shade`. */
export function dyeRamp(shade: Rgb, tone: number): Ramp {
  const t = rgbToLab(shade);
  // Lifting dark hair stretches its contrast, deepening light hair squeezes it (within reason).
  const stretch = Math.min(1.5, Math.max(0.7, Math.sqrt((t.L + 12) / (tone + 12))));
  const ramp = new Uint8ClampedArray(256 * 3);
  for (let y = 0; y < 256; y++) {
    const L = soft(t.L + (GREY_L[y]! - tone) * stretch, 2, 94);
    // Toward white in the shine, toward black in the shadow: less of the shade's chroma there.
    const off = L > t.L ? (L - t.L) / (100 - t.L + 1) : (t.L - L) / (t.L + 1);
    const k = Math.max(0.25, 1 - 0.6 * off * off - 0.2 * off);
    const c = labToRgb({ L, a: t.a * k, b: t.b * k });
    ramp[y * 3] = c.r;
    ramp[y * 3 + 1] = c.g;
    ramp[y * 3 + 2] = c.b;
  }
  return ramp;
}

/** Where along the hair a pixel is, for root-to-tip shades: 0 at the roots, 1 at the ends. */
export type Along = { ux: number; uy: number; root: number; span: number };

/**
 * Dyes `px` (RGBA, `w` wide, starting at the frame's `x0`, `y0`) where `matte` (RGBA, same box: its
 * alpha) says hair: each pixel mixed toward its luma's colour on `root`'s ramp — or, with `tip` and
 * `along`, a blend from the root ramp to the tip ramp from 30 % to 80 % of the way down the hair — by
 * the matte times `strength`.
 */
export function applyDye(
  px: Uint8ClampedArray,
  matte: Uint8ClampedArray,
  box: { x0: number; y0: number; w: number },
  strength: number,
  root: Ramp,
  tip?: { ramp: Ramp; along: Along },
): void {
  const w = box.w;
  const h = (px.length >> 2) / w;
  const k = strength / 255;
  const t = tip?.ramp;
  // The blend toward the tip is linear in x along a row: its start and step per row, no division per pixel.
  const a = tip?.along;
  const sx = a ? -a.ux / a.span / 0.5 : 0;
  for (let y = 0; y < h; y++) {
    let s = a ? ((a.root - (box.x0 * a.ux + (box.y0 + y) * a.uy)) / a.span - 0.3) / 0.5 : 0;
    for (let x = 0, o = y * w * 4; x < w; x++, o += 4, s += sx) {
      const m = matte[o + 3]!;
      if (m === 0) continue;
      const r = px[o]!;
      const g = px[o + 1]!;
      const b = px[o + 2]!;
      const l = ((77 * r + 150 * g + 29 * b) >> 8) * 3;
      let dr = root[l]!;
      let dg = root[l + 1]!;
      let db = root[l + 2]!;
      if (t && s > 0) {
        const c = s >= 1 ? 1 : s * s * (3 - 2 * s);
        dr += (t[l]! - dr) * c;
        dg += (t[l + 1]! - dg) * c;
        db += (t[l + 2]! - db) * c;
      }
      const f = m * k;
      px[o] = r + (dr - r) * f;
      px[o + 1] = g + (dg - g) * f;
      px[o + 2] = b + (db - b) * f;
    }
  }
}

/** The hair's middle tone: the median lightness (by luma, as the ramps look it up) of the sure cells. */
export function toneOf(data: Uint8ClampedArray, alpha: Uint8ClampedArray): number | null {
  const counts = new Uint32Array(256);
  let n = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! <= 128) continue;
    counts[(77 * data[i * 4]! + 150 * data[i * 4 + 1]! + 29 * data[i * 4 + 2]!) >> 8]! += 1;
    n++;
  }
  if (!n) return null;
  for (let y = 0, seen = 0; y < 256; y++) {
    seen += counts[y]!;
    if (seen * 2 >= n) return GREY_L[y]!;
  }
  return null;
}
