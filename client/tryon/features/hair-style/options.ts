/** Hair and beard styles' options (docs/tryon-hair.md): the overlay's kind, style and colour. */
import type { StyleOverlay } from '../../look';
import type { FeatureState } from '../core/pass';

export type HairStyleOptions = StyleOverlay;

export function hairStyleOptions(state: Readonly<FeatureState>): HairStyleOptions | null {
  return state.styleOverlay;
}
