/**
 * Hair and beard styles' render pass (hair/styles.ts): an overlay drawn over the visitor's own hair
 * (docs/tryon-hair.md states the limit).
 */
import { hasFace } from '../../geometry/face';
import type { Polygon } from '../../geometry/polygon';
import { beardArea } from '../../hair/region';
import { drawBeardStyle, drawHairstyle } from '../../hair/styles';
import type { Landmarks } from '../../types';
import { headArea } from '../../wear/head';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { hairStyleOptions } from './options';

/** Where hair or a beard goes: the head above the forehead, or the lower face (none without a face). */
export function hairArea(lm: Landmarks, target: 'hair' | 'beard'): Polygon[] {
  if (!hasFace(lm)) return [];
  return [target === 'beard' ? beardArea(lm).area : headArea(lm)];
}

export const hairStylePass: FeaturePass = definePass({
  id: 'hair-style',
  order: 40,
  exclusive: 'look',
  options: hairStyleOptions,
  on: onFace,
  region: (lm, o) => hairArea(lm, o.kind === 'beardstyle' ? 'beard' : 'hair'),
  draw: (ctx, lm, o) => (o.kind === 'hairstyle' ? drawHairstyle : drawBeardStyle)(ctx, lm, o.style, o.color),
});
