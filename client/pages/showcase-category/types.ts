import type { AreaView } from '../../../shared/showcase';
import type { Sku } from '../../../shared/showcase-catalog';
import type { FeatureKey } from '../../../shared/tryon-vocabulary';
import type { ShowcaseData } from '../../components/showcase/types';

/** One SKU type of the catalogue as a card of the SKU types view. */
export type CategoryCard = {
  /** The catalogue key: the URL segment and the store page's slug (`lip-color`, `watches`). */
  key: string;
  product: string;
  /** spec 001 §3.7 SKU type (`lipstick`, `watch`). */
  skuType: string;
  count: number;
  /** The SKU its artwork shows (the first). */
  sku: Sku;
  /** Makeup shows its shades as a swatch row (up to eight). */
  colors: readonly string[];
};

/** The try-on a product detail opens: the store page's feature, and its default 2D/3D mode. */
export type CategoryTryOn = { area: AreaView; featureKey: FeatureKey; mode: '2d' | '3d' | null };

/**
 * The `category` feature area (spec 001 §2.3, decision 0264): the SKU types, one SKU type's detail,
 * one product's detail. Type and product views carry their catalogue in `catalog`.
 */
export type CategoryView =
  | { view: 'skutypes'; cards: readonly CategoryCard[] }
  | { view: 'skutype'; key: string }
  | { view: 'product'; key: string; skuId: string; tryOn: CategoryTryOn | null };

export type CategoryData = ShowcaseData & { category: CategoryView };
