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
 * Eyeshadow as it is applied with a brush (decision 0344): the shade packed on the mobile lid from the
 * lash line to the crease, blended up past the crease toward the brow bone as a haze that fades out,
 * and deepened at the outer corner ("outer V") with a darker tone of the same shade. Shimmer adds a fine
 * sparkle where the colour is densest.
 */
export function drawEyeshadow(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const z = zonesFor('eyeshadow', fx.lm);
  // One region per eye: the layers (and every composite) then cover two lids, not the nose between.
  for (const side of SIDES) shadowOneEye(fx, p, color, k, side, z.cut);
}

/** The lid from the lash line up past the crease toward the brow (a third of the way at the outer end, outer → inner), tipped out. */
export function shadowBand(lm: Landmarks, side: Side): Polygon {
  const { lid, crease, brow } = lidLines(lm, side);
  const top = crease.map((c, i) => lerp(c, brow[i]!, 0.32 - 0.22 * (i / (crease.length - 1))));
  return bandBetween([outerTip(lid, top), ...top], lid);
}

/** The packed part: the lash line up to `reach` of the way to the crease (the whole mobile lid by default). */
export function packedLid(lm: Landmarks, side: Side, reach = 0.92): Polygon {
  const { lid, crease } = lidLines(lm, side);
  return bandBetween(
    crease.map((c, i) => lerp(lid[i]!, c, reach)),
    lid,
  );
}

/** The outer V: the outer third of the lid, from the lash line up to just past the crease. */
export function outerCorner(lm: Landmarks, side: Side): Polygon {
  const { lid, crease, brow } = lidLines(lm, side);
  const n = 4;
  const top = crease.slice(0, n).map((c, i) => lerp(c, brow[i]!, 0.15 * (1 - i / n)));
  return bandBetween([outerTip(lid, top), ...top], lid.slice(0, n));
}

function lidLines(lm: Landmarks, side: Side) {
  const s = sideSet(side);
  return {
    lid: resample(points(lm, s.upper), 11),
    crease: resample(points(lm, s.crease), 11),
    brow: resample(points(lm, s.browLower), 11),
  };
}

/** A point past the lash line's outer end, lifted toward the band's top: where a blended wing fades. */
function outerTip(lid: Polygon, top: Polygon): { x: number; y: number } {
  const out = lid[0]!;
  const inner = lid[lid.length - 1]!;
  const w = Math.hypot(out.x - inner.x, out.y - inner.y);
  const dx = (out.x - inner.x) / w;
  const dy = (out.y - inner.y) / w;
  const lift = lerp(out, top[0]!, 0.45);
  return { x: lift.x + dx * 0.12 * w, y: lift.y + dy * 0.12 * w };
}

function shadowOneEye(
  fx: FxContext,
  p: Product,
  color: Rgb,
  k: number,
  side: Side,
  cut: readonly Polygon[],
): void {
  const { s, fw, lm } = fx;
  const band = shadowBand(lm, side);
  // Feathered in proportion to the lid's own height: a small or hooded lid keeps its colour.
  const lid = packedLid(lm, side);
  const lidH = heightAlong(lid, faceUp(lm));
  const blur = Math.max(0.6, Math.min(0.03 * fw, 0.3 * lidH));
  const r = regionOf([band], blur * 4 + 2, fx.W, fx.H, detailFor(fw));
  if (!r) return;
  const finish = FINISH_SHINE[p.finish ?? 'matte'];
  // 1. The shade: a haze over the whole band, packed on the lid.
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, [band], blur * 1.5, 0.3);
  featherFill(s, s.mask.ctx, [growPolygon(lid, -0.2 * blur)], blur, 0.75);
  featherFill(s, s.mask.ctx, [packedLid(lm, side, 0.5)], blur, 0.6);
  cutPolygons(s.mask.ctx, cut);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, { hue: 0.75, depth: 0.85, lift: 0.5, cover: 0.42 }));
  // 2. The outer V, a deeper tone of the same shade.
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, [outerCorner(lm, side)], blur * 1.4, 0.85);
  cutPolygons(s.mask.ctx, cut);
  const deep = deeper(color);
  colorize(s, r, deep);
  blit(fx.out, s.paint, r, pigmentPasses(deep, k * 0.8, { hue: 0.5, depth: 0.9, lift: 0, cover: 0.35 }));
  // 3. Finish: fine sparkle and sheen on the packed lid only.
  if (finish.sparkle > 0 || finish.shine > 0) {
    beginRegion(s, r);
    featherFill(s, s.mask.ctx, [growPolygon(lid, -0.3 * blur)], blur);
    cutPolygons(s.mask.ctx, cut);
  }
  if (finish.sparkle > 0) {
    sparkleLayer(s, r, centroid(band), Math.max(0.3, fw / 480));
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: finish.sparkle * k }]);
  }
  if (finish.shine > 0 && highlightLayer(s, r, fx.frame, Math.max(0.8, 0.02 * fw), finish.gain)) {
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: 0.5 * finish.shine * k }]);
  }
}

/** The same shade a third darker and a touch richer: what the outer corner is deepened with. */
function deeper(c: Rgb): Rgb {
  return { r: Math.round(c.r * 0.62), g: Math.round(c.g * 0.58), b: Math.round(c.b * 0.6) };
}

/** A polygon's extent along a direction. */
function heightAlong(poly: Polygon, dir: { x: number; y: number }): number {
  const proj = poly.map((q) => q.x * dir.x + q.y * dir.y);
  return Math.max(...proj) - Math.min(...proj);
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
