/** Things worn on the hand: their options (docs/tryon-wear.md), the pieces, on a hand page. */
import type { Wearable } from '../../../../shared/wear';
import type { FeatureState } from '../core/pass';

export type HandWearOptions = { pieces: readonly Wearable[] };

export function handWearOptions(state: Readonly<FeatureState>): HandWearOptions | null {
  return state.target === 'hands' && state.wear.length ? { pieces: state.wear } : null;
}
