/**
 * Hair colour, beard dye and the hair indicators' render pass (hair/draw.ts): the region is found in
 * the person mask beside the face, then dyed (or tinted, for the indicators, which then read it).
 */
import type { HairPass } from '../../hair/draw';
import type { Landmarks } from '../../types';
import { definePass, type FeaturePass } from '../core/pass';
import { hairArea } from '../hair-style/pass';
import { type HairDyeOptions, hairDyeOptions } from './options';

/**
 * `hair` keeps the region found (the messages and diagnostics read it); `onFound` runs after each find
 * with the options (the session reads the indicators from there, at its own pace).
 */
export function hairDyePass(hair: HairPass, onFound: (o: HairDyeOptions) => void): FeaturePass {
  return definePass({
    id: 'hair-dye',
    order: 50,
    exclusive: 'look',
    options: hairDyeOptions,
    on: (frame): { lm: Landmarks; mask: ImageBitmap } | null =>
      frame.lm && frame.mask ? { lm: frame.lm, mask: frame.mask } : null,
    region: (on, o) => hairArea(on.lm, o.target),
    draw: (ctx, on, o, frame) => {
      const { width, height } = frame.canvas;
      hair.find(frame.canvas, on.mask, width, height, on.lm, o.target);
      hair.draw(ctx, o.paint);
      onFound(o);
    },
  });
}
