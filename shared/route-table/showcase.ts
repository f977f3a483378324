import { ANY_VALUE, type QueryParam, type RedirectDef, type RouteDef } from './types';

/** Spec 001 §2.3 (the demo store) and §2.2's online-service showcases. */

/** spec-rulings 17: kebab-case of the spec's makeup words, plus hat, headband, eye-wear, hair-color. */
export const SHOWCASE_PRODUCT_TYPES = [
  'lip-color',
  'lip-plumper',
  'lip-liner',
  'blush',
  'bronzer',
  'foundation',
  'concealer',
  'contour',
  'highlighter',
  'eyebrow',
  'eye-liner',
  'eye-shadow',
  'eyelashes',
  'eye-color',
  'hat',
  'headband',
  'eye-wear',
  'hair-color',
] as const;
export const SHOWCASE_PAGES = [
  'beard-dye',
  'nail-color',
  'beard-style',
  'watches',
  'bracelets',
  'rings',
  'personality',
  'virtual-hairstyles',
  'necklace',
  'earrings',
  'hair-type',
  'hair-length',
  'hair-frizziness',
  'hair-density',
  'footwear',
  'bags',
  'scarves',
  'face-analyzer',
  'face-reshaping',
  'youcam-tutorial',
  'allure-november-look',
  'set',
  'look',
  // spec 001 §2.2: the online-service showcases (eye-wear is also a product type above)
  'online-service',
  'skincare-pro',
] as const;
export const SHADEFINDER_VIEWS = ['home', 'finder', 'debug'] as const;
export const SKINCARE_VIEWS = [
  'home',
  'diagnostics',
  'live-diagnostics',
  'hd-diagnostics',
  'emulation',
] as const;
/** spec-rulings 7: the playground lives at 3d-viewer/playground. */
export const VIEWER_TYPES = ['home', 'ring', 'watch', 'playground'] as const;
/**
 * The `category` feature area's SKU types (decision 0264): the catalogue's keys (shared/showcase-catalog.ts
 * CATALOG, in its order; tests/worker/showcase-category.test.ts keeps them equal) — the store page's own
 * slug (`lip-color`, `watches`), not the §3.7 SKU type word (`lipstick`, `watch`). Listed here rather
 * than imported: the route table is in every page's entry chunk, the catalogue is not.
 */
export const CATEGORY_TYPES = [
  ...SHOWCASE_PRODUCT_TYPES,
  'look',
  'nail-color',
  'virtual-hairstyles',
  'beard-style',
  'beard-dye',
  'watches',
  'bracelets',
  'rings',
  'necklace',
  'earrings',
  'set',
  'footwear',
  'bags',
  'scarves',
] as const;
/**
 * Pages of things not worn on the face or hand (spec 001 §2.3 footwear, bags, scarves): a product view
 * instead of the camera try-on, on their store page and their product detail (decision 0264).
 */
export const PRODUCT_VIEW_PAGES: readonly string[] = ['footwear', 'bags', 'scarves'];
/** The shape of a catalogue SKU id (`lip-01`); the loader answers 404 unless its type has that SKU. */
export const CATEGORY_SKU_ID = /^[a-z]{3}-\d{2}$/;

/** `?mode=` of a showcase page (shared/showcase.ts parseShowcaseQuery). */
export const SHOWCASE_MODES = ['live', 'sizer', 'widget'] as const;
/** spec 001 §2.3: face-analyzer `?type=` picks one of two views. */
export const FACE_ANALYZER_TYPES = ['attributes', 'facial-ratio'] as const;

/**
 * What every demo-store page reads (docs/pages.md "Query", shared/showcase.ts parseShowcaseQuery),
 * bounded as the spec lists them: a debug panel, the capture mode, the demo model (0–99), the
 * newsletter source, closing the window, the campaign sub-menu — and `sdk`, a module version or
 * address (decision 0152), which is the visitor's choice of code: rendered, never stored.
 */
const SHOWCASE_QUERY: Record<string, QueryParam> = {
  debug: { values: ['', 'true', '1', 'false', '0'] },
  mode: { values: SHOWCASE_MODES },
  index: { values: /^\d{1,2}$/ },
  source: { values: ['business-weekly'] },
  autoclose: { values: ['true', 'false'] },
  campaign: { values: ['watch'] },
  sdk: { values: ANY_VALUE, cache: false },
};

const showcase = (id: string, path: string, params?: RouteDef['params']): RouteDef => ({
  id,
  path,
  audience: 'business',
  // The store page; the loader switches the analysis areas to 'showcase-analysis' (decision 0150).
  page: 'showcase-store',
  ns: 'showcase',
  ...(params ? { params } : {}),
  query: SHOWCASE_QUERY,
});

export const SHOWCASE_ROUTES = [
  showcase('showcase-product', '/business/showcase/:productType', { productType: SHOWCASE_PRODUCT_TYPES }),
  // face-analyzer `?type=` picks its view (spec 001 §2.3): the canonical keeps it.
  {
    ...showcase('showcase-page', '/business/showcase/:feature', { feature: SHOWCASE_PAGES }),
    query: { ...SHOWCASE_QUERY, type: { values: FACE_ANALYZER_TYPES, canonical: true } },
  },
  {
    ...showcase('showcase-content', '/business/showcase/content/:pageKey'),
    contentBacked: true,
    sitemap: false,
  },
  // spec 001 §2.3 feature area `category` (decision 0264): SKU types, SKU type detail, product detail.
  { ...showcase('showcase-category', '/business/showcase/category'), page: 'showcase-category' },
  {
    ...showcase('showcase-category-type', '/business/showcase/category/:skuType', {
      skuType: CATEGORY_TYPES,
    }),
    page: 'showcase-category',
  },
  {
    ...showcase('showcase-category-sku', '/business/showcase/category/:skuType/:skuId', {
      skuType: CATEGORY_TYPES,
      skuId: CATEGORY_SKU_ID,
    }),
    page: 'showcase-category',
    // The sitemap cannot name a type's SKUs (it expands listed values as a cross product); the type
    // pages, which it lists, link every SKU (decision 0264). The route table's tests render this one.
    known: { skuId: ['lip-01'] },
    sitemap: false,
  },
  showcase('showcase-ai-makeup-transfer', '/business/showcase/gen-ai/ai-makeup-transfer'),
  showcase('showcase-shadefinder', '/business/showcase/shadefinder/:view', { view: SHADEFINDER_VIEWS }),
  showcase('showcase-skincare', '/business/showcase/skincare/:view', { view: SKINCARE_VIEWS }),
  showcase('showcase-3d-viewer', '/business/showcase/3d-viewer/:type', { type: VIEWER_TYPES }),
] satisfies readonly RouteDef[];

export const SHOWCASE_REDIRECTS: readonly RedirectDef[] = [
  { from: '/business/showcase', to: '/business/showcase/lip-color', status: 302 },
  // spec 001 §2.3: the face-analyzer attribute views moved into a query (301).
  {
    from: '/business/showcase/face-analyzer/attributes',
    to: '/business/showcase/face-analyzer',
    status: 301,
    query: { type: 'attributes' },
  },
  {
    from: '/business/showcase/face-analyzer/facial-ratio',
    to: '/business/showcase/face-analyzer',
    status: 301,
    query: { type: 'facial-ratio' },
  },
  { from: '/business/showcase/shadefinder', to: '/business/showcase/shadefinder/home', status: 302 },
  { from: '/business/showcase/skincare', to: '/business/showcase/skincare/home', status: 302 },
  { from: '/business/showcase/3d-viewer', to: '/business/showcase/3d-viewer/home', status: 302 },
  // spec-rulings 6: the old emulation paths moved to skincare/emulation (301).
  {
    from: '/business/showcase/skincare/emulation/home',
    to: '/business/showcase/skincare/emulation',
    status: 301,
  },
  { from: '/business/showcase/emulation/home', to: '/business/showcase/skincare/emulation', status: 301 },
  { from: '/business/showcase/emulation', to: '/business/showcase/skincare/emulation', status: 301 },
];
