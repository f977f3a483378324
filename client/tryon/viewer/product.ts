import { CATALOG } from '../../../shared/showcase-catalog';

/**
 * What the 3D viewer shows (docs/tryon-viewer.md): the page's options (the SKU, its type and the view)
 * turned into product specs the geometry builders read, and the playground's presets. Pure: no DOM, no
 * three.js.
 */

export const VIEWS = ['home', 'ring', 'watch', 'playground'] as const;
export type View = (typeof VIEWS)[number];

export type RingStyle = 'band' | 'solitaire' | 'twisted';
export type WatchStyle = 'dress' | 'chrono';

type Common = {
  /** The SKU's name (catalogue names stay in English in every language). */
  name: string;
  /** #rrggbb: the metal. */
  metal: string;
  /** #rrggbb: a ring's gem or a watch's dial; null: a ring with no stone. */
  accent: string | null;
};
/** A ring of a US size (inner diameter 11.63 + 0.8128 × size mm). */
export type RingSpec = Common & { kind: 'ring'; style: RingStyle; size: number };
/** A watch with a case of `diameter` mm. */
export type WatchSpec = Common & { kind: 'watch'; style: WatchStyle; diameter: number };
export type ProductSpec = RingSpec | WatchSpec;

export const METALS = {
  gold: '#d4af37',
  rose: '#c98f7a',
  silver: '#c0c0c0',
  black: '#222428',
} as const;
export type Metal = keyof typeof METALS;

export const GEMS = {
  diamond: '#f5fbff',
  ruby: '#9b1b30',
  sapphire: '#1f4fa8',
  emerald: '#2e7d5b',
} as const;
export type Gem = keyof typeof GEMS;

export const LIGHTINGS = ['studio', 'daylight', 'evening'] as const;
export type Lighting = (typeof LIGHTINGS)[number];

/** The ring size the viewer models (US 7, the most sold women's size: 17.3 mm inside). */
export const RING_SIZE = 7;
export const ringInnerDiameter = (usSize: number) => 11.63 + 0.8128 * usSize;

/** Where the page's options say nothing: the catalogue's first ring. */
const FALLBACK = { name: 'Ring', color: METALS.gold, style: 'band' } as const;

export type SkuInput = { name?: string; color?: string; accent?: string; style?: string } | null | undefined;

const isHex = (v: unknown): v is string => typeof v === 'string' && /^#[0-9a-f]{6}$/i.test(v);

export const asView = (view: unknown): View =>
  (VIEWS as readonly string[]).includes(view as string) ? (view as View) : 'ring';

/** The product a SKU shows: a watch for the watch SKU type or a watch style, a ring otherwise. */
export function specOf(sku: SkuInput, skuType?: string | null): ProductSpec {
  const name = sku?.name ?? FALLBACK.name;
  const metal = isHex(sku?.color) ? sku.color.toLowerCase() : FALLBACK.color;
  const accent = isHex(sku?.accent) ? sku.accent.toLowerCase() : null;
  const style = sku?.style ?? '';
  if (skuType === 'watch' || style === 'dress' || style === 'chrono') {
    // A watch's name carries its case size ("Meridian 38 Steel"); 40 mm otherwise.
    const size = Number(/\b(2[6-9]|3\d|4[0-6])\b/.exec(name)?.[1] ?? 40);
    return {
      kind: 'watch',
      name,
      metal,
      accent: accent ?? '#f4f1ea',
      style: style === 'chrono' ? 'chrono' : 'dress',
      diameter: size,
    };
  }
  const ringStyle: RingStyle = style === 'solitaire' || style === 'twisted' ? style : 'band';
  // A solitaire always has its stone (a diamond when the SKU names none).
  const gem = accent ?? (ringStyle === 'solitaire' ? GEMS.diamond : null);
  return { kind: 'ring', name, metal, accent: gem, style: ringStyle, size: RING_SIZE };
}

/** The home view's collection: the catalogue's rings, the chosen one first (it stands in the middle). */
export function collectionOf(chosen: ProductSpec): ProductSpec[] {
  const rings = CATALOG.rings?.skus.map((s) => specOf(s, 'ring')) ?? [];
  const others = rings.filter((r) => r.name !== chosen.name);
  return chosen.kind === 'ring' ? [chosen, ...others] : rings;
}

/** The catalogue line of the home view ("Orbit Rings"). */
export const collectionName = (): string => CATALOG.rings?.product ?? '';

const rgb = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
const distance = (a: string, b: string) => {
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!);
};

/** The preset nearest a colour (the playground's radios start on the SKU's own metal and gem). */
export function nearest<K extends string>(presets: Readonly<Record<K, string>>, hex: string): K {
  const keys = Object.keys(presets) as K[];
  return keys.reduce((best, k) => (distance(presets[k], hex) < distance(presets[best], hex) ? k : best));
}

/** The playground's choices applied to a spec: the metal and the gem (or dial) from the presets. */
export function styled(spec: ProductSpec, metal: Metal, gem: Gem): ProductSpec {
  return { ...spec, metal: METALS[metal], accent: spec.accent === null ? null : GEMS[gem] };
}
