/**
 * Makeup's render pass (docs/tryon.md "Makeup"): every product through the EFFECTS table
 * (effects/index.ts), base first, lips last. A new product type is one effect plus its line there; the
 * pass does not change.
 */
import { drawMakeup, type Scratch } from '../../effects';
import { drawnProducts, zonesFor } from '../../effects/plan';
import { hasFace } from '../../geometry/face';
import type { Polygon } from '../../geometry/polygon';
import type { Landmarks, Product } from '../../types';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { makeupOptions } from './options';

export const MAKEUP_ORDER = 31;

/** The zones the products drawn paint, in drawing order (none without a whole face). */
export function makeupRegion(lm: Landmarks, products: readonly Product[]): Polygon[] {
  if (!hasFace(lm)) return [];
  return drawnProducts(products).flatMap(({ product }) => zonesFor(product.type, lm).paint);
}

export function makeupPass(scratch: Scratch): FeaturePass {
  return definePass({
    id: 'makeup',
    order: MAKEUP_ORDER,
    exclusive: 'look',
    options: makeupOptions,
    on: onFace,
    region: (lm, o) => makeupRegion(lm, o.products),
    draw: (ctx, lm, o, frame) => drawMakeup(ctx, frame.canvas, lm, o.products, scratch),
  });
}
