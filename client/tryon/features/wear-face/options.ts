/** Things worn on the face and head: their options (docs/tryon-wear.md), the pieces, on a face page. */
import type { Wearable } from '../../../../shared/wear';
import type { FeatureState } from '../core/pass';

export type FaceWearOptions = { pieces: readonly Wearable[] };

export function faceWearOptions(state: Readonly<FeatureState>): FaceWearOptions | null {
  return state.target === 'face' && state.wear.length ? { pieces: state.wear } : null;
}
