/**
 * The wet sheen of a lip finish (docs/tryon.md "Lips"): a broad soft shine across the fullest part of
 * the lower lip and a smaller one either side of the upper lip's centre, shaped by the lips' own
 * contours (so it follows their shape and moves with the head) and lit by the picture (so it sits where
 * the light falls, brightest on what is already bright). Glints are the top of that light, sharpened.
 * The lips' texture stays: the sheen is added on top of them with 'screen', never painted over them.
 */
import { bandBetween, dist, LIPS_INNER, LIPS_OUTER, lerp, points, resample } from '../geometry';
import type { Landmarks, Pt } from '../types';
import type { Rgb } from './color';
import { begin, blit, type FxContext, featherFill, type Region } from './compose';
import { percentile } from './histogram';

/** A lip's two contours, corner to corner in the same direction, `n` points each. */
export function lipContours(lm: Landmarks, which: 'upper' | 'lower', n = 21): { outer: Pt[]; inner: Pt[] } {
  const o = points(lm, LIPS_OUTER);
  const i = points(lm, LIPS_INNER);
  // Both lists go clockwise from the right corner: 0..10 is the upper lip, 10..19 then 0 the lower.
  const outer = which === 'upper' ? o.slice(0, 11) : [...o.slice(10), o[0]!];
  const inner = which === 'upper' ? i.slice(0, 11) : [...i.slice(10), i[0]!];
  return { outer: resample(outer, n), inner: resample(inner, n) };
}

/**
 * Where a lip catches the light: a band between its contours, centred at `at` (0 = inner contour,
 * 1 = outer), widest at `centre` of its length and pinched toward the corners; `offset` slides it
 * (the light's side).
 */
export function sheenBand(
  c: { outer: Pt[]; inner: Pt[] },
  at: number,
  width: number,
  centres: readonly number[],
  spread: number,
  offset: Pt,
): Pt[] {
  const n = c.outer.length;
  const top: Pt[] = [];
  const bottom: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const u = i / (n - 1);
    const w = Math.max(...centres.map((m) => Math.exp(-(((u - m) / spread) ** 2))));
    const a = lerp(c.inner[i]!, c.outer[i]!, at - width * w);
    const b = lerp(c.inner[i]!, c.outer[i]!, at + width * w);
    top.push({ x: a.x + offset.x, y: a.y + offset.y });
    bottom.push({ x: b.x + offset.x, y: b.y + offset.y });
  }
  return bandBetween(top, bottom);
}

const luma = (px: Uint8ClampedArray, i: number) => 0.299 * px[i]! + 0.587 * px[i + 1]! + 0.114 * px[i + 2]!;

/**
 * Luminance percentiles and the light's side inside the lips (mask alpha ≥ 128): two passes over the
 * region and a histogram, no per-pixel arrays (it runs on every live frame).
 */
function lightInside(px: Uint8ClampedArray, mask: Uint8ClampedArray, w: number, h: number) {
  const hist = new Uint32Array(256);
  let n = 0;
  let cx = 0;
  let cy = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      if (mask[i + 3]! < 128) continue;
      hist[Math.min(255, Math.round(luma(px, i)))]!++;
      n++;
      cx += x;
      cy += y;
    }
  }
  if (n < 12) return null;
  cx /= n;
  cy /= n;
  const lo = percentile(hist, n, 0.55, 1);
  const hi = percentile(hist, n, 0.98, 1);
  let sx = 0;
  let sy = 0;
  let sw = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const i = (y * w + x) * 4;
      if (mask[i + 3]! < 128) continue;
      const t = Math.max(0, luma(px, i) - lo);
      sx += x * t;
      sy += y * t;
      sw += t;
    }
  }
  const bright = sw > 0 ? { x: sx / sw - cx, y: sy / sw - cy } : { x: 0, y: 0 };
  return { lo, hi: Math.max(hi, lo + 8), bright };
}

export type Sheen = { strength: number; glint: number; tint: number };

/**
 * Adds the sheen to the output: `s.mask` must hold the lips' mask for region `r` (the lip colour is
 * already drawn). `src` is the picture the light is read from.
 */
export function drawLipSheen(
  fx: FxContext,
  r: Region,
  src: CanvasImageSource,
  sheen: Sheen,
  color: Rgb,
  k: number,
): void {
  const { s, lm } = fx;
  if (sheen.strength <= 0 || k <= 0) return;
  const size = { w: Math.max(1, Math.ceil(r.w * r.q)), h: Math.max(1, Math.ceil(r.h * r.q)) };
  begin(s, s.tmp, r);
  s.tmp.ctx.drawImage(src, r.x, r.y, r.w, r.h, r.x, r.y, r.w, r.h);
  const px = s.tmp.ctx.getImageData(0, 0, size.w, size.h).data;
  const mask = s.mask.ctx.getImageData(0, 0, size.w, size.h).data;
  const light = lightInside(px, mask, size.w, size.h);
  if (!light) return;
  const lower = lipContours(lm, 'lower');
  const upper = lipContours(lm, 'upper');
  const lipH = dist(lower.inner[10]!, lower.outer[10]!);
  // The light's side moves the sheen a little (at most a fifth of the lower lip's height).
  const len = Math.hypot(light.bright.x, light.bright.y) || 1;
  const reach = Math.min(0.2 * lipH, len / r.q);
  const offset = { x: (light.bright.x / len) * reach, y: (light.bright.y / len) * reach };
  begin(s, s.paint, r);
  const feather = Math.max(0.5, 0.18 * lipH);
  featherFill(s, s.paint.ctx, [sheenBand(lower, 0.45, 0.24, [0.5], 0.24, offset)], feather);
  featherFill(s, s.paint.ctx, [sheenBand(upper, 0.55, 0.2, [0.3, 0.7], 0.13, offset)], feather * 0.7, 0.7);
  const prior = s.paint.ctx.getImageData(0, 0, size.w, size.h);
  const out = prior.data;
  const mix = (white: number, c: number) => white + (c - white) * sheen.tint;
  const tint = { r: mix(255, color.r), g: mix(250, color.g), b: mix(245, color.b) };
  for (let i = 0; i < out.length; i += 4) {
    const m = (mask[i + 3]! / 255) * (out[i + 3]! / 255);
    if (m <= 0) {
      out[i + 3] = 0;
      continue;
    }
    const t = Math.min(1, Math.max(0, (luma(px, i) - light.lo) / (light.hi - light.lo)));
    const lit = 0.3 + 0.7 * t * t * (3 - 2 * t);
    const a = m * (lit * sheen.strength + t ** 4 * sheen.glint);
    out[i] = tint.r;
    out[i + 1] = tint.g;
    out[i + 2] = tint.b;
    out[i + 3] = Math.min(255, Math.round(255 * a));
  }
  s.paint.ctx.putImageData(prior, 0, 0);
  blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: k }]);
}
