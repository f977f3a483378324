/**
 * The demo store's SKU catalogue (spec 001 §2.3 "SKU catalogue per type", §3.7 SKU types): original
 * seed data for the fictional brand (decision 0151). Product names are the brand's own and stay in
 * English in every language, like product names on a real shelf; everything around them is translated.
 */

import type { Product } from './makeup';
import type { Wearable } from './wear';

export type Sku = {
  id: string;
  name: string;
  /** Swatch colour, #rrggbb. */
  color: string;
  /** Finish / texture (spec 001 §3.6 "textures, patterns, colours"). */
  finish?: string;
  /** Liner or lash style (shared/makeup.ts). */
  style?: string;
  /** 0..1: how strongly the try-on shows it (the effect's default when absent). */
  intensity?: number;
  /** Foundation and concealer: sheer, medium or full (shared/makeup.ts COVERAGES). */
  coverage?: string;
  /** A full look: the products it applies at once (spec 001 §1 "full looks"). */
  products?: readonly Product[];
  /** A second colour of a thing worn: a gem, a dial, a lens tint (shared/wear.ts). */
  accent?: string;
  /** A stacked set: the pieces it puts on at once (spec 001 §2.3 `set`). */
  pieces?: readonly Wearable[];
};

export type CatalogEntry = {
  /** spec 001 §3.7 SKU type. */
  skuType: string;
  /** Product detail: the line the SKUs belong to. */
  product: string;
  skus: readonly Sku[];
};

type Extra = Pick<Sku, 'style' | 'intensity' | 'coverage' | 'products' | 'accent' | 'pieces'>;
type Row = readonly [name: string, color: string, finish?: string, extra?: Extra];

function entry(prefix: string, skuType: string, product: string, rows: readonly Row[]): CatalogEntry {
  return {
    skuType,
    product,
    skus: rows.map(([name, color, finish, extra], i) => ({
      id: `${prefix}-${String(i + 1).padStart(2, '0')}`,
      name,
      color,
      ...(finish ? { finish } : {}),
      ...extra,
    })),
  };
}

/** The fluid foundation's and the concealer's coverage (docs/tryon.md "Complexion"). */
const MEDIUM: Extra = { coverage: 'medium' };
const FULL: Extra = { coverage: 'full' };

// ─── Full looks (spec 001 §1): several products at once, base first ──────────────────────────────
const WEEKDAY_FRESH: readonly Product[] = [
  { type: 'foundation', color: '#e3bb98', intensity: 0.35 },
  { type: 'blush', color: '#f2a07b', intensity: 0.5 },
  { type: 'eyebrow', color: '#6e4f37', intensity: 0.5 },
  { type: 'eyelashes', color: '#1a1a1a', style: 'natural' },
  { type: 'lipstick', color: '#d9877a', finish: 'satin', intensity: 0.55 },
];
const GOLDEN_EVENING: readonly Product[] = [
  { type: 'bronzer', color: '#b0773f', intensity: 0.55 },
  { type: 'highlighter', color: '#f1dcb8', finish: 'shimmer' },
  { type: 'eyeshadow', color: '#b5653a', finish: 'metallic' },
  { type: 'eyeliner', color: '#4a3022', style: 'winged' },
  { type: 'eyelashes', color: '#0d0d0d', style: 'volume' },
  { type: 'lipstick', color: '#a5512f', finish: 'satin' },
];
const BERRY_NIGHT_OUT: readonly Product[] = [
  { type: 'contour', color: '#7a5641', intensity: 0.5 },
  { type: 'blush', color: '#c0567a', intensity: 0.45 },
  { type: 'eyeshadow', color: '#5c3b4f', finish: 'shimmer' },
  { type: 'eyeliner', color: '#111111', style: 'smoky' },
  { type: 'eyelashes', color: '#000000', style: 'dramatic' },
  { type: 'lipliner', color: '#5e2a43' },
  { type: 'lipstick', color: '#6a2340', finish: 'matte' },
];

// ─── Stacked sets (spec 001 §2.3 `set`): several pieces at once ─────────────────────────────────
const GOLD_STACK: readonly Wearable[] = [
  { kind: 'ring', color: '#d4af37', style: 'twisted', finger: 'index' },
  { kind: 'ring', color: '#d4af37', style: 'band', finger: 'ring' },
  { kind: 'ring', color: '#d4af37', style: 'solitaire', accent: '#f5fbff', finger: 'middle' },
  { kind: 'bracelet', color: '#d4af37', style: 'chain' },
];
const MIXED_METALS: readonly Wearable[] = [
  { kind: 'watch', color: '#b8bcc2', style: 'dress', accent: '#f4f1ea' },
  { kind: 'bracelet', color: '#c98f7a', style: 'cuff' },
  { kind: 'ring', color: '#c0c0c0', style: 'band', finger: 'ring' },
  { kind: 'ring', color: '#d4af37', style: 'twisted', finger: 'pinky' },
];

/** spec-rulings 17 product types and the single pages that pick SKUs. */
export const CATALOG: Record<string, CatalogEntry> = {
  'lip-color': entry('lip', 'lipstick', 'Velvet Verse Lip Colour', [
    ['Rosewood Hush', '#9e4a55', 'matte'],
    ['Coral Tide', '#e0634f', 'satin'],
    ['Plum Nocturne', '#5e2a43', 'matte'],
    ['Peach Fizz', '#f09a7a', 'gloss'],
    ['Cherry Signal', '#b3122e', 'satin'],
    ['Nude Compass', '#c58b78', 'matte'],
    ['Starlit Berry', '#8c2c5a', 'shimmer'],
    ['Molten Copper', '#a5512f', 'metallic'],
    ['Pink Lacquer', '#d9577f', 'gloss'],
  ]),
  'lip-plumper': entry('lpl', 'lipplumper', 'Cloud Lift Plumping Gloss', [
    ['Clear Lift', '#f3d6d0', 'gloss'],
    ['Pink Volume', '#e58aa0', 'gloss'],
    ['Berry Lift', '#a34466', 'gloss'],
  ]),
  'lip-liner': entry('lln', 'lipliner', 'Outline Studio Liner', [
    ['Bare Edge', '#b9786a'],
    ['Brick Line', '#8e3b2f'],
    ['Mauve Contour', '#8a5566'],
  ]),
  blush: entry('blu', 'blush', 'Morning Bloom Blush', [
    ['Apricot Glow', '#f2a07b', 'satin'],
    ['Rose Petal', '#e48b98', 'matte'],
    ['Terracotta Sun', '#c5694c', 'shimmer'],
  ]),
  bronzer: entry('brz', 'bronzer', 'Dune Warmth Bronzer', [
    ['Soft Sand', '#c89468'],
    ['Golden Hour', '#b0773f'],
    ['Deep Canyon', '#7d4a2a'],
  ]),
  foundation: entry('fdn', 'foundation', 'True Skin Fluid Foundation', [
    ['110 Porcelain', '#f1d5bf', undefined, MEDIUM],
    ['180 Ivory Beige', '#e3bb98', undefined, MEDIUM],
    ['240 Warm Sand', '#cf9f76', undefined, MEDIUM],
    ['310 Honey', '#b77f53', undefined, MEDIUM],
    ['420 Chestnut', '#8a5634', undefined, MEDIUM],
    ['510 Espresso', '#5b3520', undefined, MEDIUM],
  ]),
  concealer: entry('ccl', 'concealer', 'Bright Eye Concealer', [
    ['Light Neutral', '#ecc9ac', undefined, FULL],
    ['Medium Peach', '#d6a47c', undefined, FULL],
    ['Deep Golden', '#9c6a43', undefined, FULL],
  ]),
  contour: entry('ctr', 'contour', 'Sculpt Line Contour Stick', [
    ['Cool Taupe', '#8f7464'],
    ['Warm Mocha', '#7a5641'],
  ]),
  highlighter: entry('hlt', 'highlighter', 'Prism Beam Highlighter', [
    ['Champagne Ray', '#f1dcb8', 'shimmer'],
    ['Rose Gold Beam', '#e7b49e', 'shimmer'],
    ['Bronze Flare', '#c9925d', 'metallic'],
  ]),
  eyebrow: entry('ebr', 'eyebrow', 'Arch Define Brow Pencil', [
    ['Blonde', '#a88760'],
    ['Soft Brown', '#6e4f37'],
    ['Dark Brown', '#3f2b1f'],
    ['Soft Black', '#1f1a18'],
  ]),
  'eye-liner': entry('eln', 'eyeliner', 'Ink Trail Liquid Liner', [
    ['Carbon Black', '#111111', undefined, { style: 'winged' }],
    ['Cocoa Brown', '#4a3022', undefined, { style: 'classic' }],
    ['Deep Navy', '#1c2a4f', undefined, { style: 'smoky' }],
    ['Ink Tightline', '#161616', undefined, { style: 'tightline' }],
  ]),
  'eye-shadow': entry('esh', 'eyeshadow', 'Horizon Palette Eye Shadow', [
    ['Dawn Taupe', '#a38a79', 'matte'],
    ['Copper Spark', '#b5653a', 'metallic'],
    ['Smoked Plum', '#5c3b4f', 'shimmer'],
    ['Sea Glass', '#6f9a93', 'shimmer'],
  ]),
  eyelashes: entry('lsh', 'eyelashes', 'Flutter Frame Lashes', [
    ['Natural', '#1a1a1a', undefined, { style: 'natural' }],
    ['Volume', '#0d0d0d', undefined, { style: 'volume' }],
    ['Dramatic Wing', '#000000', undefined, { style: 'dramatic' }],
  ]),
  'eye-color': entry('eco', 'eyecolor', 'Iris Tone Lenses', [
    ['Hazel Mist', '#8c7443'],
    ['Ocean Grey', '#6d8794'],
    ['Forest Green', '#4f6e45'],
    ['Honey Amber', '#b07a2c'],
  ]),
  hat: entry('hat', 'hat', 'Field Day Headwear', [
    ['Straw Boater', '#d9c08c', undefined, { style: 'boater', accent: '#2b2b3a' }],
    ['Wool Beret', '#7b1f2f', undefined, { style: 'beret' }],
    ['Canvas Bucket', '#5f6a4a', undefined, { style: 'bucket' }],
  ]),
  headband: entry('hbd', 'headband', 'Soft Halo Headbands', [
    ['Velvet Navy', '#23304f', undefined, { style: 'velvet' }],
    ['Pearl Knot', '#efe8dc', undefined, { style: 'knot' }],
    ['Tortoise Band', '#6b4226', undefined, { style: 'tortoise', accent: '#c99a5b' }],
  ]),
  'eye-wear': entry('eyw', 'eyewear', 'Clear Line Frames', [
    ['Round Tortoise', '#6b4226', undefined, { style: 'round', accent: '#c99a5b' }],
    ['Square Onyx', '#1b1b1b', undefined, { style: 'square' }],
    ['Aviator Gold', '#c9a44c', undefined, { style: 'aviator', accent: '#5a6b4a' }],
    ['Cat-eye Rose', '#d08a94', undefined, { style: 'cateye' }],
  ]),
  'hair-color': entry('hcl', 'haircolor', 'Chroma Wave Hair Colour', [
    ['Copper Blaze', '#b4532a'],
    ['Ash Blonde', '#c8b79a'],
    ['Midnight Blue', '#1f2a52'],
    ['Rose Pink', '#d981a0'],
    ['Chocolate', '#4b2e22'],
    // Root to tip: the colour at the roots, the accent at the ends (client/tryon/hair/recolour.ts).
    ['Caramel Ombré', '#4b2e22', undefined, { accent: '#c98b4e' }],
  ]),
  // spec 001 §1 "full looks": a look applies several products at once.
  look: entry('lok', 'look', 'Studio Looks', [
    ['Weekday Fresh', '#e59a8c', undefined, { products: WEEKDAY_FRESH }],
    ['Golden Evening', '#b0773f', undefined, { products: GOLDEN_EVENING }],
    ['Berry Night Out', '#6a2340', undefined, { products: BERRY_NIGHT_OUT }],
  ]),
  'nail-color': entry('nai', 'nail', 'Gloss Ten Nail Lacquer', [
    ['Red Carpet', '#b1102b', 'gloss'],
    ['Milk Tea', '#d6bca3', 'cream'],
    ['Galaxy Teal', '#1f6e6e', 'glitter'],
    ['Lilac Haze', '#b59ad1', 'cream'],
  ]),
  // spec 001 §2.3 `virtual-hairstyles`, `beard-style`: overlays on the head (client/tryon/hair/styles.ts).
  'virtual-hairstyles': entry('hst', 'hairstyle', 'Salon Shape Styles', [
    ['Cocoa Crop', '#5a3a28', undefined, { style: 'pixie' }],
    ['Honey Line Bob', '#b8894f', undefined, { style: 'bob' }],
    ['Copper Cascade', '#8a3f22', undefined, { style: 'long-waves' }],
    ['Espresso Top Knot', '#2e211a', undefined, { style: 'high-bun' }],
  ]),
  'beard-style': entry('bst', 'beardstyle', 'Groom Line Styles', [
    ['Weekend Shadow', '#2b221c', undefined, { style: 'stubble' }],
    ['Anchor Goatee', '#3f2e22', undefined, { style: 'goatee' }],
    ['Timber Full Beard', '#5a3f2c', undefined, { style: 'full' }],
    ['Classic Moustache', '#4a3526', undefined, { style: 'moustache' }],
  ]),
  'beard-dye': entry('bdy', 'beard', 'Groom Shade Beard Dye', [
    ['Natural Black', '#1c1a19'],
    ['Dark Brown', '#3d2a1e'],
    ['Medium Brown', '#5e4330'],
    ['Silver Fox', '#9b9a97'],
  ]),
  watches: entry('wat', 'watch', 'Meridian Watches', [
    ['Meridian 38 Steel', '#b8bcc2', undefined, { style: 'dress', accent: '#f4f1ea' }],
    ['Meridian 40 Rose', '#c98f7a', undefined, { style: 'dress', accent: '#1f2a44' }],
    ['Tide Chrono Black', '#222428', undefined, { style: 'chrono', accent: '#e8e8e8' }],
  ]),
  bracelets: entry('brc', 'bracelet', 'Linked Light Bracelets', [
    ['Gold Link', '#d4af37', undefined, { style: 'chain' }],
    ['Silver Cuff', '#c0c0c0', undefined, { style: 'cuff' }],
    ['Beaded Jade', '#5d8a66', undefined, { style: 'beads' }],
  ]),
  rings: entry('rng', 'ring', 'Orbit Rings', [
    ['Solitaire Halo', '#e9e6df', undefined, { style: 'solitaire', accent: '#f5fbff' }],
    ['Twisted Gold', '#d4af37', undefined, { style: 'twisted' }],
    ['Emerald Band', '#d4af37', undefined, { style: 'band', accent: '#2e7d5b' }],
  ]),
  necklace: entry('nck', 'necklace', 'Cascade Necklaces', [
    ['Pearl Strand', '#f2ede4', undefined, { style: 'pearls' }],
    ['Gold Pendant', '#d4af37', undefined, { style: 'pendant', accent: '#9b1b30' }],
  ]),
  earrings: entry('ear', 'earrings', 'Drop Note Earrings', [
    ['Gold Hoop', '#d4af37', undefined, { style: 'hoop' }],
    ['Pearl Drop', '#f2ede4', undefined, { style: 'drop', accent: '#d4af37' }],
    ['Sapphire Stud', '#2a4b9b', undefined, { style: 'stud', accent: '#c0c0c0' }],
  ]),
  // spec 001 §2.3 `set`: stacked pieces worn at once.
  set: entry('set', 'stacking', 'Stack Studio Sets', [
    ['Gold Stack', '#d4af37', undefined, { pieces: GOLD_STACK }],
    ['Mixed Metals', '#b8a58a', undefined, { pieces: MIXED_METALS }],
  ]),
  footwear: entry('fwr', 'shoes', 'Stride Line Footwear', [
    ['Court Sneaker White', '#f4f4f2'],
    ['Suede Loafer Tan', '#a0714a'],
  ]),
  bags: entry('bag', 'bag', 'Carry Well Bags', [
    ['Mini Tote Sand', '#cdb391'],
    ['Crossbody Black', '#1d1d1d'],
  ]),
  scarves: entry('scf', 'scarf', 'Drift Silk Scarves', [
    ['Paisley Rust', '#a4502d'],
    ['Check Navy', '#2b3a5c'],
  ]),
};

export const catalogFor = (key: string): CatalogEntry | undefined => CATALOG[key];
