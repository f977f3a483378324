/** Skin emulation's options (docs/tryon.md "Analysis"): the page's smoothing, evening and brightening. */
import type { Emulation } from '../../look';
import type { FeatureState } from '../core/pass';

export type SkinEmulationOptions = Emulation;

export function skinEmulationOptions(state: Readonly<FeatureState>): SkinEmulationOptions | null {
  return state.emulation;
}
