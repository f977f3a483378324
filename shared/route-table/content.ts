import { CONSUMER_FEATURE_LIST } from '../consumer-features';
import { ANY_VALUE, type QueryParam, type RedirectDef, type RouteDef } from './types';

/** `?type=a|b`: the page's form variant (shared/smb/content-reshape.ts sectionsForFormVariant). */
const FORM_VARIANT: QueryParam = { values: ['a', 'b'], canonical: true };

/** Spec 001 §2.2 (business pages) and §2.7 (consumer pages): the CMS-driven public pages. */

export const FAQ_TYPES = [
  'account-payments',
  'integration-of-youcam',
  'subscription',
  'trouble-shooting',
] as const;
export const PLAN_PLATFORMS = ['shopify', 'standard'] as const;
export const ONLINE_SERVICES = ['makeup', 'eye-wear', 'skincare-pro', 'aesthetic-simulation'] as const;
/** The view of an online-service page (spec 000 §2: "the plan view is chosen when the path contains plan"). */
export const ONLINE_SERVICE_VIEWS = ['features', 'plan'] as const;
export const TECHNOLOGIES = [
  'face-ai',
  'live-3d-face-ar',
  'makeup-ar',
  'skincare-ar',
  'agile-face',
  'agile-hand-tracking',
  'face-detection-tracking',
] as const;
export const PRODUCTS = [
  'frizzy-hair-analyzer',
  'ai-product-recommendation',
  'ai-shade-finder',
  'ai-skin-diagnostic',
  'ba-1-on-1',
  'in-store-barcode',
  'live-ar-training',
  'live-hair-color',
  'live-streaming',
  'ar-virtual-accessories',
  'virtual-makeup',
  'eye-wear',
  'youcam-tutorial',
  'ai-beard-dye',
  'ai-face-analyzer',
  'ai-nail-color',
  'ar-watch',
  'ar-virtual-ring',
  'ar-bracelet',
  'ar-virtual-earrings',
  'virtual-accessories',
  'face-reshaping',
  'ai-personality',
  'virtual-background',
  'virtual-hairstyles',
  'ai-skin-emulation',
  'ai-virtual-necklace',
  '3d-viewer-virtual-try-on',
  'hair-type-analysis',
  'ai-skin-analysis-validator',
  'ai-makeup-transfer',
  'hair-length-analysis',
  'beauty-agent-ai-beauty-advisor',
  '3d-vto-format',
  'ai-facial-recognition',
  'fitzpatrick-skin-types',
] as const;
export const SERVICES = [
  'app-listing',
  'in-store-consultation',
  'sdk',
  'wechat-mini-program',
  'youcam-4-web',
  'youcam-4-google',
  'taobao-mini-program',
  'douyin-mini-program',
  'virtual-makeup-snapchat',
  'virtual-makeup-instagram',
] as const;
export const CAMPAIGNS = [
  'smb',
  'ai-skin-diagnostic',
  'skin-diagnostic',
  'vto',
  'vto-v1',
  'virtual-makeup',
  'skincare-pro-aesthetic-simulation',
  'skincare-pro-skin-analysis',
] as const;
/** spec 001 §2.7 / §5: the eight consumer app codes. */
export const APP_CODES = ['ycf', 'ycn', 'ycp', 'ycv', 'ycc', 'ymk', 'yca', 'ycat'] as const;
export const DOWNLOAD_APPS = ['ycf', 'ycn', 'ycp', 'ycv', 'ycc', 'ymk'] as const;
/** The consumer feature pages the spec names (001 §2.7); about 40 exist in the content. */
export const CONSUMER_FEATURES = [
  'ai-video-editor',
  'ai-photo-fixer',
  'remove-object-from-photo',
  'ai-face-swap',
  'ai-photo-enhancer',
  'hair-color-changer',
  'teeth-whitening',
  'ai-headshot-generator',
  'photo-collage-maker',
  'makeup-editor',
  'face-editor',
  'text-to-image-ai',
  'blur-images',
] as const;
/** The terms-of-service documents (spec 001 §2.2): the base and its ten suffixes. */
export const TERMS_DOCS = [
  'terms-of-service',
  ...['yat', 'yco', 'ycc', 'ycn', 'ycv', 'yce', 'yca', 'ycp', 'ymk', 'api'].map(
    (s) => `terms-of-service-${s}`,
  ),
] as const;

export const CONTENT_ROUTES = [
  // §2.2 business
  { id: 'business-home', path: '/business', audience: 'business', page: 'business-home' },
  { id: 'business-privacy', path: '/business/privacy', audience: 'business', page: 'cms-page' },
  { id: 'business-terms', path: '/business/terms', audience: 'business', page: 'cms-page' },
  {
    id: 'business-faq',
    path: '/business/faq/:defaultType?',
    audience: 'business',
    page: 'faq',
    params: { defaultType: FAQ_TYPES },
    bare: 'every FAQ type, the first one open',
  },
  { id: 'business-awards', path: '/business/info/awards', audience: 'business', page: 'cms-page' },
  { id: 'business-aboutus', path: '/business/info/aboutus', audience: 'business', page: 'cms-page' },
  { id: 'business-esg', path: '/business/info/esg', audience: 'business', page: 'cms-page' },
  { id: 'shopify-privacy', path: '/business/shopify/privacy', audience: 'business', page: 'cms-page' },
  { id: 'shopify-terms', path: '/business/shopify/terms', audience: 'business', page: 'cms-page' },
  { id: 'business-impressum', path: '/business/impressum', audience: 'business', page: 'cms-page' },
  {
    id: 'sdk-privacy',
    path: '/business/SDK/privacy',
    audience: 'business',
    page: 'cms-page',
    frame: 'title-only',
  },
  {
    id: 'business-accessibility',
    path: '/business/accessibility-statement',
    audience: 'business',
    page: 'cms-page',
  },
  { id: 'business-compliance', path: '/business/compliance', audience: 'business', page: 'cms-page' },
  { id: 'ai-apis', path: '/business/ai-apis', audience: 'business', page: 'cms-page' },
  {
    id: 'business-gcse',
    path: '/business/gcse',
    audience: 'business',
    page: 'site-search',
    sitemap: false,
    query: { q: { values: ANY_VALUE, canonical: true, cache: false } },
  },
  {
    id: 'partners',
    path: '/business/partners',
    audience: 'business',
    page: 'contact-partners',
    ns: 'contact',
  },
  {
    id: 'integration-partner',
    path: '/business/integration-partner',
    audience: 'business',
    page: 'cms-page',
  },
  {
    id: 'investors',
    path: '/business/investors',
    audience: 'business',
    page: 'contact-investors',
    ns: 'contact',
    fullLoad: true,
  },
  {
    id: 'plan',
    path: '/business/plan/:platform?',
    audience: 'business',
    page: 'plan',
    params: { platform: PLAN_PLATFORMS },
    fullLoad: true,
    bare: 'the standard platform plans',
  },
  { id: 'technologies', path: '/business/technologies', audience: 'business', page: 'catalog' },
  {
    id: 'technology',
    path: '/business/technologies/:feature',
    audience: 'business',
    page: 'cms-page',
    contentBacked: true,
    known: { feature: TECHNOLOGIES },
  },
  {
    id: 'solutions-enterprise',
    path: '/business/solutions/enterprise',
    audience: 'business',
    page: 'catalog',
  },
  {
    id: 'online-service-campaign',
    path: '/business/solutions/online-service/campaign',
    audience: 'business',
    page: 'cms-page',
  },
  {
    id: 'online-service',
    path: '/business/solutions/online-service/:solution/:type?',
    audience: 'business',
    page: 'online-service',
    params: { solution: ONLINE_SERVICES, type: ONLINE_SERVICE_VIEWS },
    bare: 'the Features view',
  },
  {
    id: 'product',
    path: '/business/products/:productType',
    audience: 'business',
    page: 'cms-page',
    contentBacked: true,
    known: { productType: PRODUCTS },
    // `?type=` picks the page's form variant (content), `cmsId` only previews.
    query: { type: FORM_VARIANT },
  },
  {
    id: 'service',
    path: '/business/services/:service',
    audience: 'business',
    page: 'cms-page',
    params: { service: SERVICES },
  },
  {
    id: 'campaign',
    path: '/business/campaign/:feature',
    audience: 'business',
    page: 'cms-page',
    contentBacked: true,
    known: { feature: CAMPAIGNS },
    query: { type: FORM_VARIANT },
  },
  // spec 001 §2.1: the target of the Japanese-only business menu item (a CMS page, English elsewhere).
  {
    id: 'world-expo-technology',
    path: '/business/world-expo-technology',
    audience: 'business',
    page: 'cms-page',
  },
  { id: 'business-menus', path: '/business/menus', audience: 'business', page: 'menus', sitemap: false },
  {
    id: 'terms-of-service',
    path: '/perfectbeauty/youcam/:doc',
    audience: 'all',
    page: 'cms-page',
    frame: 'none',
    params: { doc: TERMS_DOCS },
  },

  // §2.7 consumer
  { id: 'consumer-home', path: '/consumer', audience: 'consumer', page: 'consumer-home' },
  { id: 'consumer-apps', path: '/consumer/apps', audience: 'consumer', page: 'consumer-apps' },
  {
    id: 'consumer-app',
    path: '/consumer/apps/:appType',
    audience: 'consumer',
    page: 'consumer-app',
    contentBacked: true,
    known: { appType: APP_CODES },
  },
  { id: 'consumer-about', path: '/consumer/about-us', audience: 'consumer', page: 'cms-page' },
  { id: 'consumer-impressum', path: '/consumer/impressum', audience: 'consumer', page: 'cms-page' },
  {
    id: 'consumer-accessibility',
    path: '/consumer/accessibility-statement',
    audience: 'consumer',
    page: 'cms-page',
  },
  {
    id: 'app-download',
    path: '/consumer/appdownload/:defaultApp?',
    audience: 'consumer',
    page: 'consumer-download',
    params: { defaultApp: DOWNLOAD_APPS },
    bare: 'every app, none preselected',
  },
  { id: 'highlight-ymk', path: '/consumer/highlight/ymk', audience: 'consumer', page: 'cms-page' },
  {
    id: 'consumer-gcse',
    path: '/consumer/gcse',
    audience: 'consumer',
    page: 'site-search',
    sitemap: false,
    query: { q: { values: ANY_VALUE, canonical: true, cache: false } },
  },
  { id: 'consumer-menus', path: '/consumer/menus', audience: 'consumer', page: 'menus', sitemap: false },
  // spec 001 §2.1: the target of the Japanese-only consumer menu item (a CMS page, English elsewhere).
  { id: 'tv-exposure', path: '/consumer/tv-exposure', audience: 'consumer', page: 'cms-page' },
  {
    id: 'consumer-feature',
    path: '/consumer/features/:feature',
    audience: 'consumer',
    page: 'consumer-feature',
    contentBacked: true,
    // Every seeded feature page (the spec's 13 among them) is listed, e.g. in the sitemap.
    known: { feature: CONSUMER_FEATURE_LIST.map((f) => f.slug) },
  },
] as const satisfies readonly RouteDef[];

export const CONTENT_REDIRECTS: readonly RedirectDef[] = [
  // spec 001 §2.2: a bare online-service path shows the makeup page (a default: 302).
  {
    from: '/business/solutions/online-service',
    to: '/business/solutions/online-service/makeup',
    status: 302,
  },
  // spec 001 §2.2: the 3D VTO format moved to its product page (301).
  { from: '/business/campaign/3d-vto-format', to: '/business/products/3d-vto-format', status: 301 },
];
