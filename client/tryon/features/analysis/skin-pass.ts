/**
 * The skin analysis' marks as a render pass (order 101, over the face analyzer's evidence): the
 * concerns the page switched on (option `skinOverlays`, docs/tryon-module-contract.md), from the last
 * skincare result's marks (analysis/skin-marks.ts).
 */
import type { SkinConcern, SkinMarks } from '../../analysis/skin-marks';
import { definePass, type FeaturePass, type FeatureState, onFace } from '../core/pass';
import { drawSkinMarks, markArea } from './skin-overlay';

export type SkinOverlayOptions = { marks: SkinMarks; concerns: readonly SkinConcern[] };

export function skinOverlayOptions(state: Readonly<FeatureState>): SkinOverlayOptions | null {
  const { result, skinOverlays } = state;
  if (result?.kind !== 'skincare' || !result.marks || !skinOverlays.length) return null;
  return { marks: result.marks, concerns: skinOverlays };
}

export const skinOverlayPass: FeaturePass = definePass({
  id: 'skin-marks',
  order: 101,
  options: skinOverlayOptions,
  on: onFace,
  region: (lm) => [markArea(lm).oval],
  draw: (ctx, lm, o) => drawSkinMarks(ctx, lm, o.marks, o.concerns),
});
