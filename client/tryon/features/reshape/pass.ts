/**
 * Face reshaping's render pass (reshape/warp.ts): the face warped first, since it puts pixels back over
 * its box and everything after draws on the reshaped face.
 */
import { hasFace } from '../../geometry/face';
import { boxPolygon, type Polygon } from '../../geometry/polygon';
import { displacements } from '../../reshape/handles';
import { drawReshape, warpBox } from '../../reshape/warp';
import type { Landmarks } from '../../types';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { type ReshapeOptions, reshapeOptions } from './options';

/** The box the warp can change on a width × height frame (none without a whole face or a pull). */
export function reshapeRegion(lm: Landmarks, o: ReshapeOptions, width: number, height: number): Polygon[] {
  const box = hasFace(lm) ? warpBox(displacements(lm, o), width, height) : null;
  return box ? [boxPolygon(box)] : [];
}

export function reshapePass(scratch: object): FeaturePass {
  return definePass({
    id: 'reshape',
    order: 10,
    options: reshapeOptions,
    on: onFace,
    region: (lm, o, frame) => reshapeRegion(lm, o, frame.canvas.width, frame.canvas.height),
    draw: (ctx, lm, o, frame) => void drawReshape(ctx, frame.canvas, lm, o, scratch),
  });
}
