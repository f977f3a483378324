/**
 * The analyses' options on the stage (docs/tryon.md "Analysis"): the face analyzer's figure the page
 * asked to show, and the landmarks behind it in the last result.
 */
import type { FeatureState } from '../core/pass';

export type EvidenceOptions = { figure: string; indices: readonly number[] };

export function evidenceOptions(state: Readonly<FeatureState>): EvidenceOptions | null {
  const { result, highlight } = state;
  if (result?.kind !== 'faceattribute' || !highlight) return null;
  return { figure: highlight, indices: result.evidence[highlight] ?? [] };
}
