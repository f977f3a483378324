/**
 * Eye effects (docs/tryon.md): eyeshadow on the lid-to-crease band, eyeliner in four styles, lashes
 * in three. Lid products never reach the eyeball: the eye opening is cut out after feathering.
 */
import {
  centroid,
  eyeOpening,
  faceUp,
  lerp,
  linerPath,
  type Polygon,
  SIDES,
  scalePolygon,
} from '../geometry';
import type { Product } from '../types';
import { type Rgb, rgba } from './color';
import {
  begin,
  beginRegion,
  blit,
  colorize,
  cutPolygons,
  detailFor,
  type FxContext,
  featherFill,
  highlightLayer,
  pigmentPasses,
  regionOf,
  sparkleLayer,
  traceLine,
} from './compose';
import { FINISH_SHINE } from './lips';
import { zonesFor } from './plan';
import {
  type Lash,
  LINER_SOFTNESS,
  lashStrokes,
  lashStyle,
  linerPolygon,
  linerStyle,
  lowerSmudge,
} from './shapes';

/** Eyeshadow: the lid band, strongest at the lash line and fading toward the crease. */
export function drawEyeshadow(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const z = zonesFor('eyeshadow', fx.lm);
  // One region per eye: the layers (and every composite) then cover two lids, not the nose between.
  for (const band of z.paint) shadowOneEye(fx, p, color, k, band, z.cut);
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
  const blur = Math.max(0.6, 0.02 * fw);
  const r = regionOf([band], blur * 3 + 2, fx.W, fx.H, detailFor(fw));
  if (!r) return;
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, [band], blur);
  fadeTowardCrease(fx, [band]);
  cutPolygons(s.mask.ctx, cut);
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, { hue: 0.55, depth: 0.6, lift: 0.45, cover: 0.12 }));
  const finish = FINISH_SHINE[p.finish ?? 'matte'];
  if (finish.sparkle > 0) {
    sparkleLayer(s, r, centroid(band), Math.max(0.5, fw / 260));
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: finish.sparkle * k }]);
  }
  if (finish.shine > 0 && highlightLayer(s, r, fx.frame, Math.max(0.8, 0.02 * fw), finish.gain)) {
    blit(fx.out, s.paint, r, [{ mode: 'screen', alpha: 0.5 * finish.shine * k }]);
  }
}

/** Takes alpha away going up from the lids to the creases (one gradient along the face's up axis). */
function fadeTowardCrease(fx: FxContext, bands: readonly Polygon[]): void {
  const c = fx.s.mask.ctx;
  const lids = lerp(centroid(eyeOpening(fx.lm, 'right')), centroid(eyeOpening(fx.lm, 'left')), 0.5);
  const up = faceUp(fx.lm);
  const height = Math.max(...bands.map((b) => bandHeight(b, up)));
  const g = c.createLinearGradient(
    lids.x,
    lids.y,
    lids.x + up.x * height * 1.3,
    lids.y + up.y * height * 1.3,
  );
  g.addColorStop(0, 'rgba(0,0,0,0)');
  g.addColorStop(0.35, 'rgba(0,0,0,0.05)');
  g.addColorStop(1, 'rgba(0,0,0,0.7)');
  c.globalCompositeOperation = 'destination-out';
  c.fillStyle = g;
  c.fillRect(0, 0, fx.W, fx.H);
  c.globalCompositeOperation = 'source-over';
}

function bandHeight(band: Polygon, up: { x: number; y: number }): number {
  const proj = band.map((q) => q.x * up.x + q.y * up.y);
  return Math.max(...proj) - Math.min(...proj);
}

/** Eyeliner: along the upper lash line, tapered, with the style's wing; smoky also smudges below. */
export function drawEyeliner(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const { s, fw, lm } = fx;
  const style = linerStyle(p.style);
  const paths = SIDES.map((side) => linerPath(lm, side));
  const shapes = paths.map((path) => linerPolygon(path, style));
  const blur = Math.max(0.3, LINER_SOFTNESS[style] * fw);
  const smudges = style === 'smoky' ? SIDES.map((side, i) => lowerSmudge(lm, side, paths[i]!.eyeWidth)) : [];
  const r = regionOf([...shapes, ...smudges], blur * 3 + 2, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  featherFill(s, s.mask.ctx, shapes, blur);
  if (smudges.length) featherFill(s, s.mask.ctx, smudges, blur * 1.2, 0.55);
  if (style !== 'tightline') cutPolygons(s.mask.ctx, openingsForLiner(fx));
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

/** Eyelashes: a thin lash-line base and curved, tapered strokes fanning out along the upper lid. */
export function drawEyelashes(fx: FxContext, p: Product, color: Rgb, k: number): void {
  const { s, lm } = fx;
  const style = lashStyle(p.style);
  const up = faceUp(lm);
  const sets = SIDES.map((side, i) => {
    const path = linerPath(lm, side);
    return { path, lashes: lashStrokes(path, style, up, 31 + i) };
  });
  const ends = sets.flatMap(({ path, lashes }) => [path.lid, lashes.map((l) => l.to)]);
  const r = regionOf(ends, 3, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const c = s.paint.ctx;
  begin(s, s.paint, r);
  c.strokeStyle = rgba(color);
  c.lineCap = 'round';
  c.lineJoin = 'round';
  for (const { path, lashes } of sets) {
    c.lineWidth = Math.max(0.5, 0.03 * path.eyeWidth);
    c.beginPath();
    traceLine(c, path.lid);
    c.stroke();
    for (const l of lashes) strokeLash(c, l, color);
  }
  blit(fx.out, s.paint, r, [{ mode: 'source-over', alpha: 0.9 * k }]);
}

function strokeLash(c: FxContext['out'], l: Lash, color: Rgb): void {
  c.strokeStyle = rgba(color, l.alpha);
  let from = l.from;
  let ctrl = l.ctrl;
  // three tapering pieces: root to ⅓, ⅓ to ⅔, ⅔ to the tip (de Casteljau splits of the curve)
  for (const [t, w] of [
    [1 / 3, 1],
    [1 / 2, 0.65],
    [1, 0.35],
  ] as const) {
    const a = lerp(from, ctrl, t);
    const b = lerp(ctrl, l.to, t);
    const end = lerp(a, b, t);
    c.lineWidth = Math.max(0.35, l.width * w);
    c.beginPath();
    c.moveTo(from.x, from.y);
    c.quadraticCurveTo(a.x, a.y, end.x, end.y);
    c.stroke();
    from = end;
    ctrl = b;
  }
}
