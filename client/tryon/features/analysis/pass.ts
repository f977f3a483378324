/**
 * The analyses' render pass: the landmarks behind the face analyzer's figure (analysis/run.ts
 * drawEvidence), over whatever the look drew. The analyses themselves read the clean frame
 * (analysis/run.ts analyze), not the stage.
 */
import { drawEvidence } from '../../analysis/run';
import { points } from '../../geometry/landmarks';
import { hull, type Polygon } from '../../geometry/polygon';
import type { Landmarks } from '../../types';
import { definePass, type FeaturePass, onFace } from '../core/pass';
import { evidenceOptions } from './options';

/** The hull of the figure's landmarks (the points themselves when fewer than three). */
export function evidenceRegion(lm: Landmarks, indices: readonly number[]): Polygon[] {
  const pts = points(
    lm,
    indices.filter((i) => lm[i]),
  );
  return pts.length >= 3 ? [hull(pts)] : pts.map((p) => [p]);
}

export const evidencePass: FeaturePass = definePass({
  id: 'evidence',
  order: 100,
  options: evidenceOptions,
  on: onFace,
  region: (lm, o) => evidenceRegion(lm, o.indices),
  draw: (ctx, lm, o) => drawEvidence(ctx, lm, o.indices),
});
