import { HAIR_AREAS } from '../../shared/hair';
import { productsOf, type SkuLike } from '../../shared/makeup';
import type { Sku } from '../../shared/showcase-catalog';
import { HAND_TRYON_TYPES } from '../../shared/tryon-vocabulary';
import { onHand, type Wearable, type WearSkuLike, wearablesOf } from '../../shared/wear';
import type { Dye } from './hair/draw';
import type { Product } from './types';

/**
 * What an open try-on shows, from the page's options (docs/tryon-module-contract.md): makeup products, things
 * worn, a dye, the hair read, a style overlay, reshaping or transfer — and which engine tracks it. Pure
 * (look.test.ts): the session (session.ts) applies it.
 */

export type OpenOptions = {
  featureKey?: string;
  sku?: (Omit<SkuLike & WearSkuLike, 'color'> & { name?: string; color?: string }) | null;
  skuType?: string | null;
  mode?: '2d' | '3d' | null;
  /** Rings: the finger they are tried on (spec 001 §3.7 ring fingers; the ring finger by default). */
  finger?: string | null;
  language?: string;
  /** The showcase view (skincare `emulationhome` draws the skin emulation). */
  view?: string;
  /** Skin emulation strengths, 0..1 (skincare emulation). */
  emulation?: Emulation;
  /** A face analyzer figure whose landmarks the stage draws (`faceShape`, `eyeSpacing`, …). */
  highlight?: string | null;
  /** Skin concerns whose marks the stage draws (`spots`, `wrinkles`, `pores`, `redness`, `darkCircles`). */
  skinOverlays?: readonly string[] | null;
  /** The shade finder's foundation shades (the page's catalogue). */
  shades?: readonly Sku[];
  /** spec 001 §4 showcase defaults; `faceSizeRatioThreshold` drives the "move closer" guidance. */
  defaults?: { faceSizeRatioThreshold?: number; sizer?: boolean };
  /** spec 001 §2.3 `mode` query: `sizer` offers the sizer on any device. */
  captureMode?: string | null;
  /**
   * `sample`: a new panel starts on the module's sample photo at once, as if its sample button were
   * pressed (a product page's "Try it live", issue 39 §2); the camera and an upload stay in the panel.
   */
  start?: 'sample' | null;
};

export type Emulation = { smooth: number; even: number; bright: number };

/** What the stage tracks: a face, or hands. */
export type Tracker = 'face' | 'hands';

/** A hairstyle or beard style overlay (docs/tryon-hair.md). */
export type StyleOverlay = { kind: 'hairstyle' | 'beardstyle'; style: string; color: string };

export type Look = {
  /** Makeup drawn (transfer: the products read from its reference replace these). */
  makeup: boolean;
  products: readonly Product[];
  /** Things worn (docs/tryon-wear.md). */
  wear: readonly Wearable[];
  dye: Dye | null;
  /** Hair type, length, frizziness, density: read from the hair region. */
  hairRead: boolean;
  styleOverlay: StyleOverlay | null;
  reshape: boolean;
  transfer: boolean;
  tracker: Tracker;
};

/** Features that run on the hand even before a SKU is picked (spec 001 §3.7 function type handar). */
const HAND_FEATURES = new Set<string>(['handar', ...HAND_TRYON_TYPES]);
/** The catalogue's SKU types that dye hair (docs/tryon-hair.md): hair colour, beard dye. */
const DYES: Readonly<Record<string, Dye['target']>> = { haircolor: 'hair', beard: 'beard' };
/** The hair indicator features (spec 001 §2.3 hair type, length, frizziness, density). */
const HAIR_FEATURES = new Set(Object.keys(HAIR_AREAS));

export function lookOf(options: OpenOptions): Look {
  const { sku, skuType, featureKey = 'makeup' } = options;
  const color = sku?.color;
  const products = color && skuType ? productsOf(skuType, { ...sku, color }) : null;
  const wear =
    color && skuType
      ? wearablesOf(skuType, { ...sku, color }, { finger: options.finger, mode: options.mode })
      : null;
  const dyeTarget = color && skuType ? DYES[skuType] : undefined;
  // A second colour on a dye is its ends' (root to tip, docs/tryon-hair.md).
  const dye =
    dyeTarget && color ? { target: dyeTarget, color, ...(sku?.accent ? { tip: sku.accent } : {}) } : null;
  const styleOverlay: StyleOverlay | null =
    color && (skuType === 'hairstyle' || skuType === 'beardstyle')
      ? { kind: skuType, style: sku?.style ?? '', color }
      : null;
  const hairRead = HAIR_FEATURES.has(featureKey);
  const reshape = featureKey === 'facereshape';
  const transfer = featureKey === 'aimakeuptransfer';
  const other = dye !== null || hairRead || reshape || styleOverlay !== null;
  return {
    makeup: transfer || (!other && (products !== null || (wear === null && featureKey === 'makeup'))),
    products: transfer ? [] : (products ?? []),
    wear: wear ?? [],
    dye,
    hairRead,
    styleOverlay,
    reshape,
    transfer,
    tracker: onHand(wear ?? []) || HAND_FEATURES.has(featureKey) ? 'hands' : 'face',
  };
}
