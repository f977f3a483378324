/**
 * spec 000 §3: "Product codes P01 to P27 group the offerings" (e.g. P12_COLOR_REPORT). The spec names
 * only P12; this table defines the rest (decision 0071). A support request's productType is the full
 * code (`P03_SKIN_ANALYSIS`), which the origin's ProductTypeSchema accepts. Names are product names
 * and stay in English in every language (like the product pages' names).
 */
export const PRODUCTS = [
  { code: 'P01_VIRTUAL_MAKEUP', group: 'makeup', name: 'Virtual Makeup' },
  { code: 'P02_SHADE_FINDER', group: 'makeup', name: 'AI Shade Finder' },
  { code: 'P03_SKIN_ANALYSIS', group: 'skin', name: 'AI Skin Analysis' },
  { code: 'P04_AESTHETIC_SIMULATION', group: 'skin', name: 'Aesthetic Simulation' },
  { code: 'P05_FACE_ANALYZER', group: 'skin', name: 'AI Face Analyzer' },
  { code: 'P06_HAIR_COLOR', group: 'hair', name: 'Live Hair Color' },
  { code: 'P07_HAIRSTYLE', group: 'hair', name: 'Virtual Hairstyles' },
  { code: 'P08_EYEWEAR', group: 'accessories', name: 'Virtual Eyewear' },
  { code: 'P09_JEWELRY', group: 'accessories', name: 'Rings, Bracelets and Earrings' },
  { code: 'P10_WATCH', group: 'accessories', name: 'AR Watch' },
  { code: 'P11_NAIL', group: 'makeup', name: 'AI Nail Color' },
  { code: 'P12_COLOR_REPORT', group: 'insights', name: 'Colour Trend Report' },
  { code: 'P13_TREND_REPORT', group: 'insights', name: 'Beauty Trend Report' },
  { code: 'P14_BEAUTY_ADVISOR', group: 'retail', name: 'AI Beauty Advisor' },
  { code: 'P15_PRODUCT_RECOMMENDATION', group: 'retail', name: 'AI Product Recommendation' },
  { code: 'P16_LIVE_STREAMING', group: 'retail', name: 'Live Streaming Try-On' },
  { code: 'P17_BA_ONE_ON_ONE', group: 'retail', name: 'Beauty Advisor 1-on-1' },
  { code: 'P18_IN_STORE', group: 'retail', name: 'In-Store Kiosk and Mirror' },
  { code: 'P19_SDK', group: 'platform', name: 'Mobile and Web SDK' },
  { code: 'P20_API', group: 'platform', name: 'AI APIs' },
  { code: 'P21_ONLINE_SERVICE', group: 'platform', name: 'Online Service (self-serve plans)' },
  { code: 'P22_SHOPIFY', group: 'platform', name: 'Shopify App' },
  { code: 'P23_3D_VTO', group: 'platform', name: '3D Virtual Try-On Format' },
  { code: 'P24_GENERATIVE_AI', group: 'platform', name: 'Generative AI Studio' },
  { code: 'P25_CONSUMER_APPS', group: 'consumer', name: 'Consumer Apps' },
  { code: 'P26_EVENTS', group: 'events', name: 'Events and Webinars' },
  { code: 'P27_OTHER', group: 'other', name: 'Something else' },
] as const;

export type ProductCode = (typeof PRODUCTS)[number]['code'];

/** The colour trend report's product (spec 000 §3 names it); the download page sends it. */
export const COLOR_REPORT_PRODUCT: ProductCode = 'P12_COLOR_REPORT';
export const PRODUCT_CODES: readonly ProductCode[] = PRODUCTS.map((p) => p.code);

export function isProductCode(value: string): value is ProductCode {
  return (PRODUCT_CODES as readonly string[]).includes(value);
}

/** `P12` → `P12_COLOR_REPORT` (the group number alone, as a campaign link might carry it). */
export function productByNumber(n: number): ProductCode | undefined {
  const prefix = `P${String(n).padStart(2, '0')}_`;
  return PRODUCT_CODES.find((c) => c.startsWith(prefix));
}
