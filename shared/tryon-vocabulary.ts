/**
 * The try-on module's vocabulary of spec 001 §3.7 (docs/tryon-module-contract.md "Vocabulary"): the
 * function types a module is opened as, the try-on types, and the feature keys the site's pages open
 * it with. Plain lists (no zod: the browser imports them); the content contract makes a zod enum of
 * FEATURE_KEYS (shared/showcase-content.ts).
 */

/** spec 001 §3.7 function types, all ten, in the spec's order. */
export const SHOWCASE_FUNCTION_TYPES = [
  'shadefinder',
  'makeup',
  'skincare',
  'faceattribute',
  'productrecommendation',
  'livestream',
  'handar',
  'necklacear',
  'offline',
  'pbrviewer',
] as const;
export type ShowcaseFunctionType = (typeof SHOWCASE_FUNCTION_TYPES)[number];

/** spec 001 §3.7 try-on types, all seven, in the spec's order. */
export const TRYON_TYPES = [
  'emulation',
  'skincare',
  'earrings2d',
  'watch2d',
  'bracelet2d',
  'ring2d',
  'necklace2d',
] as const;
export type TryOnType = (typeof TRYON_TYPES)[number];

/** The 2D try-on types worn on the hand: the module tracks hands for them before a SKU is picked. */
export const HAND_TRYON_TYPES = ['watch2d', 'bracelet2d', 'ring2d'] as const satisfies readonly TryOnType[];

/**
 * Feature keys of showcase areas the spec names without a function type (3D earrings, face reshaping,
 * makeup transfer, hair and beard features): the site's own, kept apart so the spec's lists stay as
 * the spec has them.
 */
export const EXTRA_FEATURE_KEYS = [
  'earrings',
  'facereshape',
  'aimakeuptransfer',
  'hairstyle',
  'beardstyle',
  'bearddye',
  'hairtype',
  'hairlength',
  'hairfrizziness',
  'hairdensity',
] as const;

/** Every key `TryOnModule.open` takes as `featureKey`: a function type, a try-on type or an extra. */
export type FeatureKey = ShowcaseFunctionType | TryOnType | (typeof EXTRA_FEATURE_KEYS)[number];
export const FEATURE_KEYS = [
  ...new Set<FeatureKey>([...SHOWCASE_FUNCTION_TYPES, ...TRYON_TYPES, ...EXTRA_FEATURE_KEYS]),
] as [FeatureKey, ...FeatureKey[]];

export const isFeatureKey = (v: unknown): v is FeatureKey =>
  typeof v === 'string' && (FEATURE_KEYS as readonly string[]).includes(v);

/** 2D try-on type by feature area (spec 001 §3.7 VTO type 2d). */
const TRYON_2D: Readonly<Record<string, TryOnType>> = {
  earrings: 'earrings2d',
  watches: 'watch2d',
  bracelets: 'bracelet2d',
  rings: 'ring2d',
  necklace: 'necklace2d',
};

/**
 * The try-on type a showcase view (shared/showcase.ts AreaView) runs (null: none of the seven): skin emulation for the skincare
 * emulation views, skincare for the other skincare views, the 2D types for worn things in 2D mode.
 */
export function tryOnTypeFor(
  view: { area: string; view: string },
  mode: '2d' | '3d' | null = null,
): TryOnType | null {
  if (view.area === 'skincare') return view.view.startsWith('emulation') ? 'emulation' : 'skincare';
  return mode === '2d' ? (TRYON_2D[view.area] ?? null) : null;
}
