import { code3ForLang, isLangKey, LANGUAGES, type LangKey } from './languages';
import { FACE_ANALYZER_TYPES, SHOWCASE_MODES } from './route-table/showcase';
import type { Params } from './routes';
import { type FeatureKey, tryOnTypeFor } from './tryon-vocabulary';

/**
 * The demo store's rules (spec 001 §2.3, §3.7, §4, §5, §7, §9): feature areas, launcher keys, query
 * parameters, campaign mode, the showcase defaults and the try-on module's address. Pure data and
 * functions, shared by the worker (loaders) and the browser (layout, module loader).
 */

// ─── Feature areas (spec 001 §2.3) ───────────────────────────────────────────────────────────────

export const FEATURE_AREAS = [
  '3dviewer',
  'bags',
  'bearddye',
  'beardstyle',
  'bracelets',
  'category',
  'earrings',
  'faceanalyzer',
  'facereshape',
  'footwear',
  'genai/aimakeuptransfer',
  'hairdensity',
  'hairfrizziness',
  'hairlength',
  'hairstyle',
  'hairtype',
  'nailcolor',
  'necklace',
  'personality',
  'rings',
  'scarves',
  'shadefinder',
  'skincare',
  'stacking',
  'watches',
  'look',
  'tutorial',
  'content',
] as const;
export type FeatureArea = (typeof FEATURE_AREAS)[number];

/** Which feature area a showcase route shows, and which view inside it. */
export type AreaView = { area: FeatureArea; view: string };

const PAGE_AREAS: Record<string, FeatureArea> = {
  'beard-dye': 'bearddye',
  'nail-color': 'nailcolor',
  'beard-style': 'beardstyle',
  watches: 'watches',
  bracelets: 'bracelets',
  rings: 'rings',
  personality: 'personality',
  'virtual-hairstyles': 'hairstyle',
  necklace: 'necklace',
  earrings: 'earrings',
  'hair-type': 'hairtype',
  'hair-length': 'hairlength',
  'hair-frizziness': 'hairfrizziness',
  'hair-density': 'hairdensity',
  footwear: 'footwear',
  bags: 'bags',
  scarves: 'scarves',
  'face-analyzer': 'faceanalyzer',
  'face-reshaping': 'facereshape',
  // spec 001 §2.3: allure-november-look is the same page as the tutorial.
  'youcam-tutorial': 'tutorial',
  'allure-november-look': 'tutorial',
  set: 'stacking',
  look: 'look',
  // spec 001 §2.2 online-service showcases: the makeup, eye-wear and skin product families.
  'online-service': 'category',
  'skincare-pro': 'skincare',
};

export function areaFor(routeId: string, params: Params): AreaView {
  switch (routeId) {
    case 'showcase-product':
      return { area: 'category', view: params.productType ?? 'lip-color' };
    case 'showcase-shadefinder':
      return { area: 'shadefinder', view: params.view ?? 'home' };
    case 'showcase-skincare':
      // spec-rulings 6: skincare/emulation shows the emulation home area first.
      return {
        area: 'skincare',
        view: params.view === 'emulation' ? 'emulationhome' : (params.view ?? 'home'),
      };
    case 'showcase-3d-viewer':
      return { area: '3dviewer', view: params.type ?? 'home' };
    case 'showcase-ai-makeup-transfer':
      return { area: 'genai/aimakeuptransfer', view: 'home' };
    case 'showcase-content':
      return { area: 'content', view: params.pageKey ?? '' };
    default: {
      const feature = params.feature ?? '';
      return { area: PAGE_AREAS[feature] ?? 'category', view: feature };
    }
  }
}

// ─── Launcher keys (spec 001 §2.3) ──────────────────────────────────────────────────────────────

export const LAUNCHER_KEYS = [
  'FACE ANALYZER',
  'LIP COLOR',
  'EYEBROW',
  'EYE COLOR',
  'SHADE FINDER',
  '3D EARRING',
  '2D EARRING',
  '3D RING',
  '2D RING',
  'HAIR STYLE',
  'HAIR TYPE',
  'FACE RESHAPING',
] as const;
export type LauncherKey = (typeof LAUNCHER_KEYS)[number];

export type Launcher = {
  /** The try-on module's feature key (shared/tryon-vocabulary.ts). */
  featureKey: FeatureKey;
  /** The showcase page (path after /business/showcase/). */
  page: string;
  /** VTO type (spec 001 §3.7) where the feature has both. */
  mode: '2d' | '3d' | null;
  /** Loads the try-on module as soon as the page opens. */
  autoLoad: boolean;
};

/** spec 001 §2.3: each launcher key → feature key, page, 2D/3D mode and whether it loads by itself. */
export const LAUNCHERS: Record<LauncherKey, Launcher> = {
  'FACE ANALYZER': { featureKey: 'faceattribute', page: 'face-analyzer', mode: null, autoLoad: true },
  'LIP COLOR': { featureKey: 'makeup', page: 'lip-color', mode: null, autoLoad: true },
  EYEBROW: { featureKey: 'makeup', page: 'eyebrow', mode: null, autoLoad: true },
  'EYE COLOR': { featureKey: 'makeup', page: 'eye-color', mode: null, autoLoad: true },
  'SHADE FINDER': { featureKey: 'shadefinder', page: 'shadefinder/home', mode: null, autoLoad: false },
  '3D EARRING': { featureKey: 'earrings', page: 'earrings', mode: '3d', autoLoad: true },
  '2D EARRING': { featureKey: 'earrings2d', page: 'earrings', mode: '2d', autoLoad: true },
  '3D RING': { featureKey: 'handar', page: 'rings', mode: '3d', autoLoad: true },
  '2D RING': { featureKey: 'ring2d', page: 'rings', mode: '2d', autoLoad: true },
  'HAIR STYLE': { featureKey: 'hairstyle', page: 'virtual-hairstyles', mode: null, autoLoad: false },
  'HAIR TYPE': { featureKey: 'hairtype', page: 'hair-type', mode: null, autoLoad: false },
  'FACE RESHAPING': { featureKey: 'facereshape', page: 'face-reshaping', mode: null, autoLoad: true },
};

/** The 2D/3D modes the launchers offer on a page (empty: the page has one mode). */
export function launcherModes(page: string): ('2d' | '3d')[] {
  const modes = Object.values(LAUNCHERS)
    .filter((l) => l.page === page && l.mode)
    .map((l) => l.mode as '2d' | '3d');
  return [...new Set(modes)].sort();
}

export const isLauncherKey = (v: unknown): v is LauncherKey =>
  typeof v === 'string' && (LAUNCHER_KEYS as readonly string[]).includes(v);

/**
 * The feature key the module is opened with, by feature area (makeup otherwise): a spec 001 §3.7
 * function type where the spec gives one, else the site's extra key (shared/tryon-vocabulary.ts).
 */
const FUNCTION_TYPE: Partial<Record<FeatureArea, FeatureKey>> = {
  shadefinder: 'shadefinder',
  skincare: 'skincare',
  faceanalyzer: 'faceattribute',
  watches: 'handar',
  bracelets: 'handar',
  rings: 'handar',
  nailcolor: 'handar',
  stacking: 'handar',
  necklace: 'necklacear',
  '3dviewer': 'pbrviewer',
  facereshape: 'facereshape',
  'genai/aimakeuptransfer': 'aimakeuptransfer',
  hairstyle: 'hairstyle',
  beardstyle: 'beardstyle',
  bearddye: 'bearddye',
  // The hair indicators (docs/tryon-hair.md, shared/hair.ts HAIR_AREAS): the area is the feature key.
  hairtype: 'hairtype',
  hairlength: 'hairlength',
  hairfrizziness: 'hairfrizziness',
  hairdensity: 'hairdensity',
};
export const featureKeyFor = (view: AreaView): FeatureKey => FUNCTION_TYPE[view.area] ?? 'makeup';

// ─── Query parameters (spec 001 §2.3, §5) ───────────────────────────────────────────────────────

export type ShowcaseQuery = {
  debug: boolean;
  mode: 'live' | 'sizer' | 'widget' | null;
  index: number | null;
  /** Only the weekly-business source is meaningful. */
  source: 'business-weekly' | null;
  autoclose: boolean;
  type: string | null;
  /** Raw `sdk` value; see moduleAddress for how it is read. */
  sdk: string | null;
  /** spec 001 §5: the campaign value must be 'watch'. */
  campaign: 'watch' | null;
};

const MODES = SHOWCASE_MODES;

/** Reads the showcase query; values outside their lists are ignored, never an error. */
export function parseShowcaseQuery(q: URLSearchParams): ShowcaseQuery {
  const mode = q.get('mode');
  const index = q.get('index');
  const type = q.get('type');
  const sdk = q.get('sdk');
  return {
    debug: q.has('debug') && q.get('debug') !== 'false' && q.get('debug') !== '0',
    mode: (MODES as readonly string[]).includes(mode ?? '') ? (mode as ShowcaseQuery['mode']) : null,
    index: index && /^\d{1,3}$/.test(index) ? Number(index) : null,
    source: q.get('source') === 'business-weekly' ? 'business-weekly' : null,
    autoclose: q.get('autoclose') === 'true',
    type: type && /^[a-z0-9-]{1,40}$/.test(type) ? type : null,
    sdk: sdk && sdk.length <= 500 ? sdk : null,
    campaign: q.get('campaign') === 'watch' ? 'watch' : null,
  };
}

/** spec 001 §2.3: face-analyzer ?type= picks one of two views; anything else shows attributes. */
export { FACE_ANALYZER_TYPES };
export type FaceAnalyzerType = (typeof FACE_ANALYZER_TYPES)[number];
export const faceAnalyzerType = (type: string | null): FaceAnalyzerType =>
  type === 'facial-ratio' ? 'facial-ratio' : 'attributes';

// ─── Campaign mode (spec 001 §2.3, §9) ──────────────────────────────────────────────────────────

/** The local-storage key of the remembered campaign mode (spec 001 §9 "demo-store campaign mode"). */
export const CAMPAIGN_STORAGE_KEY = 'showcase_campaign';

/** The campaign sub-menu: Watches, Stacking and the 3D viewer (paths after /business/showcase/). */
export const CAMPAIGN_MENU = [
  { key: 'watches', page: 'watches' },
  { key: 'set', page: 'set' },
  { key: '3d-viewer', page: '3d-viewer/home' },
] as const;

/** spec 001 §2.3: campaign mode is ignored on the production non-China domain. */
export function campaignAllowed(edge: { environment: string; domain: string }): boolean {
  return !(edge.environment === 'production' && edge.domain !== 'china');
}

/**
 * The campaign mode in effect: the query's value wins (and is remembered), else the remembered one.
 * Returns what to show and what to store (undefined: leave storage alone).
 */
export function resolveCampaign(
  query: ShowcaseQuery['campaign'],
  stored: string | null,
  allowed: boolean,
): { active: 'watch' | null; store?: 'watch' } {
  if (!allowed) return { active: null };
  if (query === 'watch') return { active: 'watch', store: 'watch' };
  return { active: stored === 'watch' ? 'watch' : null };
}

// ─── Showcase defaults (spec 001 §4) ────────────────────────────────────────────────────────────

/** Features whose try-on runs on the hand (spec 001 §3.7 hand AR). */
const HAND_AR = new Set(['watches', 'bracelets', 'rings', 'nail-color', 'set']);
/** Features that use the flip-camera button (rear camera makes sense for hands and feet). */
const FLIP_CAMERA = new Set(['watches', 'bracelets', 'rings', 'nail-color', 'set', 'footwear', 'bags']);
/** spec 001 §4: the sizer is supported only on mobile for watch, bracelet and ring. */
const SIZER = new Set(['watches', 'bracelets', 'rings']);

export type ModuleDefaults = {
  skinSmoothing: number;
  faceSizeRatioThreshold: number;
  zoomRatio: number;
  sharing: { social: false; email: false; sms: false };
  flipCamera: boolean;
  sizer: boolean;
  autoApply: boolean;
  pinchZoom: boolean;
};

/** spec 001 §4: pinch zoom is disabled on iOS Safari below 18. */
export function pinchZoomAllowed(userAgent: string): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent);
  const safari = /Version\/(\d+)[.\d]* .*Safari/.exec(userAgent);
  if (!ios || !safari || /CriOS|FxiOS|EdgiOS/.test(userAgent)) return true;
  return Number(safari[1]) >= 18;
}

/** spec 001 §4: auto apply is on for eye-wear, lip-color and eye-liner products. */
export const AUTO_APPLY = new Set(['eye-wear', 'lip-color', 'eye-liner']);

/**
 * spec 001 §4 showcase defaults: skin smoothing 1 for hand AR, 0 for skincare and emulation, else 50;
 * skincare face size ratio 0.55; zoom 1; sharing disabled; flip camera only for some features; the
 * sizer only on mobile for watch, bracelet and ring.
 */
export function moduleDefaults(
  view: AreaView,
  feature: string,
  mobile: boolean,
  userAgent = '',
): ModuleDefaults {
  // spec 001 §4 names the try-on types (spec 001 §3.7) that smooth no skin: skincare and emulation.
  const tryOnType = tryOnTypeFor(view);
  const unsmoothed = tryOnType === 'skincare' || tryOnType === 'emulation';
  return {
    skinSmoothing: HAND_AR.has(feature) ? 1 : unsmoothed ? 0 : 50,
    faceSizeRatioThreshold: 0.55,
    zoomRatio: 1,
    sharing: { social: false, email: false, sms: false },
    flipCamera: FLIP_CAMERA.has(feature),
    sizer: mobile && SIZER.has(feature),
    autoApply: AUTO_APPLY.has(feature),
    pinchZoom: pinchZoomAllowed(userAgent),
  };
}

/** spec 001 §3.7: hand mode by SKU type — watch gives wrist, otherwise ring. */
export const handModeFor = (skuType: string): 'wrist' | 'ring' => (skuType === 'watch' ? 'wrist' : 'ring');

// ─── The try-on module (spec 001 §4, §5, §7) ────────────────────────────────────────────────────

/** The global the vendor's module defines once its script has run. */
export const MODULE_GLOBAL = 'TryOnModule';
/** The global naming the content page's demo-store feature while the page is open (spec 001 §2.3). */
export const FEATURE_GLOBAL = 'demoStoreFeature';
/** spec 001 §9 timings. */
export const MODULE_POLL_MS = 500;
export const MODULE_UNLOAD_WAIT_MS = 800;

/** spec 001 §7: module language mapping (the content code of shared/languages.ts), default enu. */
export const moduleLanguage = (lang: string): string => (isLangKey(lang) ? code3ForLang(lang) : 'enu');

/** The site language of a module language (the embedded module's words, docs/tryon.md); en otherwise. */
export function siteLanguageOfModule(code: string): LangKey | 'en' {
  return LANGUAGES.find((l) => l.code3 === code)?.key ?? 'en';
}

/**
 * spec 001 §7: a default module version with special ones per feature. The vendor's version names
 * and API keys are not reproduced; these are this site's own (decision 0152).
 */
export const MODULE_VERSIONS = {
  default: 'v3.4',
  '3dviewer': 'v3.4-pbr',
  emulation: 'v3.2-emulation',
  widget: 'v3.3-widget',
  tutorial: 'v3.1-tutorial',
  beardstyle: 'v3.3-beard',
  personality: 'v3.0-personality',
  hair: 'v3.3-hair',
  shadefinder: 'v3.2-shade',
  nailcolor: 'v3.3-nail',
} as const;

export function moduleVersionFor(view: AreaView, mode: ShowcaseQuery['mode']): string {
  if (view.area === 'skincare' && mode === 'widget') return MODULE_VERSIONS.widget;
  if (view.view === 'emulationhome') return MODULE_VERSIONS.emulation;
  switch (view.area) {
    case '3dviewer':
      return MODULE_VERSIONS['3dviewer'];
    case 'tutorial':
      return MODULE_VERSIONS.tutorial;
    case 'beardstyle':
      return MODULE_VERSIONS.beardstyle;
    case 'personality':
      return MODULE_VERSIONS.personality;
    case 'hairtype':
    case 'hairlength':
    case 'hairfrizziness':
    case 'hairdensity':
      return MODULE_VERSIONS.hair;
    case 'shadefinder':
      return MODULE_VERSIONS.shadefinder;
    case 'nailcolor':
      return MODULE_VERSIONS.nailcolor;
    default:
      return MODULE_VERSIONS.default;
  }
}

/** A public, per-feature demo key (the vendor's keys are not reproduced). */
export const moduleApiKey = (view: AreaView): string => `demo-${view.area.replace(/[^a-z0-9]/g, '')}`;

const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/;

/**
 * spec 001 §5, §7: `<host>/<version>/sdk.js?apiKey=…`. The `sdk` override is a full address only when it
 * starts with http — and then (decision 0152) only on the module host's own origin, so a crafted link
 * cannot run a foreign script on this site (a foreign one is ignored); any other value is a version
 * name. Null: no module host for this site.
 */
export function moduleAddress(
  host: string,
  version: string,
  apiKey: string,
  sdk: string | null,
): string | null {
  if (!host) return null;
  const base = host.replace(/\/+$/, '');
  if (sdk?.startsWith('http')) {
    if (base.startsWith('http') && URL.canParse(sdk) && new URL(sdk).origin === new URL(base).origin) {
      return new URL(sdk).href;
    }
    // A foreign address is ignored: the configured module loads instead.
    sdk = null;
  }
  const v = sdk && VERSION_NAME.test(sdk) ? sdk : version;
  return `${base}/${encodeURIComponent(v)}/sdk.js?apiKey=${encodeURIComponent(apiKey)}`;
}

/**
 * spec 001 §4: after the module's closed event, the window closes when it was opened from the weekly
 * business source (on any device: the newsletter opened it for this one visit), or with autoclose=true
 * on mobile or iPad.
 */
export function shouldCloseWindow(
  query: Pick<ShowcaseQuery, 'source' | 'autoclose'>,
  userAgent: string,
  maxTouchPoints: number,
): boolean {
  if (query.source === 'business-weekly') return true;
  if (!query.autoclose) return false;
  const mobile = /Android.+Mobile|iPhone|iPod|Windows Phone|Mobile Safari/i.test(userAgent);
  // iPadOS reports itself as a Mac; touch points give it away.
  const ipad = /iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return mobile || ipad;
}

/** Pages that load the module on their own (spec 001 §4 "listed showcase pages"). */
export function autoLoads(view: AreaView): boolean {
  if (view.area === 'category') return true;
  return Object.values(LAUNCHERS).some((l) => l.autoLoad && l.page === view.view);
}

/**
 * spec 001 §7: a demo-store page's pageKey is its path after /business/showcase (language prefix off,
 * no trailing slash); its first segment is the page's group in the store's menu.
 */
export function showcasePageKey(pathname: string): string {
  return pathname.split('/business/showcase/')[1]?.replace(/\/+$/, '') ?? '';
}
