/**
 * Eye effects (docs/tryon.md "Eyes"): eyeshadow from the lash line up to the crease, eyeliner in four
 * styles (lashes: lashes.ts). Lid products never reach the eyeball: the eye opening is cut out after
 * feathering; only tightline is drawn inside its top edge, as on a real waterline.
 */
import {
  bandBetween,
  centroid,
  eyeOpening,
  faceUp,
  growPolygon,
  lerp,
  linerPath,
  type Polygon,
  points,
  resample,
  SIDES,
  type Side,
  scalePolygon,
  sideSet,
} from '../geometry';
import type { Landmarks, Product } from '../types';
import type { Rgb } from './color';
import {
  beginRegion,
  blit,
  clipToPolygons,
  colorize,
  cutPolygons,
  detailFor,
  type FxContext,
  featherFill,
  highlightLayer,
  pigmentPasses,
  regionOf,
  sparkleLayer,
} from './compose';
import { frameSoftness } from './lashes';
import { FINISH_SHINE } from './lips';
import { zonesFor } from './plan';
import { LINER_SOFTNESS, linerPolygon, linerStyle, lowerSmudge } from './shapes';

/**
 * Eyeshadow: the whole mobile lid from the lash line up to the crease and blended a little past it
 * toward the brow bone, full colour on the lower part of the lid and a soft falloff above.
 */
export function drawEyeshadow(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const z = zonesFor('eyeshadow', fx.lm);
  // One region per eye: the layers (and every composite) then cover two lids, not the nose between.
  for (const side of SIDES) shadowOneEye(fx, p, color, k, shadowBand(fx.lm, side), z.cut);
}

/** The lid from the lash line to 40 % of the way from the crease to the brow (outer → inner). */
export function shadowBand(lm: Landmarks, side: Side): Polygon {
  const s = sideSet(side);
  const lid = resample(points(lm, s.upper), 11);
  const crease = resample(points(lm, s.crease), 11);
  const brow = resample(points(lm, s.browLower), 11);
  const top = crease.map((c, i) => lerp(c, brow[i]!, 0.4));
  return bandBetween(top, lid);
}

function shadowOneEye(
  fx: FxContext,
  p: Product,
  color: Rgb,
  k: number,
  band: Polygon,
  cut: readonly Polygon[],
): void {
  const { s, fw } = fx;
  // Feathered in proportion to the lid's own height: a small or hooded lid keeps its colour.
  const blur = Math.max(0.6, Math.min(0.03 * fw, 0.18 * heightAlong(band, faceUp(fx.lm))));
  const r = regionOf([band], blur * 3 + 2, fx.W, fx.H, detailFor(fw));
  if (!r) return;
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, [growPolygon(band, -0.25 * blur)], blur);
  fadeTowardBrow(fx, band);
  cutPolygons(s.mask.ctx, cut);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, { hue: 0.55, depth: 0.6, lift: 0.45, cover: 0.12 }));
  const finish = FINISH_SHINE[p.finish ?? 'matte'];
  if (finish.sparkle > 0) {
    sparkleLayer(s, r, centroid(band), Math.max(0.4, fw / 320));
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: finish.sparkle * k }]);
  }
  if (finish.shine > 0 && highlightLayer(s, r, fx.frame, Math.max(0.8, 0.02 * fw), finish.gain)) {
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: 0.5 * finish.shine * k }]);
  }
}

/** A polygon's extent along a direction. */
function heightAlong(poly: Polygon, dir: { x: number; y: number }): number {
  const proj = poly.map((q) => q.x * dir.x + q.y * dir.y);
  return Math.max(...proj) - Math.min(...proj);
}

/**
 * Takes alpha away going up from the lash line: none on the lower half of the band, then a smooth
 * ramp to nearly all at its top edge (one gradient along the face's up axis).
 */
function fadeTowardBrow(fx: FxContext, band: Polygon): void {
  const c = fx.s.mask.ctx;
  const up = faceUp(fx.lm);
  const proj = band.map((q) => q.x * up.x + q.y * up.y);
  const low = band[proj.indexOf(Math.min(...proj))]!;
  const height = heightAlong(band, up);
  const g = c.createLinearGradient(low.x, low.y, low.x + up.x * height, low.y + up.y * height);
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(0.5, 'rgba(0,0,0,0)');
  g.addColorStop(0.8, 'rgba(0,0,0,0.3)');
  g.addColorStop(1, 'rgba(0,0,0,0.85)');
  c.globalCompositeOperation = 'destination-out';
  c.fillStyle = g;
  c.fillRect(0, 0, fx.W, fx.H);
  c.globalCompositeOperation = 'source-over';
}

/**
 * Eyeliner: along the upper lash line, tapered, with the style's wing, feathered to the picture's own
 * sharpness; smoky also smudges below. Tightline sits on the upper waterline, inside the opening's top
 * edge under the lashes, and nowhere else.
 */
export function drawEyeliner(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const { s, fw, lm } = fx;
  const style = linerStyle(p.style);
  const paths = SIDES.map((side) => linerPath(lm, side));
  const shapes = paths.map((path) => linerPolygon(path, style));
  const smudges = style === 'smoky' ? SIDES.map((side, i) => lowerSmudge(lm, side, paths[i]!.eyeWidth)) : [];
  const r = regionOf([...shapes, ...smudges], 0.03 * fw + 4, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const blur = Math.max(0.3, LINER_SOFTNESS[style] * fw, 0.7 * frameSoftness(fx, r, 'liner'));
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, shapes, blur);
  if (smudges.length) featherFill(s, s.mask.ctx, smudges, blur * 1.2 + 0.01 * fw, 0.55);
  if (style === 'tightline') {
    const edge = 0.012 * paths[0]!.eyeWidth;
    clipToPolygons(
      s,
      s.mask.ctx,
      SIDES.map((side) => growPolygon(eyeOpening(lm, side), edge)),
      0.5 * blur,
    );
  } else {
    cutPolygons(s.mask.ctx, openingsForLiner(fx));
  }
  colorize(s, r, color);
  const smoky = style === 'smoky';
  blit(fx.out, s.paint, r, [
    { mode: 'multiply', alpha: (smoky ? 0.95 : 0.35) * k },
    { mode: 'source-over', alpha: (smoky ? 0.3 : 0.8) * k },
  ]);
}

/** The eye openings shrunk a little so the liner can hug the lash line. */
function openingsForLiner(fx: FxContext): Polygon[] {
  return SIDES.map((side) => scalePolygon(eyeOpening(fx.lm, side), 0.82));
}
