/** The tracking overlay's render pass (canvas.ts drawTracking): dots on the landmarks found. */
import { drawTracking } from '../../canvas';
import { hull, type Polygon } from '../../geometry/polygon';
import type { Landmarks } from '../../types';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { trackingOptions } from './options';

/** The landmarks' hull (none without landmarks). */
export function trackingRegion(lm: Landmarks): Polygon[] {
  return lm.length >= 3 ? [hull(lm)] : [];
}

export const trackingPass: FeaturePass = definePass({
  id: 'tracking',
  order: 90,
  exclusive: 'look',
  options: trackingOptions,
  on: onFace,
  region: (lm) => trackingRegion(lm),
  draw: (ctx, lm, o) => drawTracking(ctx, lm, o.every),
});
