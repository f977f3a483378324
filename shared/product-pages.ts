import { freeTrialQuery, type ProductGroup } from './account/trial';
import { href } from './routes';

/**
 * What a product page (spec 001 §2.2 /business/products/{productType}) leads to: the free-trial
 * landing of its product group (spec 000 §5) and the demo-store showcase of the same product (spec 001
 * §2.3 TRY-ON). Decision 0200. Products outside this table (new CMS products) land on the plain
 * free-trial form and the default showcase.
 */
type ProductPage = {
  group?: ProductGroup;
  /** The showcase route and its parameters (shared/route-table/showcase.ts). */
  showcase?: readonly [id: string, params?: Record<string, string>];
};

const page = (feature: string) => ['showcase-page', { feature }] as const;
const product = (productType: string) => ['showcase-product', { productType }] as const;

export const PRODUCT_PAGES: Readonly<Record<string, ProductPage>> = {
  'frizzy-hair-analyzer': { showcase: page('hair-frizziness') },
  'ai-product-recommendation': { group: 'advisor', showcase: ['showcase-skincare', { view: 'home' }] },
  'ai-shade-finder': { group: 'shade-finder', showcase: ['showcase-shadefinder', { view: 'home' }] },
  'ai-skin-diagnostic': { group: 'skincare', showcase: ['showcase-skincare', { view: 'home' }] },
  'live-ar-training': { group: 'live' },
  'live-hair-color': { group: 'live', showcase: product('hair-color') },
  'live-streaming': { group: 'live' },
  'ar-virtual-accessories': { group: 'accessories', showcase: product('hat') },
  'virtual-makeup': { group: 'virtual-makeup', showcase: product('lip-color') },
  'eye-wear': { group: 'eyewear', showcase: product('eye-wear') },
  'youcam-tutorial': { group: 'tutorial', showcase: page('youcam-tutorial') },
  'ai-beard-dye': { group: 'beard-dye', showcase: page('beard-dye') },
  'ai-face-analyzer': { group: 'face-analyzer', showcase: page('face-analyzer') },
  'ai-nail-color': { showcase: page('nail-color') },
  'ar-watch': { group: 'watch', showcase: page('watches') },
  'ar-virtual-ring': { group: 'ring', showcase: page('rings') },
  'ar-bracelet': { group: 'bracelet', showcase: page('bracelets') },
  'ar-virtual-earrings': { group: 'earring', showcase: page('earrings') },
  'virtual-accessories': { group: 'accessories', showcase: product('headband') },
  'face-reshaping': { group: 'face-reshape', showcase: page('face-reshaping') },
  'ai-personality': { showcase: page('personality') },
  'virtual-background': { group: 'background-changer' },
  'virtual-hairstyles': { showcase: page('virtual-hairstyles') },
  'ai-skin-emulation': { group: 'skin-emulation', showcase: ['showcase-skincare', { view: 'emulation' }] },
  'ai-virtual-necklace': { group: 'necklace', showcase: page('necklace') },
  '3d-viewer-virtual-try-on': { showcase: ['showcase-3d-viewer', { type: 'home' }] },
  'hair-type-analysis': { showcase: page('hair-type') },
  'ai-skin-analysis-validator': {
    group: 'skincare',
    showcase: ['showcase-skincare', { view: 'hd-diagnostics' }],
  },
  'ai-makeup-transfer': { group: 'virtual-makeup', showcase: ['showcase-ai-makeup-transfer'] },
  'hair-length-analysis': { showcase: page('hair-length') },
  'beauty-agent-ai-beauty-advisor': {
    group: 'advisor',
    showcase: ['showcase-shadefinder', { view: 'finder' }],
  },
  '3d-vto-format': { showcase: ['showcase-3d-viewer', { type: 'home' }] },
  'ai-facial-recognition': { group: 'facial-recognition', showcase: page('face-analyzer') },
};

const own = (productType: string): ProductPage | undefined =>
  Object.hasOwn(PRODUCT_PAGES, productType) ? PRODUCT_PAGES[productType] : undefined;

/** spec 000 §5: the free-trial address (unprefixed) a product page's trial links go to. */
export function productTrialHref(productType: string): string {
  const group = own(productType)?.group;
  const qs = group ? new URLSearchParams(freeTrialQuery(group)).toString() : '';
  return `${href('en', 'free-trial')}${qs ? `?${qs}` : ''}`;
}

/** The demo store's default page (spec 001 §2.3: /business/showcase redirects to lip colour). */
export const DEFAULT_SHOWCASE = href('en', 'showcase-product', { productType: 'lip-color' });

/** The showcase route and parameters of a product page's product (undefined: it has none). */
export const productShowcase = (productType: string): ProductPage['showcase'] => own(productType)?.showcase;

/** spec 001 §2.3 TRY-ON: the showcase (unprefixed) of a product page's product. */
export function productShowcaseHref(productType: string | undefined): string {
  const showcase = productType ? productShowcase(productType) : undefined;
  return showcase ? href('en', showcase[0], showcase[1]) : DEFAULT_SHOWCASE;
}
