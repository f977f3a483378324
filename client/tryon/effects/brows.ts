/**
 * Eyebrow effect (docs/tryon.md): the brow shape filled with a soft powder and hair-like strokes that
 * follow the brow's growth (up at the head, along the arch toward the tail).
 */
import { SIDES } from '../geometry/landmarks';
import { growPolygon } from '../geometry/polygon';
import { brow } from '../geometry/zones';
import type { Product } from '../types';
import { type Rgb, rgba } from './color';
import { begin, beginRegion, blit, copyLayer, type FxContext, featherFill, regionOf } from './compose';
import { browHairs } from './shapes';

/** Eyebrow: powder + hair strokes inside a feathered brow mask, multiplied onto the skin. */
export function drawEyebrow(fx: FxContext, _p: Product, color: Rgb, k: number): void {
  const { s, fw, lm } = fx;
  const shapes = SIDES.map((side) => brow(lm, side));
  const blur = Math.max(0.4, 0.01 * fw);
  const r = regionOf(shapes, 0.06 * fw + blur * 3, fx.W, fx.H);
  if (!r) return;
  beginRegion(s, r);
  featherFill(
    s,
    s.mask.ctx,
    shapes.map((p) => growPolygon(p, 0.006 * fw)),
    blur,
  );
  // powder: the mask tinted, at a third of the strength of the hairs
  const t = s.tmp.ctx;
  copyLayer(s.tmp, s.mask, r);
  t.globalCompositeOperation = 'source-in';
  t.fillStyle = rgba(color);
  t.fillRect(r.x, r.y, r.w, r.h);
  t.globalCompositeOperation = 'source-over';
  begin(s, s.paint, r);
  const c = s.paint.ctx;
  c.strokeStyle = rgba(color, 0.7);
  c.lineCap = 'round';
  for (const side of SIDES) {
    for (const h of browHairs(lm, side, fw)) {
      c.lineWidth = h.width;
      c.beginPath();
      c.moveTo(h.from.x, h.from.y);
      c.lineTo(h.to.x, h.to.y);
      c.stroke();
    }
  }
  c.globalAlpha = 0.3;
  copyLayer(s.paint, s.tmp, r);
  c.globalAlpha = 1;
  copyLayer(s.paint, s.mask, r, 'destination-in');
  blit(fx.out, s.paint, r, [
    { mode: 'multiply', alpha: 0.8 * k },
    { mode: 'color', alpha: 0.3 * k },
  ]);
}
