/**
 * Lip effects (docs/tryon.md): lipstick in six finishes, lip plumper (gloss + a slight enlargement
 * from the centroid) and lip liner. The inner lip (teeth, tongue) is cut out after feathering.
 */
import { catmullRom, centroid, growPolygon, lipsInner, lipsOuter, scalePolygon } from '../geometry';
import type { Finish, Product } from '../types';
import { luma, type Rgb, rgba } from './color';
import {
  beginRegion,
  blit,
  blurFilter,
  colorize,
  copyLayer,
  cutPolygons,
  detailFor,
  type FxContext,
  featherFill,
  highlightLayer,
  type Pass,
  type Region,
  regionOf,
  sparkleLayer,
  tracePolygon,
} from './compose';
import { drawLipSheen, type Sheen } from './lip-sheen';
import { CUT_MARGIN, PLUMP } from './plan';

/**
 * Colour passes of a lip colour: hue from 'color' (keeps the lip's light and texture), depth from
 * 'multiply' so dark shades really darken (lips are light in most photos), 'screen' for pale shades.
 */
export function lipPasses(color: Rgb, k: number): Pass[] {
  const l = luma(color);
  const clamp = (v: number, hi: number): number => Math.min(hi, Math.max(0, v));
  return [
    { mode: 'color', alpha: 0.85 * k },
    { mode: 'multiply', alpha: k * clamp((0.95 - l) * 1.3, 0.9) },
    { mode: 'screen', alpha: k * clamp((l - 0.62) * 1.6, 0.5) },
    { mode: 'source-over', alpha: 0.15 * k },
  ];
}

/**
 * Shine per finish: the picture's own highlights (gain and strength; a negative strength takes shine
 * away), the wet sheen on the lips (lip-sheen.ts: strength, glints, how much it takes the shade's
 * colour) and sparkle strength.
 */
export type FinishShine = { gain: number; shine: number; sheen: Sheen; sparkle: number };
const NO_SHEEN: Sheen = { strength: 0, glint: 0, tint: 0 };
export const FINISH_SHINE: Readonly<Record<Finish, FinishShine>> = {
  matte: { gain: 1.3, shine: -0.7, sheen: NO_SHEEN, sparkle: 0 },
  satin: { gain: 2.5, shine: 0.4, sheen: { strength: 0.1, glint: 0.25, tint: 0.15 }, sparkle: 0 },
  cream: { gain: 2.5, shine: 0.45, sheen: { strength: 0.2, glint: 0.35, tint: 0.12 }, sparkle: 0 },
  gloss: { gain: 2.2, shine: 0.45, sheen: { strength: 0.72, glint: 1, tint: 0.08 }, sparkle: 0 },
  shimmer: { gain: 2.5, shine: 0.4, sheen: { strength: 0.16, glint: 0.5, tint: 0.3 }, sparkle: 0.75 },
  metallic: { gain: 3, shine: 0.6, sheen: { strength: 0.28, glint: 0.7, tint: 0.55 }, sparkle: 0.4 },
};

/** Lipstick: colour inside the lips, finish on top. */
export function drawLipstick(fx: FxContext, p: Product, color: Rgb, k: number): void {
  paintLips(fx, color, k, p.finish ?? 'satin', 0, fx.frame);
}

/** Lip plumper: the lips enlarged a little from their centroid, a light tint and a gloss finish. */
export function drawLipPlumper(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const plump = PLUMP * k;
  enlargeLips(fx, plump);
  paintLips(fx, color, 0.55 * k, p.finish ?? 'gloss', plump, fx.outCanvas, k);
}

/** Lip liner: a soft line along the outer lip contour. */
export function drawLipLiner(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  const { s, fw, lm } = fx;
  const outer = lipsOuter(lm);
  const width = Math.max(0.8, 0.014 * fw);
  const r = regionOf([outer], width * 3 + 2, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const c = s.mask.ctx;
  c.strokeStyle = '#fff';
  c.lineWidth = width;
  c.lineJoin = 'round';
  if (s.filter) c.filter = blurFilter(s, 0.3 * width);
  c.beginPath();
  tracePolygon(c, catmullRom(growPolygon(outer, -0.25 * width), 4));
  c.stroke();
  if (s.filter) c.filter = 'none';
  cutPolygons(c, [growPolygon(lipsInner(lm), CUT_MARGIN)]);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, [
    { mode: 'multiply', alpha: 0.55 * k },
    { mode: 'color', alpha: 0.6 * k },
    { mode: 'source-over', alpha: 0.2 * k },
  ]);
}

function paintLips(
  fx: FxContext,
  color: Rgb,
  k: number,
  finish: Finish,
  plump: number,
  shineSource: CanvasImageSource,
  shineK = k,
): void {
  const { s, fw, lm } = fx;
  const outer = lipsOuter(lm, plump);
  // The mouth opening stays where it is: plumping grows the lips outward, never over the teeth.
  const inner = lipsInner(lm);
  const blur = Math.max(0.5, 0.011 * fw);
  const r = regionOf([outer], blur * 3 + 2, fx.W, fx.H, detailFor(fw));
  if (!r) return;
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, [growPolygon(outer, -0.5 * blur)], blur);
  cutPolygons(s.mask.ctx, [growPolygon(inner, CUT_MARGIN)]);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, lipPasses(color, k));
  applyFinish(fx, r, FINISH_SHINE[finish], shineSource, shineK, centroid(outer), color);
}

function applyFinish(
  fx: FxContext,
  r: Region,
  f: FinishShine,
  src: CanvasImageSource,
  k: number,
  anchor: { x: number; y: number },
  color: Rgb,
): void {
  const { s, fw, out } = fx;
  const hb = Math.max(0.8, 0.035 * fw);
  if (f.shine !== 0 && highlightLayer(s, r, src, hb, f.gain, f.shine < 0)) {
    // Matte: the shine is multiplied away toward the shade (screening the inverted highlights with
    // the colour), so a blotted highlight takes the lip's colour instead of turning grey.
    if (f.shine < 0) tintLayer(s, r, color, 'screen');
    blit(out, s.paint, r, [{ mode: f.shine < 0 ? 'multiply' : 'screen', alpha: Math.abs(f.shine) * k }]);
  }
  drawLipSheen(fx, r, src, f.sheen, color, k);
  if (f.sparkle > 0) {
    // Fine sparkle: a small tile scale, brightest where the sheen is lit.
    sparkleLayer(s, r, anchor, Math.max(0.35, fw / 420));
    blit(out, s.paint, r, [{ mode: 'screen', alpha: f.sparkle * k }]);
  }
}

/** Blends a colour into the paint layer with `mode`, kept inside the mask. */
function tintLayer(s: FxContext['s'], r: Region, color: Rgb, mode: GlobalCompositeOperation): void {
  const c = s.paint.ctx;
  c.globalCompositeOperation = mode;
  c.fillStyle = rgba(color);
  c.fillRect(r.x, r.y, r.w, r.h);
  c.globalCompositeOperation = 'source-over';
  copyLayer(s.paint, s.mask, r, 'destination-in');
}

/** Redraws the lips (and a soft margin around them) scaled up from the centroid by 1 + plump. */
function enlargeLips(fx: FxContext, plump: number): void {
  const { s, fw, lm } = fx;
  if (plump <= 0.002) return;
  const outer = lipsOuter(lm);
  const c = centroid(outer);
  const reach = scalePolygon(outer, 1 + plump + 0.12);
  const blur = Math.max(0.8, 0.03 * fw);
  const r = regionOf([reach], blur * 3 + 2, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const k = 1 + plump;
  const src = fx.outCanvas;
  s.tmp.ctx.drawImage(
    src,
    r.x,
    r.y,
    r.w,
    r.h,
    c.x + (r.x - c.x) * k,
    c.y + (r.y - c.y) * k,
    r.w * k,
    r.h * k,
  );
  featherFill(s, s.mask.ctx, [scalePolygon(outer, 1 + plump + 0.05)], blur);
  // Only the lips grow: the mouth opening (teeth) keeps its own pixels.
  cutPolygons(s.mask.ctx, [growPolygon(lipsInner(lm), CUT_MARGIN)]);
  copyLayer(s.tmp, s.mask, r, 'destination-in');
  blit(fx.out, s.tmp, r, [{ mode: 'source-over', alpha: 1 }]);
}
