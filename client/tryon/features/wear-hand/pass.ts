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
  wristPlacement,
} from '../../wear/hand';
import { drawHandWear } from '../../wear/hand-draw';
import { definePass, type FeaturePass } from '../core/pass';
import { handWearOptions } from './options';

/** Where each piece sits on each hand found: the nails, the ring's finger, the wrist. */
export function handWearRegion(hands: readonly Hand[], pieces: readonly Wearable[]): Polygon[] {
  return hands
    .filter((hand) => hasHand(hand.lm))
    .flatMap(({ lm }) =>
      pieces.flatMap((piece): Polygon[] => {
        if (piece.kind === 'nail')
          return FINGER_ORDER.map((f) => nailPlacement(lm, f))
            .filter((n) => n.width >= 2)
            .map((n) => nailPolygon(n));
        if (piece.kind === 'ring') return [placementBox(ringPlacement(lm, piece.finger ?? 'ring'))];
        if (piece.kind === 'watch' || piece.kind === 'bracelet')
          return [placementBox(wristPlacement(lm, 0.14))];
        return [];
      }),
    );
}

export const handWearPass: FeaturePass = definePass({
  id: 'wear-hand',
  order: 61,
  exclusive: 'look',
  options: handWearOptions,
  on: (frame) => frame.hands,
  region: (hands, o) => handWearRegion(hands, o.pieces),
  draw: (ctx, hands, o) => drawHandWear(ctx, hands, o.pieces),
});
