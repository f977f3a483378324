/**
 * The render pass of things worn on the face and head: eyewear, earrings, hats and headbands as three.js
 * meshes posed from the face when the page loaded wear3d.js and WebGL works (wear3d/, decisions 0323,
 * 0336), the necklace — and everything without WebGL — Canvas 2D (wear/face-draw.ts): necklace,
 * earrings, eyewear, headband, hat, anchored by wear/head.ts.
 */
import type { Wearable } from '../../../../shared/wear';
import { parseColor } from '../../effects/color';
import { faceUp, faceWidth, hasFace } from '../../geometry/face';
import { SIDES } from '../../geometry/landmarks';
import type { Polygon } from '../../geometry/polygon';
import { addScaled } from '../../geometry/vector';
import type { Landmarks, Pt } from '../../types';
import { drawFaceWear } from '../../wear/face-draw';
import { earLobes, eyewearFrame, headArea, headTop, neckline } from '../../wear/head';
import { wear3d, wornIn3d } from '../../wear3d/global';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { faceWearOptions } from './options';

/** A square of half-side r around a point. */
const around = (p: Pt, r: number): Polygon => [
  { x: p.x - r, y: p.y - r },
  { x: p.x + r, y: p.y - r },
  { x: p.x + r, y: p.y + r },
  { x: p.x - r, y: p.y + r },
];

/** Where each piece sits: the visible ear lobes, the neckline, the lenses' band, the hairline, the hat. */
export function faceWearRegion(lm: Landmarks, pieces: readonly Wearable[]): Polygon[] {
  if (!hasFace(lm)) return [];
  const fw = faceWidth(lm);
  return pieces
    .filter((p) => parseColor(p.color))
    .flatMap((piece): Polygon[] => {
      switch (piece.kind) {
        case 'earrings': {
          const lobes = earLobes(lm);
          return SIDES.filter((s) => lobes[s].visible).map((s) => around(lobes[s], 0.04 * fw));
        }
        case 'necklace':
          return [neckline(lm).curve];
        case 'eyewear': {
          const f = eyewearFrame(lm);
          const up = faceUp(lm);
          const h = f.lens / 2;
          const { right, left } = f.hinges;
          return [
            [
              addScaled(right, up, h),
              addScaled(left, up, h),
              addScaled(left, up, -h),
              addScaled(right, up, -h),
            ],
          ];
        }
        case 'headband':
          return [headTop(lm).hairline];
        case 'hat':
          return [headArea(lm)];
        default:
          return [];
      }
    });
}

export const faceWearPass: FeaturePass = definePass({
  id: 'wear-face',
  order: 60,
  exclusive: 'look',
  options: faceWearOptions,
  on: onFace,
  region: (lm, o) => faceWearRegion(lm, o.pieces),
  draw: (ctx, lm, o) => drawWear(ctx, lm, o.pieces),
});

/** The necklace under, the 3D pieces, then the 2D ones over them (a hat over a frame's temples). */
function drawWear(ctx: CanvasRenderingContext2D, lm: Landmarks, pieces: readonly Wearable[]): void {
  const bundle = wear3d();
  const renderer = bundle && pieces.some(wornIn3d) ? bundle.renderer() : null;
  if (!renderer) {
    drawFaceWear(ctx, lm, pieces);
    return;
  }
  const in3d = pieces.filter((p) => wornIn3d(p) && parseColor(p.color));
  drawFaceWear(
    ctx,
    lm,
    pieces.filter((p) => p.kind === 'necklace'),
  );
  if (!renderer.draw(ctx, lm, in3d)) drawFaceWear(ctx, lm, in3d);
  drawFaceWear(
    ctx,
    lm,
    pieces.filter((p) => p.kind !== 'necklace' && !in3d.includes(p)),
  );
}
