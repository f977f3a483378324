/**
 * The makeup vocabulary of the demo store's catalogue and the embedded try-on's effects (docs/tryon.md):
 * product types, finishes, liner and lash styles, and one product as the effects draw it.
 */

export const PRODUCT_TYPES = [
  'foundation',
  'concealer',
  'contour',
  'bronzer',
  'blush',
  'highlighter',
  'eyeshadow',
  'eyeliner',
  'eyelashes',
  'eyebrow',
  'eyecolor',
  'lipliner',
  'lipstick',
  'lipplumper',
] as const;
/** What an effect draws; also the order in which a look applies its products (base first, lips last). */
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const FINISHES = ['matte', 'satin', 'cream', 'gloss', 'shimmer', 'metallic'] as const;
export type Finish = (typeof FINISHES)[number];

/** Eye liner styles (spec 001 §1 "eye liner styles"); eyelash styles reuse the same field. */
export const LINER_STYLES = ['classic', 'winged', 'smoky', 'tightline'] as const;
export const LASH_STYLES = ['natural', 'volume', 'dramatic'] as const;

/** How much of the skin a base product hides (foundation, concealer; docs/tryon.md "Complexion"). */
export const COVERAGES = ['sheer', 'medium', 'full'] as const;
export type Coverage = (typeof COVERAGES)[number];

/** One product as the effects draw it. */
export type Product = {
  type: ProductType;
  /** #rrggbb */
  color: string;
  finish?: Finish;
  /** 0..1, how strongly it shows (default per type). */
  intensity?: number;
  /** Liner or lash style. */
  style?: string;
  /** Foundation and concealer: how much of the skin's own colour it hides (the effect's default when absent). */
  coverage?: Coverage;
};

const isProductType = (v: string): v is ProductType => (PRODUCT_TYPES as readonly string[]).includes(v);
const isFinish = (v: string | undefined): v is Finish => (FINISHES as readonly string[]).includes(v ?? '');
const isCoverage = (v: string | undefined): v is Coverage =>
  (COVERAGES as readonly string[]).includes(v ?? '');

/** What a catalogue SKU (shared/showcase-catalog.ts) carries that the effects read. */
export type SkuLike = {
  color: string;
  finish?: string;
  style?: string;
  intensity?: number;
  coverage?: string;
  products?: readonly Product[];
};

/**
 * The products a SKU applies: a look's list, or the one product of a makeup SKU type (the catalogue's
 * SKU types are the effects' product types). Null: not makeup (frames, rings, hair…).
 */
export function productsOf(skuType: string, sku: SkuLike): readonly Product[] | null {
  if (sku.products?.length) return sku.products;
  if (!isProductType(skuType)) return null;
  const product: Product = { type: skuType, color: sku.color };
  if (isFinish(sku.finish)) product.finish = sku.finish;
  if (sku.style) product.style = sku.style;
  if (sku.intensity !== undefined) product.intensity = sku.intensity;
  if (isCoverage(sku.coverage)) product.coverage = sku.coverage;
  return [product];
}
