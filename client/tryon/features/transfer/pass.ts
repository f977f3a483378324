/**
 * Makeup transfer's render pass: the look read from the reference (analysis/transfer.ts) drawn as
 * makeup on the visitor's face, in the look group ahead of makeup (the read look replaces the page's).
 */
import { drawMakeup, type Scratch } from '../../effects';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { MAKEUP_ORDER, makeupRegion } from '../makeup/pass';
import { transferOptions } from './options';

export function transferPass(scratch: Scratch): FeaturePass {
  return definePass({
    id: 'transfer',
    order: MAKEUP_ORDER - 1,
    exclusive: 'look',
    options: transferOptions,
    on: onFace,
    region: (lm, o) => makeupRegion(lm, o.products),
    draw: (ctx, lm, o, frame) => drawMakeup(ctx, frame.canvas, lm, o.products, scratch),
  });
}
