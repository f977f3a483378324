/**
 * Eye colour (docs/tryon.md): the iris recoloured, clipped to the eye opening so the lids cover it;
 * the pupil is left out and the 'color' blend keeps the iris texture and its specular highlight.
 */
import { SIDES } from '../geometry/landmarks';
import { ellipsePolygon, growPolygon, type Polygon } from '../geometry/polygon';
import { eyeOpening, iris } from '../geometry/zones';
import type { Product } from '../types';
import type { Rgb } from './color';
import {
  beginRegion,
  blit,
  clipToPolygons,
  colorize,
  type FxContext,
  featherFill,
  pigmentPasses,
  regionOf,
} from './compose';

/** Fraction of the iris radius taken by the pupil (kept dark). */
export const PUPIL = 0.36;

function circle(x: number, y: number, r: number): Polygon {
  return ellipsePolygon({ cx: x, cy: y, rx: r, ry: r, angle: 0 }, 28);
}

/** Eye colour: a feathered iris ring, pupil cut out, clipped to the opening. */
export function drawEyecolor(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  const { s, lm } = fx;
  const irises = SIDES.map((side) => iris(lm, side));
  const openings = SIDES.map((side) => eyeOpening(lm, side));
  const r = regionOf(openings, 3, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  const c = s.mask.ctx;
  for (const i of irises) featherFill(s, c, [circle(i.x, i.y, i.r * 0.96)], Math.max(0.3, 0.1 * i.r));
  c.globalCompositeOperation = 'destination-out';
  for (const i of irises) featherFill(s, c, [circle(i.x, i.y, i.r * PUPIL)], Math.max(0.3, 0.08 * i.r));
  c.globalCompositeOperation = 'source-over';
  clipToPolygons(
    s,
    c,
    openings.map((o) => growPolygon(o, -0.006 * fx.fw)),
    0.3,
  );
  colorize(s, r, color);
  blit(fx.out, s.paint, r, pigmentPasses(color, k, { hue: 0.75, depth: 0.1, lift: 0.4, cover: 0.04 }));
  blit(fx.out, s.paint, r, [{ mode: 'soft-light', alpha: 0.25 * k }]);
}
