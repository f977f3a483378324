/**
 * The render pass of things worn on the hand (wear/hand-draw.ts): nails, rings, a watch and bracelets
 * on every hand found. It draws on hands, not on a face: the hand engine finds no face.
 */
import type { Wearable } from '../../../../shared/wear';
import type { Polygon } from '../../geometry/polygon';
import {
  FINGER_ORDER,
  type Hand,
  hasHand,
  nailPlacement,
  nailPolygon,
  placementBox,
  ringPlacement,
} from '../../wear/hand';
import { drawHandWear } from '../../wear/hand-draw';
import { wristLayout } from '../../wear/hand-wrist';
import { definePass, type FeaturePass } from '../core/pass';
import { handWearOptions } from './options';

/**
 * Where each piece sits on each hand found, from the landmarks: the nails, the ring's finger, the wrist's
 * pieces inside the frame (`frame`: its size).
 */
export function handWearRegion(
  hands: readonly Hand[],
  pieces: readonly Wearable[],
  frame = { width: Number.POSITIVE_INFINITY, height: Number.POSITIVE_INFINITY },
): Polygon[] {
  return hands
    .filter((hand) => hasHand(hand.lm))
    .flatMap(({ lm }) => [
      ...wristLayout(lm, pieces, frame).pieces.map((w) => placementBox(w.at)),
      ...pieces.flatMap((piece): Polygon[] => {
        if (piece.kind === 'nail')
          return FINGER_ORDER.map((f) => nailPlacement(lm, f))
            .filter((n) => n.width >= 2)
            .map((n) => nailPolygon(n));
        if (piece.kind === 'ring') return [placementBox(ringPlacement(lm, piece.finger ?? 'ring'))];
        return [];
      }),
    ]);
}

export const handWearPass: FeaturePass = definePass({
  id: 'wear-hand',
  order: 61,
  exclusive: 'look',
  options: handWearOptions,
  on: (frame) => frame.hands,
  region: (hands, o, frame) => handWearRegion(hands, o.pieces, frame.canvas),
  draw: (ctx, hands, o, frame) => drawHandWear(ctx, hands, o.pieces, frame.canvas),
});
