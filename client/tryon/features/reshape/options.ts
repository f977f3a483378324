/** Face reshaping's options (reshape/handles.ts): the strengths of its sliders. */
import type { Reshape } from '../../reshape/handles';
import type { FeatureState } from '../core/pass';

export type ReshapeOptions = Reshape;

/** Face reshaping's first strengths: a gentle V-shape with larger eyes and fuller lips. */
export const RESHAPE_PRESET: Readonly<Reshape> = {
  jaw: 0.5,
  cheeks: 0.3,
  chin: 0,
  nose: 0.2,
  eyes: 0.3,
  brows: 0,
  lips: 0.3,
};

export function reshapeOptions(state: Readonly<FeatureState>): ReshapeOptions | null {
  return state.reshape;
}
