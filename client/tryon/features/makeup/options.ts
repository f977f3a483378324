/** Makeup's options (docs/tryon.md "Makeup"): the products of the page's SKU or look; off without any. */
import type { Product } from '../../types';
import type { FeatureState } from '../core/pass';

export type MakeupOptions = { products: readonly Product[] };

export function makeupOptions(state: Readonly<FeatureState>): MakeupOptions | null {
  return state.makeup && state.products.length ? { products: state.products } : null;
}
