/**
 * Things worn on the face and head (docs/tryon-wear.md): earrings, necklaces, eyewear, headbands and
 * hats drawn as procedural Canvas 2D artwork over the frame, anchored by wear/head.ts. Every size is
 * a fraction of the face width; pieces sitting on the head turn with its roll.
 */
import type { Wearable, WearKind } from '../../../shared/wear';
import { parseColor } from '../effects/color';
import { hasFace } from '../geometry/face';
import type { Landmarks } from '../types';
import { drawEyewear, drawHat, drawHeadband } from './face-headwear';
import { drawEarrings, drawNecklace } from './face-jewellery';
import type { Draw } from './face-paint';
import { type HeadPose, headPose } from './head';
import type { Ctx } from './materials';

/** Back to front: the necklace under the earrings, glasses under a headband, the hat on top. */
const ORDER: readonly (readonly [WearKind, Draw])[] = [
  ['necklace', drawNecklace],
  ['earrings', drawEarrings],
  ['eyewear', drawEyewear],
  ['headband', drawHeadband],
  ['hat', drawHat],
];

/**
 * Draws the face-and-head pieces among `pieces` (others are ignored) in the order necklace → earrings
 * → eyewear → headband → hat. Draws nothing without a complete, finite face; a piece whose colour is
 * unreadable is skipped (an unreadable accent falls back to the style's default).
 */
export function drawFaceWear(ctx: Ctx, lm: Landmarks, pieces: readonly Wearable[]): void {
  if (!hasFace(lm)) return;
  let pose: HeadPose | null = null;
  for (const [kind, draw] of ORDER) {
    for (const piece of pieces) {
      const c = piece.kind === kind ? parseColor(piece.color) : null;
      if (!c) continue;
      pose ??= headPose(lm);
      ctx.save();
      try {
        draw(ctx, lm, piece, c, pose);
      } finally {
        ctx.restore();
      }
    }
  }
}
