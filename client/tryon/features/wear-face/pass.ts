/**
 * The render pass of things worn on the face and head (wear/face-draw.ts): necklace, earrings, eyewear,
 * headband, hat, anchored by wear/head.ts.
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
  draw: (ctx, lm, o) => drawFaceWear(ctx, lm, o.pieces),
});
