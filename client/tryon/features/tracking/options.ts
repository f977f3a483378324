/**
 * The tracking overlay's options: on when nothing else is drawn on the face — no makeup, analysis,
 * emulation or reshaping (a feature without a preview shows what the engine found).
 */
import type { FeatureState } from '../core/pass';

export type TrackingOptions = { every: number };

/** Every how many landmarks a dot is drawn. */
const EVERY = 3;

export function trackingOptions(state: Readonly<FeatureState>): TrackingOptions | null {
  const busy = state.makeup || state.analysis || state.emulation || state.reshape;
  return busy ? null : { every: EVERY };
}
