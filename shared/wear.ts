/**
 * The vocabulary of things worn (spec 001 §1, §2.3, §3.7; docs/tryon-wear.md): what the embedded try-on
 * draws on hands (nails, rings, watches, bracelets) and on the face and head (earrings, necklaces,
 * eyewear, hats, headbands), the hand AR modes and ring fingers, and the pieces a catalogue SKU puts on.
 * Pure data and functions, shared by the showcase pages and the try-on module.
 */
import { handModeFor } from './showcase';

/** spec 001 §3.7 hand AR modes. */
export const HAND_AR_MODES = ['none', 'nail', 'wrist', 'ring', 'pbr'] as const;
export type HandArMode = (typeof HAND_AR_MODES)[number];

/** spec 001 §3.7 ring fingers (the module's default is the ring finger). */
export const RING_FINGERS = ['ring', 'middle', 'index', 'thumb', 'pinky'] as const;
export type RingFinger = (typeof RING_FINGERS)[number];

/** spec 001 §3.7 VTO types (the try-on types: shared/tryon-vocabulary.ts). */
export const VTO_TYPES = ['2d', '3d'] as const;
export type VtoType = (typeof VTO_TYPES)[number];

export const WEAR_KINDS = [
  'nail',
  'ring',
  'watch',
  'bracelet',
  'earrings',
  'necklace',
  'eyewear',
  'hat',
  'headband',
] as const;
export type WearKind = (typeof WEAR_KINDS)[number];

/** Worn on the hand (the hand-landmark engine), the rest on the face and head (the face engine). */
export const HAND_KINDS: ReadonlySet<WearKind> = new Set(['nail', 'ring', 'watch', 'bracelet']);

/** The styles each kind is drawn in (the catalogue's `style`; the first is the default). */
export const WEAR_STYLES = {
  nail: ['plain'],
  ring: ['band', 'solitaire', 'twisted'],
  watch: ['dress', 'chrono'],
  bracelet: ['chain', 'cuff', 'beads'],
  earrings: ['hoop', 'drop', 'stud'],
  necklace: ['pendant', 'pearls'],
  eyewear: ['round', 'square', 'aviator', 'cateye'],
  hat: ['boater', 'beret', 'bucket'],
  headband: ['velvet', 'knot', 'tortoise'],
} as const satisfies Record<WearKind, readonly string[]>;

/** One piece as the try-on draws it. */
export type Wearable = {
  kind: WearKind;
  /** #rrggbb: the metal, frame, lacquer or fabric. */
  color: string;
  /** A second colour (a gem, a dial, a lens tint), #rrggbb. */
  accent?: string;
  /** One of WEAR_STYLES[kind]. */
  style?: string;
  /** Nail finishes: gloss, cream, matte, glitter, shimmer, metallic. */
  finish?: string;
  /** Rings: the finger (spec 001 §3.7). */
  finger?: RingFinger;
  /** Earrings and rings: 2D artwork or the 3D (shaded, turning with the head or hand) rendering. */
  mode?: VtoType;
};

/** The catalogue's SKU types (shared/showcase-catalog.ts) that are things worn, and their kind. */
const SKU_KINDS: Readonly<Record<string, WearKind>> = {
  nail: 'nail',
  ring: 'ring',
  watch: 'watch',
  bracelet: 'bracelet',
  earrings: 'earrings',
  necklace: 'necklace',
  eyewear: 'eyewear',
  hat: 'hat',
  headband: 'headband',
};

/** What a catalogue SKU carries that the wear effects read. */
export type WearSkuLike = {
  color: string;
  accent?: string;
  finish?: string;
  style?: string;
  pieces?: readonly Wearable[];
};

const isFinger = (v: unknown): v is RingFinger => (RING_FINGERS as readonly unknown[]).includes(v);

/**
 * The pieces a SKU puts on: a set's pieces, or the one piece of a worn SKU type, with the page's ring
 * finger and 2D/3D mode. Null: not a thing worn (makeup, hair…).
 */
export function wearablesOf(
  skuType: string,
  sku: WearSkuLike,
  options: { finger?: string | null; mode?: string | null } = {},
): readonly Wearable[] | null {
  const mode = options.mode === '2d' || options.mode === '3d' ? options.mode : undefined;
  const finger = isFinger(options.finger) ? options.finger : undefined;
  if (sku.pieces?.length) return sku.pieces.map((p) => ({ ...p, ...(mode ? { mode } : {}) }));
  const kind = SKU_KINDS[skuType];
  if (!kind) return null;
  const piece: Wearable = { kind, color: sku.color };
  if (sku.accent) piece.accent = sku.accent;
  if (sku.finish) piece.finish = sku.finish;
  if (sku.style && (WEAR_STYLES[kind] as readonly string[]).includes(sku.style)) piece.style = sku.style;
  if (kind === 'ring') piece.finger = finger ?? 'ring';
  if (mode) piece.mode = mode;
  return [piece];
}

/** The catalogue's SKU types worn on the hand. */
const HAND_SKU_TYPES = new Set(['nail', 'ring', 'watch', 'bracelet', 'stacking']);

/**
 * spec 001 §3.7 hand AR mode the module is opened with: by SKU type — watch → wrist, otherwise ring
 * (handModeFor) — with nails in nail mode and a 3D ring in the PBR mode; none off the hand.
 */
export function handArModeFor(skuType: string | null, mode: string | null): HandArMode {
  if (!skuType || !HAND_SKU_TYPES.has(skuType)) return 'none';
  if (skuType === 'nail') return 'nail';
  if (skuType === 'ring' && mode === '3d') return 'pbr';
  return handModeFor(skuType);
}

/** Worn on the hand: the try-on runs the hand-landmark engine for these pieces. */
export const onHand = (pieces: readonly Wearable[]): boolean =>
  pieces.length > 0 && pieces.every((p) => HAND_KINDS.has(p.kind));

/**
 * The sizer's reference (spec 001 §4 sizer; docs/tryon-wear.md "Sizer"): an ID-1 card (ISO/IEC 7810,
 * every bank card), 85.60 × 53.98 mm.
 */
export const CARD_MM = { width: 85.6, height: 53.98 } as const;
