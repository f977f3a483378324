/**
 * Skin emulation's render pass (effects/emulation.ts): smoother, more even, brighter skin over the face
 * oval, under any makeup.
 */
import { drawSkinEmulation, type Scratch } from '../../effects';
import { hasFace } from '../../geometry/face';
import { faceOval } from '../../geometry/zones';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { skinEmulationOptions } from './options';

export function skinEmulationPass(scratch: Scratch): FeaturePass {
  return definePass({
    id: 'skin-emulation',
    order: 20,
    options: skinEmulationOptions,
    on: onFace,
    region: (lm) => (hasFace(lm) ? [faceOval(lm)] : []),
    draw: (ctx, lm, o, frame) => drawSkinEmulation(ctx, frame.canvas, lm, o, scratch),
  });
}
