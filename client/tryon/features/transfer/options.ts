/** Makeup transfer's options (transfer-ui.ts): the products read from the reference; off until read. */
import type { Product } from '../../types';
import type { FeatureState } from '../core/pass';

export type TransferOptions = { products: readonly Product[] };

export function transferOptions(state: Readonly<FeatureState>): TransferOptions | null {
  return state.transfer && state.products.length ? { products: state.products } : null;
}
